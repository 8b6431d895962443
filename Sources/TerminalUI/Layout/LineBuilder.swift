/// Lines of output written as UTF-8 bytes into one growing buffer: either joined into one
/// text, each line ending in a newline, or kept as one string a line.
///
/// Layouts that draw thousands of lines (grids of cards, long tables) write through this
/// rather than concatenating strings: a line costs no allocation of its own when joined, and
/// the bytes are turned into a string once, without checking again that they are UTF-8.
///
/// Only bytes of strings and ASCII may be written, so that the text stays valid UTF-8.
struct LineBuilder: ~Copyable {
  private var base: UnsafeMutablePointer<UInt8>
  /// The bytes written.
  private(set) var count = 0
  private var capacity: Int
  /// Where the line being written starts.
  private(set) var lineStart = 0
  /// Whether lines are joined into one text rather than kept apart.
  private let joined: Bool
  /// The finished lines, when not joined.
  private var lines: [String] = []

  /// Creates a builder of one text (`joined`) or of separate lines, with room for
  /// `capacity` bytes before it grows.
  init(joined: Bool, capacity: Int = 256) {
    self.joined = joined
    self.capacity = max(64, capacity)
    base = .allocate(capacity: self.capacity)
  }

  deinit {
    base.deallocate()
  }

  /// Makes room for `extra` more bytes.
  @inline(__always)
  mutating func reserve(_ extra: Int) {
    if count + extra > capacity { grow(to: count + extra) }
  }

  @inline(never)
  private mutating func grow(to needed: Int) {
    var larger = capacity * 2
    while larger < needed { larger *= 2 }
    let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
    moved.initialize(from: base, count: count)
    base.deallocate()
    base = moved
    capacity = larger
  }

  /// Adds one byte, which must be ASCII.
  @inline(__always)
  mutating func append(byte: UInt8) {
    reserve(1)
    base[count] = byte
    count += 1
  }

  /// Adds the bytes of `text`.
  @inline(__always)
  mutating func append(_ text: String) {
    let copied = text.utf8.withContiguousStorageIfAvailable { bytes in
      append(bytes)
      return true
    }
    if copied == nil { appendSlowly(text) }
  }

  @inline(never)
  private mutating func appendSlowly(_ text: String) {
    for byte in text.utf8 { append(byte: byte) }
  }

  /// Adds `bytes`, which must be a whole string's or ASCII.
  @inline(__always)
  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress else { return }
    reserve(bytes.count)
    (base + count).initialize(from: source, count: bytes.count)
    count += bytes.count
  }

  /// Adds the bytes of `bytes`, which must be a whole string's or ASCII.
  @inline(__always)
  mutating func append(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { append($0) }
  }

  /// Adds `count` spaces.
  @inline(__always)
  mutating func appendSpaces(_ spaces: Int) {
    guard spaces > 0 else { return }
    reserve(spaces)
    (base + count).initialize(repeating: 0x20, count: spaces)
    count += spaces
  }

  /// Adds `repeats` copies of `bytes`, which must be a whole string's or ASCII.
  mutating func append(_ bytes: [UInt8], repeating repeats: Int) {
    guard repeats > 0, !bytes.isEmpty else { return }
    reserve(bytes.count * repeats)
    bytes.withUnsafeBufferPointer { source in
      guard let start = source.baseAddress else { return }
      for _ in 0..<repeats {
        (base + count).initialize(from: start, count: source.count)
        count += source.count
      }
    }
  }

  /// Adds `repeats` copies of `text`.
  mutating func append(_ text: String, repeating repeats: Int) {
    guard repeats > 0 else { return }
    let copied: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
      guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
      reserve(bytes.count * repeats)
      for _ in 0..<repeats {
        (base + count).initialize(from: source, count: bytes.count)
        count += bytes.count
      }
    }
    if copied == nil {
      for _ in 0..<repeats { appendSlowly(text) }
    }
  }

  /// Removes the spaces that end the line being written.
  mutating func trimTrailingSpaces() {
    while count > lineStart, base[count - 1] == 0x20 { count -= 1 }
  }

  /// Ends the line being written.
  mutating func endLine() {
    if joined {
      append(byte: 0x0A)
      lineStart = count
    } else {
      lines.append(makeString(base, count: count))
      count = 0
    }
  }

  /// Adds `text` as a whole line.
  mutating func appendLine(_ text: String) {
    if !joined, count == 0 {
      lines.append(text)
      return
    }
    append(text)
    endLine()
  }

  /// The text written, each line ending in a newline (when joined).
  consuming func text() -> String {
    makeString(base, count: count)
  }

  /// The lines written (when not joined).
  consuming func finishedLines() -> [String] {
    lines
  }
}

/// Returns the `count` bytes at `start` as a string; they must be valid UTF-8, as copies of
/// strings' bytes and ASCII are, so they are not checked again.
func makeString(_ start: UnsafePointer<UInt8>, count: Int) -> String {
  let bytes = UnsafeBufferPointer(start: start, count: count)
  if #available(macOS 26.0, iOS 26.0, *) {
    return String(copying: UTF8Span(unchecked: Span(_unsafeElements: bytes)))
  }
  return String(decoding: bytes, as: UTF8.self)
}

/// Returns the string `body` writes into a buffer of `capacity` bytes, returning how many it
/// wrote; as `String(unsafeUninitializedCapacity:initializingUTF8With:)`, except that the
/// bytes, which must be copies of strings' bytes and ASCII, are not checked again.
func makeString(
  capacity: Int, initializingUTF8With body: (UnsafeMutableBufferPointer<UInt8>) -> Int
) -> String {
  withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(1, capacity)) { buffer in
    let count = body(UnsafeMutableBufferPointer(rebasing: buffer[..<capacity]))
    guard let base = buffer.baseAddress else { return "" }
    return makeString(base, count: count)
  }
}
