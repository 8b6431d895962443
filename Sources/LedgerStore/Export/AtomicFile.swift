import Foundation

/// Writes a file that appears whole or not at all, private to its owner (mode 0600).
enum AtomicFile {
  /// Calls `body` with a handle on a hidden partial file beside `path`, then renames it
  /// over `path`; if `body` throws, the partial file is removed and `path` is untouched.
  static func write(toPath path: String, _ body: (FileHandle) throws -> Void) throws {
    let url = URL(fileURLWithPath: path)
    let partial = url.deletingLastPathComponent().appendingPathComponent(
      ".\(url.lastPathComponent).partial")
    guard
      FileManager.default.createFile(
        atPath: partial.path, contents: nil, attributes: [.posixPermissions: 0o600]),
      let handle = FileHandle(forWritingAtPath: partial.path)
    else {
      throw StoreError(
        .unavailable, "cannot create '\(path)': check the folder exists and is writable")
    }
    do {
      defer { try? handle.close() }
      try body(handle)
    } catch {
      try? FileManager.default.removeItem(at: partial)
      throw error
    }
    // rename(2) replaces the old file in one step.
    guard rename(partial.path, path) == 0 else {
      try? FileManager.default.removeItem(at: partial)
      throw StoreError(.unavailable, "cannot write '\(path)': \(String(cString: strerror(errno)))")
    }
  }
}
