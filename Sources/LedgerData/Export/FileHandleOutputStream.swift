import Foundation
import LedgerCore
import LedgerStore

/// A `TextOutputStream` that writes UTF-8 to a file handle through a buffer, so exports
/// of millions of rows stream in constant memory.
///
/// Call `flush()` when done; write errors are kept and rethrown by `flush()`.
public struct FileHandleOutputStream: TextOutputStream {
  private let handle: FileHandle
  private var buffer = Data()
  private let capacity: Int
  private var failure: (any Error)?

  public init(_ handle: FileHandle, bufferSize: Int = 1 << 16) {
    self.handle = handle
    self.capacity = bufferSize
    buffer.reserveCapacity(bufferSize)
  }

  public mutating func write(_ string: String) {
    buffer.append(contentsOf: string.utf8)
    if buffer.count >= capacity { drain() }
  }

  /// Writes out what is buffered; throws the first write error met so far.
  public mutating func flush() throws {
    drain()
    if let failure { throw failure }
  }

  private mutating func drain() {
    guard !buffer.isEmpty, failure == nil else {
      buffer.removeAll(keepingCapacity: true)
      return
    }
    do {
      try handle.write(contentsOf: buffer)
    } catch {
      failure = error
    }
    buffer.removeAll(keepingCapacity: true)
  }
}
