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
      return makeString(capacity: size * count) { buffer in
        var offset = 0
        for _ in 0..<count {
          for index in 0..<size { buffer[offset + index] = source[index] }
          offset += size
        }
        return offset
      }
    }
  }

  /// Returns `left`, then `fill` repeated `count` times, then `right`: a rule or a bar.
  static func run(_ left: String, _ fill: String, count: Int, _ right: String) -> String {
    var left = left
    var fill = fill
    var right = right
    let count = max(0, count)
    return left.withUTF8 { leftBytes in
      fill.withUTF8 { fillBytes in
        right.withUTF8 { rightBytes in
          let size = leftBytes.count + fillBytes.count * count + rightBytes.count
          return makeString(capacity: size) { buffer in
            var offset = 0
            for byte in leftBytes {
              buffer[offset] = byte
              offset += 1
            }
            for _ in 0..<count {
              for byte in fillBytes {
                buffer[offset] = byte
                offset += 1
              }
            }
            for byte in rightBytes {
              buffer[offset] = byte
              offset += 1
            }
            return offset
          }
        }
      }
    }
  }

  /// Returns `first` repeated `firstCount` times, `second` repeated `secondCount` times, then
  /// `tail`: a two-part bar and its label in one allocation.
  static func bar(
    _ first: String, _ firstCount: Int, _ second: String, _ secondCount: Int, _ tail: String
  ) -> String {
    var first = first
    var second = second
    var tail = tail
    let firstCount = max(0, firstCount)
    let secondCount = max(0, secondCount)
    return first.withUTF8 { firstBytes in
      second.withUTF8 { secondBytes in
        tail.withUTF8 { tailBytes in
          let size =
            firstBytes.count * firstCount + secondBytes.count * secondCount + tailBytes.count
          return makeString(capacity: size) { buffer in
            var offset = 0
            for _ in 0..<firstCount {
              for byte in firstBytes {
                buffer[offset] = byte
                offset += 1
              }
            }
            for _ in 0..<secondCount {
              for byte in secondBytes {
                buffer[offset] = byte
                offset += 1
              }
            }
            for byte in tailBytes {
              buffer[offset] = byte
              offset += 1
            }
            return offset
          }
        }
      }
    }
  }

  /// Returns `first`, `spaces` spaces, then `second`, as in a label and its aligned value.
  static func spaced(_ first: String, _ spaces: Int, _ second: String) -> String {
    run(first, " ", count: spaces, second)
  }
}
