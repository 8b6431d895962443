import Foundation

/// How text is prepared for a word index, so that Chinese and Japanese, written without
/// spaces, can be found by any run of two characters or more.
///
/// A word index splits text at spaces and punctuation, which leaves a Chinese phrase as
/// one long word that only its first characters find. `indexed(_:)` rewrites each run of
/// CJK characters as its overlapping pairs ("陈宅客厅" → "陈宅 宅客 客厅"); a query gets
/// the same treatment, so "宅客" finds it as a word and "陈宅客" as the phrase
/// "陈宅 宅客". Compatibility forms are folded first (NFKC), so `abc` finds `ＡＢＣ`, as
/// PostgreSQL's `unaccent` finds it; case and accents are the index's business.
public enum SearchText {
  /// `text` in its compatibility form (NFKC: `ＡＢＣ` → `ABC`, `ﬁ` → `fi`, `①` → `1`), with
  /// every CJK run rewritten as its overlapping pairs, set apart by spaces.
  public static func indexed(_ text: String) -> String {
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return text }
    let text = text.precomposedStringWithCompatibilityMapping
    var output = ""
    output.reserveCapacity(text.utf8.count * 2)
    var run: [Character] = []
    func flush() {
      guard !run.isEmpty else { return }
      output += " "
      if run.count == 1 {
        output.append(run[0])
      } else {
        for index in 0..<(run.count - 1) {
          if index > 0 { output += " " }
          output.append(run[index])
          output.append(run[index + 1])
        }
      }
      output += " "
      run.removeAll(keepingCapacity: true)
    }
    for character in text {
      if isCJK(character) {
        run.append(character)
      } else {
        flush()
        output.append(character)
      }
    }
    flush()
    return output
  }

  /// Whether `character` is Chinese, Japanese kana or a CJK symbol written without spaces.
  public static func isCJK(_ character: Character) -> Bool {
    guard let scalar = character.unicodeScalars.first, scalar.value >= 0x3000 else {
      return false
    }
    switch scalar.value {
    case 0x3005...0x3007,  // 々 〆 〇
      0x3040...0x30FF,  // Hiragana, Katakana
      0x31F0...0x31FF,  // Katakana phonetic extensions
      0x3400...0x4DBF,  // CJK extension A
      0x4E00...0x9FFF,  // CJK unified ideographs
      0xF900...0xFAFF,  // CJK compatibility ideographs
      0xFF66...0xFF9F,  // halfwidth Katakana
      0x20000...0x3134F:  // CJK extensions B–G
      return true
    default:
      return false
    }
  }

  /// `character` as a search compares it: lower case, accents removed (`É` → `e`).
  public static func folded(_ character: Character) -> Character {
    if character.isASCII { return Character(character.lowercased()) }
    let folded = String(character).folding(
      options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    if folded.count == 1, let single = folded.first { return single }
    return character
  }

  /// Whether `character` belongs to a word (letters and digits), as the index sees it.
  static func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber
  }
}
