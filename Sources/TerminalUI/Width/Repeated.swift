/// Runs of one glyph, such as rules and padding, built without per-glyph appends.
enum Repeated {
  /// Returns `count` spaces.
  static func spaces(_ count: Int) -> String {
    string(" ", count: count)
  }

  /// Returns `glyph` repeated `count` times.
  static func string(_ glyph: String, count: Int) -> String {
    guard count > 0 else { return "" }
    var glyph = glyph
    return glyph.withUTF8 { source in
      let size = source.count
      guard size > 0 else { return "" }
      return String(unsafeUninitializedCapacity: size * count) { buffer in
        var offset = 0
        for _ in 0..<count {
          for index in 0..<size { buffer[offset + index] = source[index] }
          offset += size
        }
        return offset
      }
    }
  }
}
