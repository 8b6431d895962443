import Foundation

/// A flag that is set once, safely from any thread: the first `set()` answers true.
final class OnceFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var isSet = false

  /// Sets the flag; answers whether this call was the one that set it.
  func set() -> Bool {
    lock.lock()
    defer { lock.unlock() }
    if isSet { return false }
    isSet = true
    return true
  }
}
