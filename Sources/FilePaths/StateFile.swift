#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The rules for the small files ledgersh keeps between sessions (the line editor's
/// history, the remembered account and project): read and replaced whole, never at the
/// cost of what the user put at their path.
public enum StateFile {
  /// Whether the state file at `path` is kept: a regular file, or nothing yet.
  ///
  /// Its first save makes it. A path leading to a device, a FIFO or a folder (a history linked to
  /// /dev/null, as users do to keep none) is left alone: nothing is read from it (a FIFO
  /// would wait for a writer for ever), written to it, or done to its mode.
  public static func isKept(_ path: String) -> Bool {
    var status = stat()
    guard stat(path, &status) == 0 else { return errno == ENOENT }
    return status.st_mode & S_IFMT == S_IFREG
  }

  /// The path a new version of the state file at `path` is renamed to.
  ///
  /// Through symbolic links, the file they lead to, so that the links stay (a history kept
  /// with one's dotfiles); `path` itself when nothing is there yet.
  public static func target(of path: String) -> String {
    if let resolved = realpath(path, nil) {
      defer { free(resolved) }
      return String(cString: resolved)
    }
    // A link to a file not made yet: the file it names.
    var buffer = [UInt8](repeating: 0, count: 4097)
    let count = buffer.withUnsafeMutableBufferPointer { bytes in
      bytes.baseAddress.map { start in
        start.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
          readlink(path, $0, bytes.count - 1)
        }
      } ?? -1
    }
    guard count > 0 else { return path }
    let destination = String(decoding: buffer[..<count], as: UTF8.self)
    guard !destination.hasPrefix("/") else { return destination }
    let folder = PathText.folder(of: path)
    return folder.isEmpty ? destination : folder + "/" + destination
  }
}
