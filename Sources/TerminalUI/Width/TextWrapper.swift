/// Breaks text into lines no wider than a given number of cells.
public enum TextWrapper {
  /// Returns the lines of `text` wrapped at spaces to at most `width` cells each.
  ///
  /// A word wider than `width` is broken between grapheme clusters rather than allowed to
  /// overflow; newlines in `text` start new lines. Empty text gives one empty line.
  public static func wrap(_ text: String, width: Int) -> [String] {
    let width = max(1, width)
    if let ascii = DisplayWidth.asciiWidth(text), ascii <= width { return [text] }
    var lines: [String] = []
    if DisplayWidth.asciiWidth(text) != nil {
      wrapASCII(text, width: width, into: &lines)
      return lines
    }
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      wrapParagraph(String(paragraph), width: width, into: &lines)
    }
    return lines.isEmpty ? [""] : lines
  }

  /// Wraps printable ASCII, where every byte is one cell, without finding clusters.
  private static func wrapASCII(_ text: String, width: Int, into lines: inout [String]) {
    let utf8 = text.utf8
    var lineStart: String.Index?
    var lineEnd = utf8.startIndex
    var lineWidth = 0
    var index = utf8.startIndex
    while index < utf8.endIndex {
      if utf8[index] == 0x20 {
        utf8.formIndex(after: &index)
        continue
      }
      var end = index
      var wordWidth = 0
      while end < utf8.endIndex, utf8[end] != 0x20 {
        utf8.formIndex(after: &end)
        wordWidth += 1
      }
      // Spaces between words on one line are kept as typed.
      let gap = lineStart == nil ? 0 : utf8.distance(from: lineEnd, to: index)
      if let start = lineStart, lineWidth + gap + wordWidth > width {
        lines.append(String(text[start..<lineEnd]))
        lineStart = nil
        lineWidth = 0
      }
      if lineStart == nil {
        var wordStart = index
        // Wider than a whole line: break it where lines end.
        while wordWidth > width {
          let cut = utf8.index(wordStart, offsetBy: width)
          lines.append(String(text[wordStart..<cut]))
          wordStart = cut
          wordWidth -= width
        }
        lineStart = wordStart
        lineWidth = wordWidth
      } else {
        lineWidth += gap + wordWidth
      }
      lineEnd = end
      index = end
    }
    if let start = lineStart {
      lines.append(String(text[start..<lineEnd]))
    } else if lines.isEmpty {
      lines.append("")
    }
  }

  private static func wrapParagraph(_ text: String, width: Int, into lines: inout [String]) {
    var line = ""
    var lineWidth = 0
    var word = ""
    var wordWidth = 0

    func flushLine() {
      lines.append(line)
      line = ""
      lineWidth = 0
    }

    func placeWord() {
      guard !word.isEmpty else { return }
      if lineWidth > 0, lineWidth + 1 + wordWidth > width { flushLine() }
      if lineWidth > 0 {
        line += " "
        lineWidth += 1
      }
      if wordWidth <= width - lineWidth {
        line += word
        lineWidth += wordWidth
      } else {
        // Wider than a whole line: break between clusters.
        for unit in DisplayUnitSequence(word) {
          if lineWidth + unit.width > width, lineWidth > 0 { flushLine() }
          if unit.width > width {
            // A wide character in a one-cell line cannot be shown: mark that it was there.
            line += "…"
            lineWidth += 1
            continue
          }
          line += word[unit.range]
          lineWidth += unit.width
        }
      }
      word = ""
      wordWidth = 0
    }

    for unit in DisplayUnitSequence(text) {
      if !unit.isEscape, text[unit.range] == " " {
        placeWord()
      } else {
        word += text[unit.range]
        wordWidth += unit.width
      }
    }
    placeWord()
    lines.append(line)
  }
}
