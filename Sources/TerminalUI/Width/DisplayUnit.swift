/// One piece of a string as a terminal shows it: a grapheme cluster or an ANSI escape sequence.
struct DisplayUnit {
  /// Where the piece lies in its string.
  var range: Range<String.Index>
  /// How many terminal cells the piece takes: 0 for an escape sequence.
  var width: Int
  /// Whether the piece is an escape sequence (colour, cursor) rather than text.
  var isEscape: Bool
}

/// The display units of a string, in order, with escape sequences kept whole.
struct DisplayUnitSequence: Sequence, IteratorProtocol {
  private let text: String
  private var index: String.Index

  /// Creates the sequence of units of `text`.
  init(_ text: String) {
    self.text = text
    self.index = text.startIndex
  }

  mutating func next() -> DisplayUnit? {
    guard index < text.endIndex else { return nil }
    let start = index
    let character = text[index]
    text.formIndex(after: &index)
    if character == "\u{1B}" {
      consumeEscapeBody()
      return DisplayUnit(range: start..<index, width: 0, isEscape: true)
    }
    return DisplayUnit(
      range: start..<index, width: DisplayWidth.of(character), isEscape: false)
  }

  /// Moves past the body of an escape sequence whose ESC was just read.
  private mutating func consumeEscapeBody() {
    guard index < text.endIndex else { return }
    let introducer = text.unicodeScalars[index]
    text.unicodeScalars.formIndex(after: &index)
    switch introducer {
    case "[":
      // CSI: parameters and intermediates, then one final byte in 0x40...0x7E.
      while index < text.endIndex {
        let value = text.unicodeScalars[index].value
        text.unicodeScalars.formIndex(after: &index)
        if (0x40...0x7E).contains(value) { break }
      }
    case "]", "P", "_", "^":
      // OSC and other strings: up to BEL or ST (ESC \).
      while index < text.endIndex {
        let scalar = text.unicodeScalars[index]
        text.unicodeScalars.formIndex(after: &index)
        if scalar == "\u{07}" { break }
        if scalar == "\u{1B}" {
          if index < text.endIndex, text.unicodeScalars[index] == "\\" {
            text.unicodeScalars.formIndex(after: &index)
          }
          break
        }
      }
    default:
      break
    }
  }
}
