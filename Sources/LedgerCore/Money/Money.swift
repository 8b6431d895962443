import TextOutput

/// An amount of money: an integer count of minor units (cents) in a currency.
///
/// Never a Double; arithmetic is checked for overflow.
public struct Money: Hashable, Sendable, CustomStringConvertible {
  /// The count of minor units: 124999 is $1,249.99; for JPY, yen.
  public let minorUnits: Int64
  public let currency: Currency

  public init(minorUnits: Int64, currency: Currency) {
    self.minorUnits = minorUnits
    self.currency = currency
  }

  /// Nothing, in `currency`.
  public static func zero(_ currency: Currency) -> Money {
    Money(minorUnits: 0, currency: currency)
  }

  /// The largest amount, in major units (dollars, yen), that a ledger accepts: one billion.
  ///
  /// Keeps every sum a ledger can hold (a million transactions at the limit) far inside
  /// the 64-bit range, so budgets and totals never overflow.
  public static let largestMajorUnits: Int64 = 1_000_000_000

  /// The largest amount a ledger accepts in `currency`, such as $1,000,000,000.00.
  public static func largest(_ currency: Currency) -> Money {
    Money(minorUnits: largestMajorUnits * currency.minorUnitScale, currency: currency)
  }

  public var isNegative: Bool { minorUnits < 0 }
  public var isZero: Bool { minorUnits == 0 }

  // MARK: Parsing

  /// Reads an amount as users type it: `1249.99`, `1,249.99`, `$1,249.99`, `1249`, `-20`.
  ///
  /// The currency's symbol or code may lead; a minus sign may come before or after it.
  /// Commas must group digits in threes. In a currency written with a decimal comma
  /// (`Currency.writesDecimalComma`: EUR, SEK) `312,40`, `1.249,99` and `1.249,99 €` are
  /// read too. Zeros past the currency's decimals are dropped
  /// (`1.50000000` is 1.50). Rejects more decimals than the currency has
  /// (`12.345` in USD, `12.5` in JPY), anything that is not a number, empty input, and
  /// amounts beyond `largest(currency)` in either direction.
  ///
  /// With the account's `locale`, its decimal mark decides instead of the currency
  /// (`312,40` in a de_DE account whatever its currency; not in en_US), and its grouping
  /// (`1 249,99` with a no-break space in fr_FR, `1'249.99` in de_CH) is read too.
  public static func parse(_ text: String, currency: Currency, locale: LocaleStyle? = nil)
    throws(MoneyError) -> Money
  {
    if let plain = plainAmount(text, currency: currency) { return plain }
    return try parseAnyForm(text, currency: currency, locale: locale)
  }

  /// The amount of a plain `text` such as `1249.99` or `20`; nil for any other form.
  ///
  /// Plain is ASCII digits with an optional point and at most the currency's decimals, as
  /// most scripts write amounts. Anything else goes to `parseAnyForm`, which reads (and,
  /// when wrong, explains) every form. Read as bytes: finding grapheme clusters cost more
  /// than the rest of a `tx add`'s parsing.
  static func plainAmount(_ text: String, currency: Currency) -> Money? {
    func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
    if let first = currency.symbol.utf8.first, isDigit(first) || first == 0x2E { return nil }
    if let first = currency.code.utf8.first, isDigit(first) || first == 0x2E { return nil }
    let parsed = text.utf8.withContiguousStorageIfAvailable { bytes -> Int64? in
      var units: Int64 = 0
      var index = 0
      while index < bytes.count, isDigit(bytes[index]) {
        units = units &* 10 &+ Int64(bytes[index] - 0x30)
        index += 1
        guard index <= 12 else { return nil }  // Beyond any limit: let the full parse say so.
      }
      guard index > 0 else { return nil }
      var decimals = 0
      if index < bytes.count {
        guard bytes[index] == 0x2E else { return nil }
        index += 1
        while index < bytes.count, isDigit(bytes[index]) {
          units = units &* 10 &+ Int64(bytes[index] - 0x30)
          decimals += 1
          index += 1
        }
        guard index == bytes.count, decimals > 0 else { return nil }
      }
      guard decimals <= currency.minorUnitDigits else { return nil }
      for _ in decimals..<currency.minorUnitDigits { units *= 10 }
      return units
    }
    guard let units = parsed ?? nil, units <= largest(currency).minorUnits else { return nil }
    return Money(minorUnits: units, currency: currency)
  }

  /// Every form `parse` accepts, with the reason when `text` is not an amount.
  static func parseAnyForm(_ text: String, currency: Currency, locale: LocaleStyle? = nil)
    throws(MoneyError) -> Money
  {
    let decimalComma = locale.map { $0.decimalMark == "," } ?? currency.writesDecimalComma
    var typed = text.trimmingSpaces()
    if let group = locale?.groupSeparator, group != ",", group != "." {
      // `1 249,99`, `1'249.99`: the locale's grouping (and its look-alikes) is dropped.
      let marks: Set<Character> = [group, "\u{00A0}", "\u{202F}", "'", "\u{2019}"]
      typed = String(typed.filter { !marks.contains($0) })
    }
    var rest = Substring(typed)
    guard !rest.isEmpty else { throw .empty }
    var negative = false
    if rest.hasPrefix("-") || rest.hasPrefix("−") {
      negative = true
      rest = rest.dropFirst()
    }
    for prefix in [currency.symbol, currency.code] where rest.hasPrefix(prefix) {
      rest = rest.dropFirst(prefix.count)
      break
    }
    rest = Substring(String(rest).trimmingSpaces())
    if !negative, rest.hasPrefix("-") || rest.hasPrefix("−") {
      negative = true
      rest = rest.dropFirst()
    }
    if decimalComma || locale?.symbolFirst == false {
      // `1.249,99 €`: the symbol or code may follow, and a comma marks the decimals.
      for suffix in [currency.symbol, currency.code] where rest.hasSuffix(suffix) {
        rest = Substring(String(rest.dropLast(suffix.count)).trimmingSpaces())
        break
      }
      if decimalComma { rest = decimalCommaRead(rest, currency: currency) }
    }
    let parts = rest.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count <= 2, let whole = parts.first, !whole.isEmpty || parts.count == 2,
      whole.allSatisfy({ ($0.isASCII && $0.isNumber) || $0 == "," })
    else { throw .notANumber(text, currency: currency) }
    let fraction = parts.count == 2 ? parts[1] : ""
    guard fraction.allSatisfy({ $0.isASCII && $0.isNumber }),
      parts.count == 1 || !fraction.isEmpty || !whole.isEmpty,
      !(whole.isEmpty && fraction.isEmpty)
    else { throw .notANumber(text, currency: currency) }
    if whole.contains(",") {
      let groups = whole.split(separator: ",", omittingEmptySubsequences: false)
      guard let head = groups.first, (1...3).contains(head.count),
        groups.dropFirst().allSatisfy({ $0.count == 3 })
      else { throw .badGrouping(text) }
    }
    // `1.50000000` is 1.50: zeros past the currency's decimals change nothing.
    var decimals = fraction
    while decimals.count > currency.minorUnitDigits, decimals.last == "0" {
      decimals = decimals.dropLast()
    }
    guard decimals.count <= currency.minorUnitDigits else {
      throw .tooManyDecimals(text, currency: currency)
    }
    var units: Int64 = 0
    let padded = decimals + String(repeating: "0", count: currency.minorUnitDigits - decimals.count)
    for character in whole.filter({ $0 != "," }) + padded {
      guard let digit = character.wholeNumberValue else {
        throw .notANumber(text, currency: currency)
      }
      let (shifted, overflow1) = units.multipliedReportingOverflow(by: 10)
      let (added, overflow2) = shifted.addingReportingOverflow(Int64(digit))
      guard !overflow1, !overflow2 else { throw .tooLarge(text, limit: largest(currency)) }
      units = added
    }
    let limit = largest(currency)
    guard units <= limit.minorUnits else { throw .tooLarge(text, limit: limit) }
    return Money(minorUnits: negative ? -units : units, currency: currency)
  }

  /// `text` of an account that writes a decimal comma, in the form `parseAnyForm` reads.
  ///
  /// So `312,40` is 312.40 and `1.249,99` is 1,249.99; `1.249` (a point
  /// before three digits) is 1,249. A comma before three digits groups, as anywhere
  /// (`1,249`), and a point before one or two is a decimal point (`12.50`, as scripts write).
  static func decimalCommaRead(_ text: Substring, currency: Currency) -> Substring {
    guard let last = text.lastIndex(where: { $0 == "," || $0 == "." }) else { return text }
    let after = text[text.index(after: last)...]
    guard after.allSatisfy({ $0.isASCII && $0.isNumber }) else { return text }
    let before = text[..<last]
    if text[last] == ",", (1...max(currency.minorUnitDigits, 1)).contains(after.count),
      !before.contains(",")
    {
      // Points before the comma group in threes; the comma is the decimal mark.
      let groups = before.split(separator: ".", omittingEmptySubsequences: false)
      guard groups.count == 1 || groups.dropFirst().allSatisfy({ $0.count == 3 }) else {
        return text
      }
      return Substring(before.filter { $0 != "." } + "." + after)
    }
    if text[last] == ".", after.count == 3, !text.contains(",") {
      let groups = text.split(separator: ".", omittingEmptySubsequences: false)
      guard let head = groups.first, (1...3).contains(head.count),
        groups.dropFirst().allSatisfy({ $0.count == 3 })
      else { return text }
      return Substring(text.filter { $0 != "." })
    }
    return text
  }

  // MARK: Arithmetic (checked)

  /// The sum; throws on overflow or different currencies.
  public func adding(_ other: Money) throws(MoneyError) -> Money {
    guard other.currency == currency else { throw .currencyMismatch(currency, other.currency) }
    let (sum, overflow) = minorUnits.addingReportingOverflow(other.minorUnits)
    guard !overflow else { throw .overflow("\(self) + \(other)") }
    return Money(minorUnits: sum, currency: currency)
  }

  /// The difference; throws on overflow or different currencies.
  public func subtracting(_ other: Money) throws(MoneyError) -> Money {
    guard other.currency == currency else { throw .currencyMismatch(currency, other.currency) }
    let (difference, overflow) = minorUnits.subtractingReportingOverflow(other.minorUnits)
    guard !overflow else { throw .overflow("\(self) − \(other)") }
    return Money(minorUnits: difference, currency: currency)
  }

  /// The amount times a count, such as a unit price times a quantity; throws on overflow.
  public func multiplied(by count: Int) throws(MoneyError) -> Money {
    let (product, overflow) = minorUnits.multipliedReportingOverflow(by: Int64(count))
    guard !overflow else { throw .overflow("\(self) × \(count)") }
    return Money(minorUnits: product, currency: currency)
  }

  /// The amount with the opposite sign; throws for the one value that has none.
  public func negated() throws(MoneyError) -> Money {
    guard minorUnits != .min else { throw .overflow(decimalString) }
    return Money(minorUnits: -minorUnits, currency: currency)
  }

  /// The sum of amounts in `currency`; throws on overflow or a different currency.
  public static func sum(_ amounts: some Sequence<Money>, currency: Currency) throws(MoneyError)
    -> Money
  {
    var total = Money.zero(currency)
    for amount in amounts { total = try total.adding(amount) }
    return total
  }

  // MARK: Formatting

  /// Plain decimal for machines and JSON: `1249.99`, `-20.00`, `1250` for JPY.
  public var decimalString: String { digits(grouped: false) }

  /// For people: symbol, grouped digits, sign first: `$1,249.99`, `-$20.00`, `CHF 5.00`;
  /// in the account's locale while a command runs (`LocaleStyle.current`): `1.249,99 €`.
  public var formatted: String {
    if let style = LocaleStyle.current { return style.format(self) }
    let sign = minorUnits < 0 ? "-" : ""
    let space = currency.symbolNeedsSpace ? " " : ""
    // Substring appended as a String: `String + Substring` is generic code whose first
    // call searches every protocol conformance in the binary at start-up.
    return sign + currency.symbol + space + String(digits(grouped: true).drop(while: { $0 == "-" }))
  }

  public var description: String { formatted }

  private func digits(grouped: Bool) -> String {
    let magnitude = minorUnits.magnitude
    let scale = UInt64(currency.minorUnitScale)
    var whole = String(magnitude / scale)
    if grouped, whole.count > 3 {
      var groupedDigits: [Character] = []
      for (index, character) in whole.enumerated() {
        if index > 0, (whole.count - index) % 3 == 0 { groupedDigits.append(",") }
        groupedDigits.append(character)
      }
      whole = String(groupedDigits)
    }
    var result = (minorUnits < 0 ? "-" : "") + whole
    if currency.minorUnitDigits > 0 {
      let fraction = String(magnitude % scale)
      result +=
        "." + String(repeating: "0", count: currency.minorUnitDigits - fraction.count) + fraction
    }
    return result
  }
}

extension Money: Codable {
  private enum CodingKeys: String, CodingKey {
    case amount
    case currency
  }

  /// Decodes `{"amount": "1249.99", "currency": "USD"}`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let currency = try container.decode(Currency.self, forKey: .currency)
    let text = try container.decode(String.self, forKey: .amount)
    do {
      self = try Money.parse(text, currency: currency)
    } catch {
      throw DecodingError.dataCorruptedError(
        forKey: .amount, in: container, debugDescription: error.message)
    }
  }

  /// Encodes `{"amount": "1249.99", "currency": "USD"}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(decimalString, forKey: .amount)
    try container.encode(currency, forKey: .currency)
  }
}
