/// Breaks text into lines no wider than a given number of cells.
public enum TextWrapper {
  /// Returns the lines of `text` wrapped at spaces to at most `width` cells each.
  ///
  /// A word wider than `width` is broken between grapheme clusters rather than allowed to
  /// overflow; newlines in `text` start new lines. Empty text gives one empty line.
  public static func wrap(_ text: String, width: Int) -> [String] {
    let width = max(1, width)
    if let ascii = DisplayWidth.asciiWidth(text), ascii <= width { return [text] }
    // A line that fits is kept whole, leading spaces too, whatever its script.
    if !text.utf8.contains(0x0A), DisplayWidth.of(text) <= width { return [text] }
    var lines: [String] = []
    if DisplayWidth.asciiWidth(text) != nil, wrapASCII(text, width: width, into: &lines) {
      return lines
    }
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      wrapParagraph(String(paragraph), width: width, into: &lines)
    }
    return lines.isEmpty ? [""] : lines
  }

  /// Wraps printable ASCII, where every byte is one cell, without finding clusters.
  ///
  /// Returns false when the text's bytes are not contiguous, leaving `lines` untouched.
  private static func wrapASCII(_ text: String, width: Int, into lines: inout [String]) -> Bool {
    let done = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
      func line(_ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
      }
      var lineStart = -1
      var lineEnd = 0
      var index = 0
      let count = bytes.count
      while index < count {
        if bytes[index] == 0x20 {
          index += 1
          continue
        }
        var end = index
        while end < count, bytes[end] != 0x20 { end += 1 }
        // Spaces between words on one line are kept as typed.
        if lineStart >= 0, end - lineStart > width {
          lines.append(line(lineStart, lineEnd))
          lineStart = -1
        }
        if lineStart < 0 {
          var wordStart = index
          // Wider than a whole line: break it where lines end.
          while end - wordStart > width {
            lines.append(line(wordStart, wordStart + width))
            wordStart += width
          }
          lineStart = wordStart
        }
        lineEnd = end
        index = end
      }
      if lineStart >= 0 {
        lines.append(line(lineStart, lineEnd))
      } else if lines.isEmpty {
        lines.append("")
      }
      return true
    }
    return done ?? false
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

    // Spaces between words on one line are kept as typed; at a line's start they are dropped.
    func placeWord(after spaces: Int) {
      guard !word.isEmpty else { return }
      if lineWidth > 0, lineWidth + spaces + wordWidth > width { flushLine() }
      if lineWidth > 0 {
        line += Repeated.spaces(spaces)
        lineWidth += spaces
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

    var spaces = 0
    for unit in DisplayUnitSequence(text) {
      if !unit.isEscape, text[unit.range] == " " {
        if !word.isEmpty {
          placeWord(after: spaces)
          spaces = 0
        }
        spaces += 1
      } else {
        word += text[unit.range]
        wordWidth += unit.width
      }
    }
    placeWord(after: spaces)
    lines.append(line)
  }
}
