import Foundation

/// Remembers the first failed write to standard output, so that the shell stops.
///
/// After a failure (a full disk, a reader that went away) later writes are dropped, and
/// the shell ends the session once the command that met it returns: see
/// `Shell.outputFailureOutcome()`.
public final class StandardOutputStatus: @unchecked Sendable {
  private let lock = NSLock()
  private var firstFailure: Int32?
  private var reported = false

  /// Creates a status with no failure.
  public init() {}

  /// The `errno` of the first failed write, if any.
  public var failure: Int32? { lock.withLock { firstFailure } }

  /// Records a failed write; the first one is kept.
  public func recordFailure(_ code: Int32) {
    lock.withLock {
      if firstFailure == nil { firstFailure = code }
    }
  }

  /// The one line said on stderr when standard output failed with `code`.
  public static func message(for code: Int32) -> String {
    "ledgersh: error: cannot write to standard output: \(String(cString: strerror(code)))\n"
  }

  /// Answers true once, the first time it is asked after a failure: the one time to say so.
  func takeReport() -> Bool {
    lock.withLock {
      guard firstFailure != nil, !reported else { return false }
      reported = true
      return true
    }
  }
}
