import Foundation
import LedgerCore
import LedgerStore
import TextOutput

/// A buffered text stream onto a file descriptor that remembers the first failed write.
///
/// After a failure nothing more is written; `check()` and `flush()` throw an
/// `OutputWriteError`, so a long export stops early instead of formatting rows nobody reads.
public struct DescriptorOutputStream: TextOutputStream {
  private let descriptor: Int32
  private let path: String?
  private var buffer: [UInt8] = []
  private let capacity: Int
  private var failure: Int32?

  /// Creates a stream writing to `descriptor`; `path` names it in errors (nil: stdout).
  public init(descriptor: Int32, path: String?, bufferSize: Int = 1 << 16) {
    self.descriptor = descriptor
    self.path = path
    self.capacity = bufferSize
    buffer.reserveCapacity(bufferSize)
  }

  public mutating func write(_ string: String) {
    write(bytes: string.utf8)
  }

  /// Writes bytes as they are: text as UTF-8, or a file copied out of the ledger.
  public mutating func write(bytes: some Collection<UInt8>) {
    guard failure == nil else { return }
    buffer.append(contentsOf: bytes)
    if buffer.count >= capacity { drain() }
  }

  /// Throws when a write has failed so far.
  public func check() throws(OutputWriteError) {
    if let failure { throw OutputWriteError(code: failure, path: path) }
  }

  /// Writes out what is buffered; throws the first write error met so far.
  public mutating func flush() throws(OutputWriteError) {
    drain()
    try check()
  }

  private mutating func drain() {
    defer { buffer.removeAll(keepingCapacity: true) }
    guard failure == nil else { return }
    failure = buffer.withUnsafeBytes { bytes -> Int32? in
      guard var base = bytes.baseAddress else { return nil }
      var remaining = bytes.count
      while remaining > 0 {
        let written = Foundation.write(descriptor, base, remaining)
        if written < 0 {
          if errno == EINTR { continue }
          return errno
        }
        remaining -= written
        base += written
      }
      return nil
    }
  }
}
