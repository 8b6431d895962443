import Foundation
import LedgerCore
import LedgerStore

/// Reads a file line by line in chunks, so files of any size stream in little memory.
///
/// Time is linear in the length of a line, however long; a line that will not fit in the
/// memory left (`ulimit -v`) is an error naming it, not a crash.
struct LineReader {
  private let handle: FileHandle
  /// The file's name in messages.
  private let source: String
  private var buffer = Data()
  /// How much of `buffer` is known to hold no newline: a long line is searched once.
  private var searched = 0
  private var atEnd = false
  /// The 1-based number of the line `next()` returned last.
  private(set) var lineNumber = 0
  /// How many bytes of the file the lines returned so far took, newlines included.
  private(set) var bytesRead = 0

  init(handle: FileHandle, source: String) {
    self.handle = handle
    self.source = source
  }

  /// The next line without its newline, or nil at the end of the file.
  mutating func next() throws -> Data? {
    while true {
      let unsearched = buffer.index(buffer.startIndex, offsetBy: searched)
      if let newline = buffer[unsearched...].firstIndex(of: UInt8(ascii: "\n")) {
        let line = buffer[buffer.startIndex..<newline]
        buffer = buffer[buffer.index(after: newline)...]
        searched = 0
        lineNumber += 1
        bytesRead += line.count + 1
        return line.last == UInt8(ascii: "\r") ? line.dropLast() : line
      }
      if atEnd {
        guard !buffer.isEmpty else { return nil }
        let line = buffer
        buffer = Data()
        searched = 0
        lineNumber += 1
        bytesRead += line.count
        return line
      }
      searched = buffer.count
      if let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
        // Appended in place: `buffer + chunk` copied the whole line for every megabyte of
        // it, so a 200 MB note took minutes.
        if buffer.isEmpty {
          buffer = chunk
        } else {
          // Growing may copy the line once more: asked first, as a long line is read.
          guard ReadableFile.canAllocate(2 * (buffer.count + chunk.count)) else {
            throw Self.outOfMemory(line: lineNumber + 1, bytes: buffer.count, source: source)
          }
          buffer.append(chunk)
        }
      } else {
        atEnd = true
      }
    }
  }

  /// The error for a line of at least `bytes` that there is not memory enough to read and
  /// decode (exit status 3).
  static func outOfMemory(line: Int, bytes: Int, source: String) -> StoreError {
    let megabytes = max(1, bytes / (1024 * 1024))
    return StoreError(
      .unavailable,
      "not enough memory to read line \(line) of '\(source)' (\(megabytes) MB or more of one "
        + "record); nothing was imported: raise the memory limit ('ulimit -v') or import on "
        + "a machine with more memory")
  }
}
