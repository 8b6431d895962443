extension TextWrapper {
  /// Where a word wider than a line may break, strongest first: after `|` between
  /// alternatives (`none|owed-to-client|owed-to-company`), then after `/` or `,`, then
  /// after a hyphen.
  static let wordBreaks: [Set<Character>] = [["|"], ["/", ","], ["-"]]

  /// Returns the lines of `text` wrapped between words to at most `width` cells each, for
  /// prose such as help and notices.
  ///
  /// Unlike `wrap(_:width:)`, a word wider than a line is broken only where it reads as
  /// broken on purpose — after `|`, then `/` or `,`, then `-` — and between characters
  /// only as a last resort, when a piece is still wider than a whole line. Spaces between
  /// words on one line are kept as typed; newlines start new lines.
  public static func wrapAtWords(_ text: String, width: Int) -> [String] {
    let width = max(1, width)
    if !text.contains("\n"), DisplayWidth.of(text) <= width { return [text] }
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lines += wrapParagraphAtWords(String(paragraph), width: width)
    }
    return lines.isEmpty ? [""] : lines
  }

  private static func wrapParagraphAtWords(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    var lineWidth = 0
    var spaces = 0
    var index = text.startIndex
    while index < text.endIndex {
      if text[index] == " " {
        spaces += 1
        index = text.index(after: index)
        continue
      }
      let end = text[index...].firstIndex(of: " ") ?? text.endIndex
      let word = String(text[index..<end])
      index = end
      let wordWidth = DisplayWidth.of(word)
      if lineWidth > 0, lineWidth + spaces + wordWidth <= width {
        line += Repeated.spaces(spaces) + word
        lineWidth += spaces + wordWidth
      } else {
        if lineWidth > 0 { lines.append(line) }
        if wordWidth <= width {
          (line, lineWidth) = (word, wordWidth)
        } else {
          var pieces = breakWord(word, width: width, levels: wordBreaks[...])
          line = pieces.removeLast()
          lineWidth = DisplayWidth.of(line)
          lines += pieces
        }
      }
      spaces = 0
    }
    lines.append(line)
    return lines
  }

  /// `word` in lines of at most `width` cells, broken after the marks of the first level
  /// that has them, a piece still too wide after the next level's, and last between
  /// characters.
  private static func breakWord(_ word: String, width: Int, levels: ArraySlice<Set<Character>>)
    -> [String]
  {
    guard let marks = levels.first else { return wrap(word, width: width) }
    var pieces: [String] = []
    var piece = ""
    for character in word {
      piece.append(character)
      if marks.contains(character) {
        pieces.append(piece)
        piece = ""
      }
    }
    if !piece.isEmpty { pieces.append(piece) }
    guard pieces.count > 1 else { return breakWord(word, width: width, levels: levels.dropFirst()) }
    var lines: [String] = []
    var line = ""
    var lineWidth = 0
    for piece in pieces {
      let pieceWidth = DisplayWidth.of(piece)
      if lineWidth + pieceWidth <= width {
        line += piece
        lineWidth += pieceWidth
        continue
      }
      if lineWidth > 0 { lines.append(line) }
      if pieceWidth <= width {
        (line, lineWidth) = (piece, pieceWidth)
      } else {
        var broken = breakWord(piece, width: width, levels: levels.dropFirst())
        line = broken.removeLast()
        lineWidth = DisplayWidth.of(line)
        lines += broken
      }
    }
    lines.append(line)
    return lines
  }
}
