import Foundation
import LedgerSQL

/// How many `perform` calls are open on a store, so that one called inside another (a
/// plugin command's nested calls) joins the outer transaction instead of opening its own.
final class OpenCommand: @unchecked Sendable {
  private let lock = NSLock()
  private var depth = 0

  /// Whether a `perform` is open.
  var isOpen: Bool {
    lock.lock()
    defer { lock.unlock() }
    return depth > 0
  }

  /// Runs `body` with the command counted as open.
  func run<T>(_ body: () throws -> T) rethrows -> T {
    lock.lock()
    depth += 1
    lock.unlock()
    defer {
      lock.lock()
      depth -= 1
      lock.unlock()
    }
    return try body()
  }
}
