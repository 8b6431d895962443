import Foundation

/// Collects written text in memory, for tests and benchmarks.
public final class BufferedOutput: TextOutput, @unchecked Sendable {
  private let lock = NSLock()
  private var storage = ""

  /// Creates an empty buffer.
  public init() {}

  /// Everything written so far.
  public var text: String {
    lock.lock()
    defer { lock.unlock() }
    return storage
  }

  public func write(_ text: String) {
    lock.lock()
    storage += text
    lock.unlock()
  }

  /// Empties the buffer.
  public func clear() {
    lock.lock()
    storage = ""
    lock.unlock()
  }
}
