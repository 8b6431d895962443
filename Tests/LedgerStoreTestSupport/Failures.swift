import Foundation

/// Errors collected from several threads.
public final class Failures: @unchecked Sendable {
  private let lock = NSLock()
  private var messages: [String] = []

  public init() {}

  public func append(_ message: String) {
    lock.lock()
    messages.append(message)
    lock.unlock()
  }

  public var all: [String] {
    lock.lock()
    defer { lock.unlock() }
    return messages
  }
}
