/// Lays out completion candidates in columns that fit the terminal, like `ls`.
public enum CandidateColumns {
  /// Cells between two columns.
  public static let gap = 2

  /// Returns the lines that list `candidates` down then across in as many
  /// columns as fit in `width` cells, without trailing spaces.
  public static func layout(_ candidates: [String], width: Int) -> [String] {
    guard !candidates.isEmpty else { return [] }
    let widths = candidates.map(displayWidth)
    let columnWidth = (widths.max() ?? 0) + gap
    let fitting = max(1, (max(width, 0) + gap) / columnWidth)
    let rows = (candidates.count + fitting - 1) / fitting
    let columns = (candidates.count + rows - 1) / rows

    var lines: [String] = []
    lines.reserveCapacity(rows)
    for row in 0..<rows {
      var line = ""
      for column in 0..<columns {
        let index = column * rows + row
        guard index < candidates.count else { break }
        let isLast = column == columns - 1 || index + rows >= candidates.count
        line += candidates[index]
        if !isLast {
          line += String(repeating: " ", count: columnWidth - widths[index])
        }
      }
      lines.append(line)
    }
    return lines
  }

  /// Terminal cells `text` takes: 2 for East Asian wide characters and emoji,
  /// 0 for controls, 1 otherwise (combining marks join their base character).
  static func displayWidth(_ text: String) -> Int {
    var cells = 0
    for character in text {
      guard let scalar = character.unicodeScalars.first else { continue }
      if scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value) {
        continue
      }
      if scalar.isASCII {
        cells += 1
      } else if isWide(scalar) || scalar.properties.isEmojiPresentation
        || character.unicodeScalars.contains(where: { $0.value == 0xFE0F })
      {
        cells += 2
      } else {
        cells += 1
      }
    }
    return cells
  }

  private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
      0x4E00...0x9FFF, 0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF,
      0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}
