import Foundation

/// Reads a file line by line in chunks, so files of any size stream in little memory.
struct LineReader {
  private let handle: FileHandle
  private var buffer = Data()
  private var atEnd = false
  /// The 1-based number of the line `next()` returned last.
  private(set) var lineNumber = 0
  /// How many bytes of the file the lines returned so far took, newlines included.
  private(set) var bytesRead = 0

  init(handle: FileHandle) {
    self.handle = handle
  }

  /// The next line without its newline, or nil at the end of the file.
  mutating func next() throws -> Data? {
    while true {
      if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
        let line = buffer[buffer.startIndex..<newline]
        buffer = buffer[buffer.index(after: newline)...]
        lineNumber += 1
        bytesRead += line.count + 1
        return line.last == UInt8(ascii: "\r") ? line.dropLast() : line
      }
      if atEnd {
        guard !buffer.isEmpty else { return nil }
        let line = buffer
        buffer = Data()
        lineNumber += 1
        bytesRead += line.count
        return line
      }
      if let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
        buffer = buffer.isEmpty ? chunk : buffer + chunk
      } else {
        atEnd = true
      }
    }
  }
}
