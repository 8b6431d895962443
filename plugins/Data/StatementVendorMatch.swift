import Foundation
import LedgerCore

/// A statement's description matched to a vendor of the ledger: by name or alias, ignoring
/// case, accents, store numbers and card processors' prefixes (`SQ *`, `TST*`, `PAYPAL *`,
/// `AMZN Mktp`).
struct StatementVendorMatch {
  /// Processors' prefixes taken off a description, in lower case.
  static let prefixes = [
    "sq *", "sq*", "tst* ", "tst*", "paypal *", "paypal*", "pp*", "sp * ", "sp *", "sp*",
    "sumup *", "sumup*", "zettle_*", "iz *", "ckc*", "pos ", "dd ", "visa ", "debit card ",
    "card purchase ", "purchase ",
  ]
  /// Descriptions that name a vendor under another name.
  static let knownNames: [(prefix: String, name: String)] = [
    ("amzn mktp", "amazon"), ("amzn", "amazon"), ("amazon.com", "amazon"),
    ("amazon mktpl", "amazon"), ("amazon marketplace", "amazon"),
  ]

  /// Lower case without accents or punctuation, numbers and `#123` store numbers dropped,
  /// words separated by one space.
  static func fold(_ text: String, keepingAccents: Bool = false) -> String {
    let folded =
      keepingAccents
      ? text.lowercased()
      : text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        .lowercased()
    var words: [String] = []
    var word = ""
    for character in folded {
      if character.isLetter || character == "&" || character == "'" {
        word.append(character)
      } else if character.isNumber {
        // A word with digits in it (a store number, a reference) goes.
        word.append(character)
      } else {
        if !word.isEmpty { words.append(word) }
        word = ""
      }
    }
    if !word.isEmpty { words.append(word) }
    return words.filter { !$0.contains(where: \.isNumber) && $0 != "'" }.joined(separator: " ")
  }

  /// The description without a processor's prefix, folded.
  static func clean(_ description: String, keepingAccents: Bool = false) -> String {
    var lower = description.trimmingCharacters(in: .whitespaces).lowercased()
    var changed = true
    while changed {
      changed = false
      for prefix in prefixes where lower.hasPrefix(prefix) && lower.count > prefix.count {
        lower = String(lower.dropFirst(prefix.count))
        changed = true
      }
    }
    let folded = fold(lower, keepingAccents: keepingAccents)
    for (prefix, name) in knownNames where folded == prefix || folded.hasPrefix(prefix + " ") {
      return name
    }
    // `AMZN Mktp US*2K4LL`: the marketplace's star joins the reference.
    for (prefix, name) in knownNames where lower.hasPrefix(prefix) { return name }
    return folded
  }

  /// `text` with processors' prefixes taken off its start, as often as they stand there.
  static func withoutPrefixes(_ text: Substring) -> Substring {
    var text = text
    var changed = true
    while changed {
      changed = false
      for prefix in prefixes
      where text.lowercased().hasPrefix(prefix) && text.count > prefix.count {
        text = text.dropFirst(prefix.count)
        changed = true
      }
    }
    return text
  }

  /// The words of a description that name its vendor, as written: a processor's prefix
  /// and everything from the first word with a digit in it on left out (`TST* LOCAL CAFE
  /// 0042` → `LOCAL CAFE`, `AMZN Mktp US*2K4LL` → `AMZN Mktp`); the description trimmed
  /// when that leaves nothing.
  static func namingText(_ description: String) -> String {
    let whole = description.trimmingCharacters(in: .whitespacesAndNewlines)
    let text = withoutPrefixes(Substring(whole))
    var end = text.startIndex
    for word in text.split(whereSeparator: \.isWhitespace) {
      if word.contains(where: \.isNumber) { break }
      end = word.endIndex
    }
    let kept = text[..<end].trimmingCharacters(
      in: CharacterSet.alphanumerics.inverted.union(.whitespaces))
    return kept.isEmpty ? whole : kept
  }

  /// Each vendor (and alias) folded, longest first, with the vendor it names.
  let names: [(folded: String, vendor: Vendor)]
  /// Each alias (`vendor alias add`) folded as it is, processor's prefix and all, longest
  /// first: `SQ *BLUE` as an alias is matched before `SQ *` is taken off.
  let aliases: [(folded: String, vendor: Vendor)]

  init(vendors: [Vendor], aliases: [VendorAlias] = []) {
    var names: [(String, Vendor)] = vendors.map { (Self.fold($0.name), $0) }
    var raw: [(String, Vendor)] = []
    let byID = Dictionary(vendors.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    for alias in aliases {
      guard let vendor = byID[alias.vendorID] else { continue }
      raw.append((Self.fold(alias.text), vendor))
      names.append((Self.clean(alias.text), vendor))
    }
    self.names = names.filter { !$0.0.isEmpty }.sorted { $0.0.count > $1.0.count }
    self.aliases = raw.filter { !$0.0.isEmpty }.sorted { $0.0.count > $1.0.count }
  }

  /// The vendor the description names, and how: first an alias the description is, or
  /// starts with as whole words ("vendor alias"); else the longest name or alias the
  /// description without a processor's prefix is or starts with ("vendor name").
  func match(_ description: String) -> (vendor: Vendor, from: String)? {
    let folded = Self.fold(description)
    if !folded.isEmpty {
      for (alias, vendor) in aliases where folded == alias || folded.hasPrefix(alias + " ") {
        return (vendor, "vendor alias")
      }
    }
    let cleaned = Self.clean(description)
    guard !cleaned.isEmpty else { return nil }
    for (name, vendor) in names where cleaned == name || cleaned.hasPrefix(name + " ") {
      return (vendor, "vendor name")
    }
    return nil
  }

  /// The vendor the description names (`match`).
  func vendor(for description: String) -> Vendor? { match(description)?.vendor }

  /// A vendor name made from a description no vendor matches: the processor's prefix and
  /// store numbers (words without a letter: `#12`, `0042`) left out, words capitalized
  /// (`SQ *BLUE BOTTLE #12` → `Blue Bottle`); a word with letters and digits is part of
  /// the name (`7-ELEVEN 1234` → `7-Eleven`).
  static func name(from description: String) -> String {
    let whole = description.trimmingCharacters(in: .whitespacesAndNewlines)
    let cleaned = clean(whole, keepingAccents: true)
    // `AMZN Mktp US*2K4LL` is Amazon's.
    if knownNames.contains(where: { $0.name == cleaned }) {
      return cleaned.prefix(1).uppercased() + cleaned.dropFirst()
    }
    let text = withoutPrefixes(Substring(whole))
    let edges = CharacterSet.alphanumerics.inverted
    let words = text.split(whereSeparator: \.isWhitespace)
      .map { $0.trimmingCharacters(in: edges) }
      .filter { $0.contains(where: \.isLetter) }
    guard !words.isEmpty else { return whole }
    return words.map { word in
      // Capitalized after each hyphen too: `7-ELEVEN` → `7-Eleven`.
      word.lowercased().split(separator: "-", omittingEmptySubsequences: false)
        .map { part in
          guard let first = part.firstIndex(where: \.isLetter) else { return String(part) }
          return part[..<first] + part[first].uppercased() + part[part.index(after: first)...]
        }
        .joined(separator: "-")
    }.joined(separator: " ")
  }
}
