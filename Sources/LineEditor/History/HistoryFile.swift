import FilePaths
import Foundation

/// The history file: UTF-8 text, one entry a line, oldest first, readable only by
/// its owner (mode 0600) because commands can carry names and amounts.
///
/// Entries are appended as they are accepted, so a killed session keeps them; the
/// file is cut back to its newest entries now and then with `trim(path:limit:)`.
public enum HistoryFile {
  /// How many entries the shell keeps.
  public static let defaultLimit = 2000

  /// The newest `limit` entries in the file at `path`, oldest first.
  ///
  /// Empty if the file is missing or unreadable. Blank lines and immediate repeats
  /// are skipped.
  public static func load(path: String, limit: Int = defaultLimit) -> [String] {
    guard StateFile.isKept(path), let data = FileManager.default.contents(atPath: path) else {
      return []
    }
    return Array(entries(in: data).suffix(max(limit, 0)))
  }

  /// Appends `line` to the file at `path`, creating the file (mode 0600) and its folders.
  ///
  /// Does nothing for a blank line or one equal to the file's last entry.
  public static func append(_ line: String, path: String) throws {
    let entry = normalized(line)
    guard !isBlank(entry), StateFile.isKept(path) else { return }
    try createParentDirectory(of: path)
    let descriptor = open(path, O_RDWR | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw failure("cannot open", path) }
    defer { close(descriptor) }
    guard fchmod(descriptor, 0o600) == 0 else { throw failure("cannot set mode 0600 on", path) }

    let tail = lastLine(of: descriptor)
    if tail.line == entry { return }
    var bytes = Array(entry.utf8)
    bytes.append(UInt8(ascii: "\n"))
    if tail.lacksNewline {
      bytes.insert(UInt8(ascii: "\n"), at: 0)
    }
    guard writeAll(bytes, to: descriptor) else { throw failure("cannot write to", path) }
  }

  /// Cuts the file at `path` back to its newest `limit` entries.
  ///
  /// Also drops blank lines and immediate repeats; leaves the file untouched if
  /// nothing would change.
  public static func trim(path: String, limit: Int = defaultLimit) throws {
    // Through a symbolic link, the file it leads to is rewritten and the link stays.
    guard StateFile.isKept(path) else { return }
    let path = StateFile.target(of: path)
    guard let data = FileManager.default.contents(atPath: path) else { return }
    let kept = entries(in: data).suffix(max(limit, 0))
    var text = kept.joined(separator: "\n")
    if !kept.isEmpty { text += "\n" }
    let bytes = Array(text.utf8)
    guard bytes != Array(data) else { return }

    let temporary = "\(path).\(getpid()).tmp"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw failure("cannot create", temporary) }
    let written = fchmod(descriptor, 0o600) == 0 && writeAll(bytes, to: descriptor)
    close(descriptor)
    guard written, rename(temporary, path) == 0 else {
      unlink(temporary)
      throw failure("cannot rewrite", path)
    }
  }

  /// `line` as one history entry: line breaks inside it become spaces.
  public static func normalized(_ line: String) -> String {
    guard line.contains(where: \.isNewline) else { return line }
    return String(line.map { $0.isNewline ? " " : $0 })
  }

  static func isBlank(_ line: String) -> Bool {
    line.allSatisfy(\.isWhitespace)
  }

  /// The entries of a history file's contents, oldest first.
  static func entries(in data: Data) -> [String] {
    var result: [String] = []
    for rawLine in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true) {
      var line = String(decoding: rawLine, as: UTF8.self)
      if line.hasSuffix("\r") { line.removeLast() }
      guard !isBlank(line), line != result.last else { continue }
      result.append(line)
    }
    return result
  }

  private static func createParentDirectory(of path: String) throws {
    let parent = PathText.folder(of: path)
    guard !parent.isEmpty, !FileManager.default.fileExists(atPath: parent) else { return }
    do {
      try FileManager.default.createDirectory(
        atPath: parent, withIntermediateDirectories: true,
        attributes: [.posixPermissions: 0o700])
    } catch {
      throw failure("cannot create the folder for", path)
    }
  }

  /// The file's last line, and whether the file ends without a line break.
  private static func lastLine(of descriptor: Int32) -> (line: String?, lacksNewline: Bool) {
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_size > 0 else { return (nil, false) }
    let size = Int(status.st_size)
    let length = min(size, 64 * 1024)
    var buffer = [UInt8](repeating: 0, count: length)
    let count = buffer.withUnsafeMutableBytes {
      pread(descriptor, $0.baseAddress, length, off_t(size - length))
    }
    guard count == length, var end = buffer.indices.last else { return (nil, false) }
    let lacksNewline = buffer[end] != UInt8(ascii: "\n")
    if !lacksNewline {
      guard end > 0 else { return (nil, false) }
      end -= 1
    }
    let lineStart = buffer[...end].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 }
    // A line longer than the chunk read has no start in it: too long to compare.
    guard let start = lineStart ?? (length == size ? 0 : nil) else { return (nil, lacksNewline) }
    var line = String(decoding: buffer[start..<(end + 1)], as: UTF8.self)
    if line.hasSuffix("\r") { line.removeLast() }
    return (line, lacksNewline)
  }

  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = write(
          descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return false
        }
        offset += written
      }
      return true
    }
  }

  private static func failure(_ what: String, _ path: String) -> LineEditorError {
    LineEditorError("history: \(what) \(path): \(String(cString: strerror(errno)))")
  }
}
