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

  /// Creates the error for a write to `path` that failed with `code`.
  public init(code: Int32, path: String?) {
    self.code = code
    self.path = path
  }

  /// Whether the reader of a pipe went away (`| head -1`).
  public var isClosedPipe: Bool { code == EPIPE }

  public var description: String {
    let reason = String(cString: strerror(code))
    guard let path else { return "cannot write to standard output: \(reason)" }
    return "cannot write the export to '\(path)': \(reason)"
  }
}
