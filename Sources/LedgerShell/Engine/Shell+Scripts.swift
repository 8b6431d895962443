import FilePaths
import Foundation

extension Shell {
  /// Runs a script's physical lines in order, reporting errors as `NAME:LINE:`.
  ///
  /// Stops at the first failed command unless `--keep-going` was given, and
  /// answers the exit status: 0 all ok, else that of the first failure, or N
  /// from `exit N`. A script (not one run by `source`) that ends with a group open
  /// that `begin` opened rolls the group back, says so, and fails.
  ///
  /// Inlined into the caller, so the loop below is not generic: unspecialised generic code
  /// looks up the sequence's iterator type at run time, a search of every protocol
  /// conformance in the binary on first use (about 0.4 M instructions at start-up).
  @inlinable
  public func runScript(lines: some Sequence<String>, name: String, firstLine: Int = 1) -> Int32 {
    var iterator = lines.makeIterator()
    return runScript(nextLine: { iterator.next() }, name: name, firstLine: firstLine)
  }

  /// `runScript(lines:name:)` over the lines `nextLine` returns until it returns nil.
  public func runScript(nextLine: () -> String?, name: String, firstLine: Int = 1) -> Int32 {
    let isOutermost = sourceDepth == 0
    let status = runLines(nextLine, name: name, firstLine: firstLine)
    guard isOutermost, !scriptsShareSession else { return status }
    return endOfScripts(status, name: name)
  }

  /// What the end of a session's scripts makes of their `status`: a group `begin` left open
  /// is rolled back (said, and the session fails), and a group the store lost fails it.
  ///
  /// Each script ends its session unless `scriptsShareSession` is set: then the caller,
  /// which runs several (`-c` and `-f`, as psql keeps one session for all), calls this once
  /// after the last, named `name`.
  public func endOfScripts(_ status: Int32, name: String) -> Int32 {
    if groupLost {
      // The group's loss was reported where it happened; the script has failed.
      groupLost = false
      return status == 0 ? 1 : status
    }
    guard group?.opener == .begin, rollbackGroupLeftOpen("'\(name)' ended") else {
      return status
    }
    let failed = status == 0 ? 1 : status
    // `exit` or `exit 0` with the group open: the session still fails, as the group's
    // changes were thrown away.
    if exitRequest == 0 { exitRequest = failed }
    return failed
  }

  private func runLines(_ nextLine: () -> String?, name: String, firstLine: Int) -> Int32 {
    var joiner = LineJoiner(firstLine: firstLine)
    var status: Int32 = 0
    func handle(_ line: ScriptLine) -> Bool {
      let outcome = execute(line.text, at: SourceLocation(name: name, line: line.lineNumber))
      guard case .failed(let error) = outcome else { return true }
      if case .exit(let code) = error.kind {
        status = code
        exitRequest = code
        return false
      }
      if status == 0 { status = error.exitStatus }
      // --keep-going goes on after a failed command, not after the end of the script
      // (a lost -1 transaction asks for it).
      return environment.keepGoing && exitRequest == nil
    }
    while let raw = nextLine() {
      if let line = joiner.feed(raw), !handle(line) { return status }
    }
    if let line = joiner.finish(), !handle(line) { return status }
    return status
  }

  /// Runs the script at `path` (for `-f` and the startup file).
  public func runScriptFile(_ path: String) -> Int32 {
    do {
      let data = try ScriptFile.contents(at: path)
      if let line = ScriptFile.notText(data) {
        // Named as any other line's error, FILE:LINE, for editors to jump to; nothing ran.
        let error = ShellError.usage(
          "the line is not UTF-8 text; nothing of the script ran", hint: "save the script as UTF-8")
        report(error, at: SourceLocation(name: path, line: line))
        return error.exitStatus
      }
      let lines = ScriptFile.lines(ofUTF8: data)
      scriptFolders.append(ScriptFile.folder(of: path))
      defer { scriptFolders.removeLast() }
      return runScript(lines: lines, name: path)
    } catch {
      report(error, at: nil)
      return error.exitStatus
    }
  }

  /// Runs `source FILE` from within a session: errors inside are reported with
  /// the file's own line numbers, and a failure stops the caller too.
  ///
  /// A relative FILE is found in the folder of the script that runs `source` (like
  /// psql's `\ir`), or in the current folder when typed or given with `-c`.
  func source(_ file: String) throws(ShellError) {
    guard sourceDepth < 32 else {
      throw .failure("source is nested more than 32 deep (does '\(file)' source itself?)")
    }
    let path = ScriptFile.resolve(file, against: scriptFolders.last)
    let lines = try ScriptFile.lines(at: path)
    sourceDepth += 1
    scriptFolders.append(ScriptFile.folder(of: path))
    defer {
      sourceDepth -= 1
      scriptFolders.removeLast()
    }
    let status = runScript(lines: lines, name: path)
    if let code = exitRequest { throw ShellError("", kind: .exit(code)) }
    if status != 0 {
      throw .reported(ShellError("", kind: Self.kind(for: status)))
    }
  }

  static func kind(for status: Int32) -> ShellError.Kind {
    switch status {
    case 2: return .usage
    case 3: return .store
    default: return .failure
    }
  }
}

/// Reads a script file into physical lines.
enum ScriptFile {
  /// `file` as named from a script in `folder`: a relative path joined to the folder; an
  /// absolute path, a `~` path, or any path when there is no folder, as it is.
  static func resolve(_ file: String, against folder: String?) -> String {
    guard let folder, !file.hasPrefix("/"), !file.hasPrefix("~") else { return file }
    return (folder as NSString).appendingPathComponent(file)
  }

  /// The folder holding the script at `path` (relative paths stay relative to the
  /// current folder, which scripts do not change).
  ///
  /// A script that is no regular file (`-f <(…)`, a FIFO, /dev/stdin) has no folder of its
  /// own: /dev/fd is not where its `source` lines mean to look, so they resolve against the
  /// current folder, as typed ones do.
  static func folder(of path: String) -> String {
    let expanded = PathText.expandingTilde(path)
    guard FileKind.of(expanded) == .regular else { return "." }
    let folder = PathText.folder(of: expanded)
    return folder.isEmpty ? "." : folder
  }

  static func lines(at path: String) throws(ShellError) -> [String] {
    let data = try contents(at: path)
    if let line = notText(data) {
      // Nothing of it runs: a usage error, as for a script that is not there.
      throw .usage("line \(line) of \(path) is not UTF-8 text", hint: "save the script as UTF-8")
    }
    return lines(ofUTF8: data)
  }

  /// The number of the first line of `data` that is not UTF-8 text, or nil when it all is.
  static func notText(_ data: Data) -> Int? {
    String(validating: data, as: UTF8.self) == nil ? firstLineNotUTF8(data) ?? 1 : nil
  }

  /// The bytes of the script at `path`, from anything readable, refusing what is no script.
  static func contents(at path: String) throws(ShellError) -> Data {
    let expanded = PathText.expandingTilde(path)
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: expanded, isDirectory: &isDirectory) else {
      throw .failure("no such script file: \(path)")
    }
    guard !isDirectory.boolValue else { throw .failure("\(path) is a directory, not a script") }
    // Scripts come from anything readable: a file, /dev/null, a FIFO, `-f <(…)`.
    guard let data = readAll(expanded) else {
      throw .failure("cannot read \(path): \(String(cString: strerror(errno)))")
    }
    guard data.count <= largestScript else {
      // `-f /dev/zero` read until the machine ran out of memory.
      throw .usage(
        "\(path) holds more than \(largestScript >> 20) MiB: too much for a script",
        hint: "split it, or pipe it: standard input is read line by line")
    }
    return data
  }

  /// The number of the first line of `data` that is not valid UTF-8, counting from 1.
  static func firstLineNotUTF8(_ data: Data) -> Int? {
    var number = 0
    for line in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
      number += 1
      if String(validating: line, as: UTF8.self) == nil { return number }
    }
    return nil
  }

  /// The lines of valid UTF-8 text, split at "\n" and "\r\n", without a last empty line.
  ///
  /// Windows scripts work. Split as bytes: a line feed is never part of another character,
  /// and finding grapheme clusters cost more than running a `tx add`.
  static func lines(ofUTF8 data: Data) -> [String] {
    var lines: [String] = []
    data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
      var start = 0
      func take(_ end: Int) {
        let line = UnsafeRawBufferPointer(rebasing: bytes[start..<end])
        lines.append(String(decoding: line, as: UTF8.self))
      }
      for index in 0..<bytes.count where bytes[index] == 0x0A {
        take(index > start && bytes[index - 1] == 0x0D ? index - 1 : index)
        start = index + 1
      }
      if start < bytes.count { take(bytes.count) }
    }
    return lines
  }

  /// The most a script file (`-f`, `source`) may hold, in bytes: 256 MiB, millions of
  /// commands.
  ///
  /// A FIFO or a device has no size to check first: reading stops just past it.
  static let largestScript = 256 << 20

  /// Reads everything from the file at `path`, whatever its kind, up to just past
  /// `largestScript` bytes; nil with `errno` set when it cannot be opened or read.
  static func readAll(_ path: String) -> Data? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var data = Data()
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while data.count <= largestScript {
      let count = read(descriptor, &chunk, chunk.count)
      if count < 0 {
        if errno == EINTR { continue }
        return nil
      }
      if count == 0 { return data }
      data.append(contentsOf: chunk[0..<count])
    }
    return data
  }
}
