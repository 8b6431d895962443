import Foundation

/// Marks the ANSI escape sequences in a prompt so libedit prints them without
/// counting them as cells, which keeps its cursor arithmetic right on long lines.
///
/// libedit draws one character a cell and drops a combining mark (it takes no cell), so a
/// name written decomposed (`Cafe` + U+0301, as macOS file names are) would show as `Cafe`
/// in a question about it. The prompt is composed (NFC) first, and marks that have no
/// composed form (`q̃`) are marked too: they go out with the visible character after them,
/// right after the one they sit on, and the terminal draws them over it. Variation
/// selectors and joiners stay with libedit, which drops them: it counts each emoji of a
/// sequence as its own, and so does a terminal shown them apart.
enum PromptEscapes {
  /// The character libedit is told brackets text that takes no room on screen.
  static let literalMarker: Character = "\u{1}"

  /// `prompt` with each escape sequence (CSI, OSC, or a two-character one) placed
  /// between literal markers; a prompt that already has markers is left as it is.
  ///
  /// libedit prints a marked sequence together with the visible character after it,
  /// so a prompt ending in one (`\e[1mledger>\e[0m`) would lose it and style the
  /// typed line: such a prompt gets a trailing space for the sequence to precede.
  static func marked(_ prompt: String) -> String {
    let escape: Unicode.Scalar = "\u{1B}"
    let prompt = prompt.precomposedStringWithCanonicalMapping
    guard prompt.unicodeScalars.contains(where: { $0 == escape || isCombiningMark($0) }),
      !prompt.unicodeScalars.contains("\u{1}")
    else { return prompt }

    let scalars = Array(prompt.unicodeScalars)
    var result = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      if isCombiningMark(scalars[index]) {
        var end = index + 1
        while end < scalars.count, isCombiningMark(scalars[end]) { end += 1 }
        result.append("\u{1}")
        result.append(contentsOf: scalars[index..<end])
        result.append("\u{1}")
        index = end
        continue
      }
      guard scalars[index] == escape else {
        result.append(scalars[index])
        index += 1
        continue
      }
      let end = endOfSequence(in: scalars, from: index)
      result.append("\u{1}")
      result.append(contentsOf: scalars[index..<end])
      result.append("\u{1}")
      index = end
    }
    if result.last == "\u{1}" {
      result.append(" ")
    }
    return String(result)
  }

  /// Whether libedit would drop `scalar` for taking no cell: a combining mark other than a
  /// variation selector.
  static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0xFE00...0xFE0F, 0xE0100...0xE01EF: return false
    default: break
    }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark: return true
    default: return false
    }
  }

  /// The index just past the escape sequence starting at `start`.
  private static func endOfSequence(in scalars: [Unicode.Scalar], from start: Int) -> Int {
    var index = start + 1
    guard index < scalars.count else { return index }
    switch scalars[index] {
    case "[":
      // CSI: parameter and intermediate bytes, then one final byte in @...~.
      index += 1
      while index < scalars.count, !(0x40...0x7E).contains(scalars[index].value) {
        index += 1
      }
      return min(index + 1, scalars.count)
    case "]":
      // OSC: up to BEL or ST (ESC \).
      index += 1
      while index < scalars.count {
        if scalars[index] == "\u{7}" { return index + 1 }
        if scalars[index] == "\u{1B}", index + 1 < scalars.count, scalars[index + 1] == "\\" {
          return index + 2
        }
        index += 1
      }
      return index
    default:
      return index + 1
    }
  }
}
