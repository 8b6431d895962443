import Foundation

/// Reads UTF-8 lines from a pipe or file, for scripts: no prompt, no editing, no history.
///
/// Lines end at LF; a CR before it is dropped; a last line without a line break
/// still counts; invalid UTF-8 becomes U+FFFD.
public final class PlainLineReader: LineReading {
  private let descriptor: Int32
  private let fileHandle: FileHandle?
  private var buffer: [UInt8] = []
  private var start = 0
  private var reachedEnd = false
  private static let chunkSize = 64 * 1024

  /// Reads from the open file descriptor `fd`, which the caller keeps open.
  public init(fd: Int32) {
    descriptor = fd
    fileHandle = nil
  }

  /// Reads from `fileHandle`, which the reader keeps alive.
  public init(fileHandle: FileHandle) {
    descriptor = fileHandle.fileDescriptor
    self.fileHandle = fileHandle
  }

  /// Returns the next line, ignoring `prompt`; `.endOfInput` at the end of the
  /// input or on a read error; `.interrupted` if a signal cut a read short.
  public func readLine(prompt: String) -> LineInput {
    while true {
      if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
        let line = decode(buffer[start..<newline])
        start = newline + 1
        return .line(line)
      }
      if reachedEnd {
        guard start < buffer.count else { return .endOfInput }
        let line = decode(buffer[start...])
        start = buffer.count
        return .line(line)
      }
      if case .interrupted = fill() { return .interrupted }
    }
  }

  /// Does nothing: scripts keep no history.
  public func addHistory(_ line: String) {}

  private enum FillOutcome { case filled, interrupted }

  /// Reads the next chunk into the buffer, setting `reachedEnd` at the end of input.
  private func fill() -> FillOutcome {
    if start > 0 {
      buffer.removeFirst(start)
      start = 0
    }
    let oldCount = buffer.count
    buffer.append(contentsOf: repeatElement(0, count: Self.chunkSize))
    let count = buffer.withUnsafeMutableBytes {
      read(descriptor, $0.baseAddress.map { $0 + oldCount }, Self.chunkSize)
    }
    let error = errno
    buffer.removeLast(Self.chunkSize - max(count, 0))
    if count < 0, error == EINTR { return .interrupted }
    if count <= 0 { reachedEnd = true }
    return .filled
  }

  private func decode(_ bytes: ArraySlice<UInt8>) -> String {
    var line = String(decoding: bytes, as: UTF8.self)
    if line.hasSuffix("\r") { line.removeLast() }
    return line
  }
}
