import Foundation

/// How typed text is matched against names a user did not spell out: case and accents
/// ignored, so `cafe` finds "Café Lumière" as `search` does, and the invisible variation
/// selectors of emoji too, so "🏖 Beach House" copied from a terminal finds "🏖️ Beach House".
public enum LooseMatch {
  /// `text` without case, accents or variation selectors: "Café Lumière" → "cafe lumiere".
  public static func key(_ text: String) -> String {
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
    var scalars = String.UnicodeScalarView()
    scalars.append(contentsOf: text.unicodeScalars.filter { !(0xFE00...0xFE0F).contains($0.value) })
    return String(scalars).folding(
      options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
  }

  /// Whether `candidate` starts with `typed`, ignoring case and accents.
  ///
  /// Compared by Unicode scalars (in NFC), not by characters: the first emoji of a ZWJ
  /// sequence ("👨" of "👨‍👩‍👧 Family Room") is a prefix though not a whole character.
  public static func hasPrefix(_ candidate: String, _ typed: String) -> Bool {
    let whole = key(candidate).precomposedStringWithCanonicalMapping.unicodeScalars
    return whole.starts(with: key(typed).precomposedStringWithCanonicalMapping.unicodeScalars)
  }
}
