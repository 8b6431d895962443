/// One thing a search asks for: a word (matched as a prefix), a quoted phrase (its words
/// in order) or an amount.
public enum SearchTerm: Hashable, Sendable {
  /// A word as typed; it matches words that start with it.
  case word(String)
  /// Words that must appear together, in this order.
  case phrase([String])
  /// An amount as plain decimal digits (`1249.99`), read from `1,249.99` or `$1249.99`.
  case amount(String)

  /// The terms of `text`: words split at spaces, `"…"` a phrase (an unclosed quote runs
  /// to the end), amounts recognized; terms without a letter or digit are dropped.
  public static func parse(_ text: String) -> [SearchTerm] {
    var terms: [SearchTerm] = []
    var word = ""
    var phrase: String?
    func endWord() {
      if let term = term(word: word) { terms.append(term) }
      word = ""
    }
    func endPhrase(_ text: String) {
      let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        .filter(hasWordCharacters)
      if !words.isEmpty { terms.append(.phrase(words)) }
    }
    for character in text {
      if var open = phrase {
        if character == "\"" {
          endPhrase(open)
          phrase = nil
        } else {
          open.append(character)
          phrase = open
        }
      } else if character == "\"" {
        endWord()
        phrase = ""
      } else if character.isWhitespace {
        endWord()
      } else {
        word.append(character)
      }
    }
    if let open = phrase { endPhrase(open) }
    endWord()
    return terms
  }

  /// The folded strings a highlighter marks for this term.
  public var needles: [String] {
    switch self {
    case .word(let word): return [word]
    case .phrase(let words): return words
    case .amount(let digits): return [digits, Self.grouped(digits)]
    }
  }

  private static func term(word: String) -> SearchTerm? {
    guard hasWordCharacters(word) else { return nil }
    if let digits = amountDigits(word) { return .amount(digits) }
    return .word(word)
  }

  private static func hasWordCharacters(_ text: String) -> Bool {
    text.contains(where: SearchText.isWordCharacter)
  }

  /// `1,249.99`, `$1249.99` or `1249.99` as `1249.99`; nil for anything else, plain
  /// integers included (they stay words, so a SKU's digits match as a prefix).
  ///
  /// The fraction is written as amounts are shown, with two digits: `0.5` and `14.0` are
  /// `0.50` and `14.00` (`14.000` is `14.00`), which is how the index holds them.
  static func amountDigits(_ word: String) -> String? {
    let symbols: Set<Character> = ["$", "€", "£", "¥", "₩", "₹"]
    let text = word.drop(while: { symbols.contains($0) })
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count <= 2, let whole = parts.first, !whole.isEmpty else { return nil }
    let fraction = parts.count == 2 ? parts[1] : nil
    if let fraction, fraction.isEmpty || !fraction.allSatisfy(\.isASCIIDigit) { return nil }
    let groups = whole.split(separator: ",", omittingEmptySubsequences: false)
    guard groups.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }) else {
      return nil
    }
    if groups.count > 1 {
      guard groups[0].count <= 3, groups.dropFirst().allSatisfy({ $0.count == 3 }) else {
        return nil
      }
    } else if fraction == nil {
      return nil
    }
    return groups.joined() + (fraction.map { "." + centDigits($0) } ?? "")
  }

  /// A fraction as two digits where it means the same: `5` as `50`, `500` as `50`.
  private static func centDigits(_ fraction: Substring) -> String {
    if fraction.count < 2 { return fraction + String(repeating: "0", count: 2 - fraction.count) }
    let extra = fraction.dropFirst(2)
    return extra.allSatisfy { $0 == "0" } ? String(fraction.prefix(2)) : String(fraction)
  }

  /// `1249.99` as `1,249.99`.
  private static func grouped(_ digits: String) -> String {
    let parts = digits.split(separator: ".", maxSplits: 1)
    guard let whole = parts.first else { return digits }
    var groups: [Substring] = []
    var end = whole.endIndex
    while end > whole.startIndex {
      let start = whole.index(end, offsetBy: -3, limitedBy: whole.startIndex) ?? whole.startIndex
      groups.insert(whole[start..<end], at: 0)
      end = start
    }
    return groups.joined(separator: ",") + (parts.count == 2 ? "." + parts[1] : "")
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
