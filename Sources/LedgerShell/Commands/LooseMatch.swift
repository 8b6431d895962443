import Foundation

/// How typed text is matched against names a user did not spell out: case and accents
/// ignored, so `cafe` finds "Café Lumière" as `search` does.
public enum LooseMatch {
  /// `text` without case or accents: "Café Lumière" → "cafe lumiere".
  public static func key(_ text: String) -> String {
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
    return text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
  }

  /// Whether `candidate` starts with `typed`, ignoring case and accents.
  public static func hasPrefix(_ candidate: String, _ typed: String) -> Bool {
    key(candidate).hasPrefix(key(typed))
  }
}
