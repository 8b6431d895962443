import Foundation
import LedgerSQL

/// Runs a piece of work once, safely from any thread: a second caller waits until the
/// first one's run has finished, then returns without running it again.
final class RunOnce: @unchecked Sendable {
  private let lock = NSLock()
  private var hasRun = false

  /// Runs `body` unless it ran (or is running) already; returns when it has run.
  func run(_ body: () -> Void) {
    lock.lock()
    defer { lock.unlock() }
    guard !hasRun else { return }
    hasRun = true
    body()
  }
}
