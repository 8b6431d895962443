import Foundation

/// A write to the export's destination failed: a full disk, a reader that went away, ….
///
/// It is the output's fault, not the ledger's: callers report it as a failed command, or
/// as the end of standard output when that is where the export went.
public struct OutputWriteError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The `errno` of the failed write.
  public var code: Int32
  /// Where the export was going, as the user named it (nil for standard output).
  public var path: String?
  /// Whether the file could not even be created (rather than written).
  public var creating: Bool

  /// Creates the error for a write to `path` (or its creation) that failed with `code`.
  public init(code: Int32, path: String?, creating: Bool = false) {
    self.code = code
    self.path = path
    self.creating = creating
  }

  /// Whether the reader of a pipe went away (`| head -1`).
  public var isClosedPipe: Bool { code == EPIPE }

  public var description: String {
    let reason = String(cString: strerror(code))
    guard let path else { return "cannot write to standard output: \(reason)" }
    guard creating else { return "cannot write the export to '\(path)': \(reason)" }
    if code == ENOENT {
      // A link is followed: the folder missing is that of the file it points to.
      if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) {
        return "cannot create '\(path)': it links to '\(target)', whose folder does not exist"
      }
      return "cannot create '\(path)': its folder does not exist"
    }
    return "cannot create '\(path)': \(reason)"
  }
}
