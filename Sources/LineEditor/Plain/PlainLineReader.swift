import Foundation

/// Reads UTF-8 lines from a pipe or file, for scripts: no prompt, no editing, no history.
///
/// Lines end at LF; a CR before it is dropped; a last line without a line break
/// still counts; invalid UTF-8 becomes U+FFFD (`lastLineWasUTF8` says so). A line longer than `longestLine` is
/// answered with `.tooLong` once it grows past it, and dropped: `ledgersh < /dev/zero`
/// read one endless line until the machine ran out of memory.
public final class PlainLineReader: LineReading {
  private let descriptor: Int32
  private let fileHandle: FileHandle?
  private var buffer: [UInt8] = []
  private var start = 0
  private var reachedEnd = false
  /// How far past `start` the buffer is known to hold no line feed.
  private var scanned = 0
  /// Whether the rest of a line found too long is still to be read past.
  private var dropping = false
  private static let chunkSize = 64 * 1024
  /// The longest line read, in bytes: 16 MiB.
  public static let longestLine = 16 << 20

  /// The longest line this reader takes, in bytes.
  private let limit: Int

  /// Reads from the open file descriptor `fd`, which the caller keeps open.
  public init(fd: Int32, longestLine: Int = longestLine) {
    descriptor = fd
    fileHandle = nil
    limit = longestLine
  }

  /// Reads from `fileHandle`, which the reader keeps alive.
  public init(fileHandle: FileHandle, longestLine: Int = longestLine) {
    descriptor = fileHandle.fileDescriptor
    self.fileHandle = fileHandle
    limit = longestLine
  }

  /// Returns the next line, ignoring `prompt`; `.endOfInput` at the end of the
  /// input or on a read error; `.interrupted` if a signal cut a read short.
  public func readLine(prompt: String) -> LineInput {
    while dropping {
      // The rest of a line found too long, up to its line feed.
      if let newline = lineFeed(from: start) {
        start = newline + 1
        dropping = false
      } else if reachedEnd {
        return .endOfInput
      } else {
        start = buffer.count
        if case .interrupted = fill() { return .interrupted }
      }
    }
    while true {
      if let newline = lineFeed(from: start + scanned) {
        let line = decode(buffer[start..<newline])
        start = newline + 1
        scanned = 0
        return .line(line)
      }
      scanned = buffer.count - start
      if reachedEnd {
        guard start < buffer.count else { return .endOfInput }
        let line = decode(buffer[start...])
        start = buffer.count
        scanned = 0
        return .line(line)
      }
      if scanned > limit {
        // Said at once (a script stops here); its rest is read past on the next call.
        start = buffer.count
        scanned = 0
        dropping = true
        return .tooLong
      }
      if case .interrupted = fill() { return .interrupted }
    }
  }

  /// The index of the buffer's first line feed at or after `index`, found with `memchr`
  /// (a megabyte-long line is searched a chunk at a time).
  private func lineFeed(from index: Int) -> Int? {
    guard index < buffer.count else { return nil }
    return buffer.withUnsafeBytes { bytes in
      guard let base = bytes.baseAddress,
        let found = memchr(base + index, Int32(UInt8(ascii: "\n")), bytes.count - index)
      else { return nil }
      return base.distance(to: UnsafeRawPointer(found))
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

  /// Whether the last line returned was valid UTF-8 (when it was not, each invalid byte
  /// became U+FFFD): a script stops there rather than run a command it cannot read.
  public private(set) var lastLineWasUTF8 = true

  private func decode(_ bytes: ArraySlice<UInt8>) -> String {
    lastLineWasUTF8 = String(validating: bytes, as: UTF8.self) != nil
    var line = String(decoding: bytes, as: UTF8.self)
    if line.hasSuffix("\r") { line.removeLast() }
    return line
  }
}
