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
    let bytes = Array(text.utf8)
    var line: [UInt8] = []
    line.reserveCapacity(width)
    var index = 0
    while index < bytes.count {
      if bytes[index] == 0x20 {
        index += 1
        continue
      }
      var end = index
      while end < bytes.count, bytes[end] != 0x20 { end += 1 }
      var word = bytes[index..<end]
      index = end
      if !line.isEmpty, line.count + 1 + word.count > width {
        lines.append(String(decoding: line, as: UTF8.self))
        line.removeAll(keepingCapacity: true)
      }
      if !line.isEmpty { line.append(0x20) }
      while line.count + word.count > width {
        // Wider than a whole line: break it where the line ends.
        let room = width - line.count
        line.append(contentsOf: word.prefix(room))
        word = word.dropFirst(room)
        lines.append(String(decoding: line, as: UTF8.self))
        line.removeAll(keepingCapacity: true)
      }
      line.append(contentsOf: word)
    }
    lines.append(String(decoding: line, as: UTF8.self))
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
