/// An amount as a statement writes it, exactly: `value` × 10^-`scale`, negative for money
/// leaving the account when read with the bank's sign.
public struct StatementAmount: Hashable, Sendable, CustomStringConvertible {
  public let value: Int64
  public let scale: Int

  public init(value: Int64, scale: Int) {
    self.value = value
    self.scale = scale
  }

  public static let zero = StatementAmount(value: 0, scale: 0)

  public var isNegative: Bool { value < 0 }
  public var isZero: Bool { value == 0 }

  public var negated: StatementAmount { StatementAmount(value: 0 &- value, scale: scale) }
  public var magnitude: StatementAmount { isNegative ? negated : self }

  /// `-1249.99`: digits with a `.` decimal point, trailing zeros of the scale kept.
  public var description: String {
    let digits = String(value.magnitude)
    guard scale > 0 else { return (isNegative ? "-" : "") + digits }
    let padded = String(repeating: "0", count: max(0, scale + 1 - digits.count)) + digits
    let split = padded.index(padded.endIndex, offsetBy: -scale)
    return (isNegative ? "-" : "") + padded[..<split] + "." + padded[split...]
  }

  /// The same amount at `scale` digits, nil when it would lose a digit or overflow.
  public func rescaled(to newScale: Int) -> StatementAmount? {
    if newScale == scale { return self }
    if newScale > scale {
      var result = value
      for _ in scale..<newScale {
        let (product, overflow) = result.multipliedReportingOverflow(by: 10)
        if overflow { return nil }
        result = product
      }
      return StatementAmount(value: result, scale: newScale)
    }
    var result = value
    for _ in newScale..<scale {
      guard result % 10 == 0 else { return nil }
      result /= 10
    }
    return StatementAmount(value: result, scale: newScale)
  }

  /// `self - other`, nil on overflow.
  public func subtracting(_ other: StatementAmount) -> StatementAmount? {
    let common = max(scale, other.scale)
    guard let left = rescaled(to: common), let right = other.rescaled(to: common) else {
      return nil
    }
    let (difference, overflow) = left.value.subtractingReportingOverflow(right.value)
    return overflow ? nil : StatementAmount(value: difference, scale: common)
  }

  /// A marker that says the direction whatever the sign: `CR` money in, `DR` money out.
  public enum Marker: Sendable, Equatable { case credit, debit }

  /// Reads an amount as statements write it.
  ///
  /// `-1,249.99`, `(12.50)`, `12.50-`, `$12.50`, `12.50 CR`, `DR 7.00`, `EUR 1.249,99`,
  /// `1'249.99` and `+3`. `decimalMark` is the mark the rules or the account's currency say;
  /// nil guesses it from the text (the last of `.` and `,`; a lone `,` followed by one or two
  /// digits). Returns nil for empty text; throws for text that is not an amount.
  public static func parse(_ text: String, decimalMark: Character? = nil) throws(StatementError)
    -> (amount: StatementAmount, marker: Marker?)?
  {
    var body = Substring(text).trimmingWhitespace()
    guard !body.isEmpty else { return nil }
    var negative = false
    var marker: Marker?
    func strip(_ words: [String]) -> Bool {
      let upper = body.uppercased()
      for word in words {
        if upper.hasSuffix(word) {
          body = body.dropLast(word.count).trimmingWhitespace()
          return true
        }
        if upper.hasPrefix(word) {
          body = body.dropFirst(word.count).trimmingWhitespace()
          return true
        }
      }
      return false
    }
    if strip(["CR", "CREDIT"]) {
      marker = .credit
    } else if strip(["DR", "DEBIT"]) {
      marker = .debit
    }
    if body.hasPrefix("("), body.hasSuffix(")") {
      negative = true
      body = body.dropFirst().dropLast().trimmingWhitespace()
    }
    // Signs and currency symbols, in any order around the digits.
    var digits = ""
    var sawDigit = false
    var signs = 0
    var rest = ""
    for character in body {
      if character.isASCII, character.isNumber {
        sawDigit = true
        digits.append(character)
      } else if character == "." || character == "," {
        guard sawDigit else {
          // `.50` and `,50`.
          digits.append("0")
          digits.append(character)
          sawDigit = true
          continue
        }
        digits.append(character)
      } else if character == "-" || character == "−" {
        negative.toggle()
        signs += 1
      } else if character == "+" {
        signs += 1
      } else if character == "'" || character == "’" || character == " " || character == "\u{A0}"
        || character == "\u{202F}" || character == "_"
      {
        guard sawDigit else { continue }
        // A space or an apostrophe groups digits; it must be followed by more of them.
        digits.append("'")
      } else if character.isLetter || character.isCurrencySymbol {
        guard !sawDigit || !digits.isEmpty else { continue }
        rest.append(character)
      } else {
        throw StatementError("'\(text)' is not an amount")
      }
    }
    guard sawDigit, signs <= 1, rest.count <= 3 || rest.allSatisfy({ $0.isLetter }) else {
      throw StatementError("'\(text)' is not an amount")
    }
    let trimmedDigits = digits.trimmingCharacters("'")
    guard let amount = number(trimmedDigits, decimalMark: decimalMark) else {
      throw StatementError("'\(text)' is not an amount")
    }
    return (negative ? amount.negated : amount, marker)
  }

  /// `1.249,99` with its decimal mark, or guessed.
  static func number(_ text: String, decimalMark: Character?) -> StatementAmount? {
    let mark: Character?
    let dots = text.filter { $0 == "." }.count
    let commas = text.filter { $0 == "," }.count
    if dots > 0, commas > 0 {
      // Both: the last is the decimal mark, whatever the account's is.
      let lastDot = text.lastIndex(of: ".")
      let lastComma = text.lastIndex(of: ",")
      mark = (lastDot ?? text.startIndex) > (lastComma ?? text.startIndex) ? "." : ","
    } else if let decimalMark {
      let other: Character = decimalMark == "," ? "." : ","
      // A lone other mark with one or two digits after it is a decimal mark all the same
      // (`12.50` in a EUR account), unless the decimal mark is also there.
      let count = decimalMark == "," ? commas : dots
      let otherCount = decimalMark == "," ? dots : commas
      if count == 0, otherCount == 1, let last = text.lastIndex(of: other),
        (1...2).contains(text.distance(from: last, to: text.endIndex) - 1)
      {
        mark = other
      } else {
        mark = count > 0 ? decimalMark : nil
      }
    } else if dots > 0, commas > 0 {
      let lastDot = text.lastIndex(of: ".")
      let lastComma = text.lastIndex(of: ",")
      mark = (lastDot ?? text.startIndex) > (lastComma ?? text.startIndex) ? "." : ","
    } else if dots == 1 {
      mark = "."
    } else if commas == 1, let last = text.lastIndex(of: ","),
      text.distance(from: last, to: text.endIndex) - 1 != 3
    {
      mark = ","
    } else {
      mark = nil
    }
    var whole = Substring(text)
    var fraction: Substring = ""
    if let mark, let index = text.lastIndex(of: mark) {
      whole = text[..<index]
      fraction = text[text.index(after: index)...]
      guard fraction.allSatisfy({ $0.isNumber }) else { return nil }
    }
    // Grouping marks must group: no two in a row, none at either end.
    let groups = whole.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "." || $0 == "," || $0 == "'" })
    guard groups.allSatisfy({ !$0.isEmpty }) else { return nil }
    if groups.count > 1, groups.dropFirst().contains(where: { $0.count != 3 }) { return nil }
    guard fraction.count <= 12 else { return nil }
    var value: Int64 = 0
    for character in groups.joined() + fraction {
      guard let digit = character.wholeNumberValue else { return nil }
      let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) = times.addingReportingOverflow(Int64(digit))
      if overflow1 || overflow2 { return nil }
      value = sum
    }
    return StatementAmount(value: value, scale: fraction.count)
  }
}

extension Substring {
  func trimmingWhitespace() -> Substring {
    var slice = self
    while let first = slice.first, first.isWhitespace { slice = slice.dropFirst() }
    while let last = slice.last, last.isWhitespace { slice = slice.dropLast() }
    return slice
  }
}

extension String {
  func trimmingCharacters(_ set: String) -> String {
    String(trimmed(set))
  }
}

extension Character {
  var isCurrencySymbol: Bool {
    unicodeScalars.allSatisfy { $0.properties.generalCategory == .currencySymbol }
  }
}
