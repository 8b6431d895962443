import Foundation

/// How an account's locale (`account add --locale de_DE`) writes amounts and dates for
/// people: the decimal mark, the digit grouping, where the currency symbol goes, and the
/// short form of a day (`28.11` in de_DE, `11/28` in en_US).
///
/// Only text for people follows it: JSON, CSV and the other machine formats keep plain
/// decimal numbers and ISO dates whatever the locale.
public struct LocaleStyle: Hashable, Sendable, CustomStringConvertible {
  /// The locale's name as ledgersh keeps it: `de_DE`, `en_US`, `fr` (language, then region).
  public let identifier: String
  /// `,` or `.`: what separates the decimals.
  public let decimalMark: Character
  /// What groups the digits in threes: `.`, `,`, a no-break space or `'`.
  public let groupSeparator: Character
  /// Whether the symbol comes first (`$1,249.99`) rather than last (`1.249,99 €`).
  public let symbolFirst: Bool
  /// The order of a short date (`11/28` or `28.11`).
  public let dayOrder: DayOrder
  /// What separates a date's fields: `/` or `.` (the forms the date reader takes back).
  public let dateSeparator: Character
  /// Whether a full date starts with the year (`2026/11/28` in ja_JP).
  public let yearFirst: Bool

  public var description: String { identifier }

  /// Examples for messages and help.
  public static let examples = "de_DE, en_US, en_GB, fr_FR, es_ES, it_IT, nl_NL, ja_JP"

  /// The languages whose conventions ledgersh knows, and how they write numbers: the
  /// decimal mark, the grouping, and whether the symbol comes first.
  private static let languages: [String: (Character, Character, Bool)] = {
    var table: [String: (Character, Character, Bool)] = [:]
    for language in ["en", "ja", "zh", "ko", "he", "th", "hi", "ms", "fil", "ga", "cy", "mt"] {
      table[language] = (".", ",", true)
    }
    for language in [
      "de", "es", "it", "pt", "da", "el", "ro", "hr", "sl", "sr", "is", "id", "vi", "ca", "eu",
      "gl",
    ] {
      table[language] = (",", ".", false)
    }
    for language in ["nl", "tr"] { table[language] = (",", ".", true) }
    for language in [
      "fr", "fi", "sv", "nb", "nn", "no", "pl", "cs", "sk", "ru", "uk", "bg", "hu", "lt", "lv",
      "et", "be", "kk",
    ] {
      table[language] = (",", "\u{00A0}", false)
    }
    return table
  }()

  /// Languages that write a day's fields with a point (`28.11.2026`).
  private static let pointDates: Set<String> = [
    "de", "da", "fi", "nb", "nn", "no", "pl", "cs", "sk", "ru", "uk", "bg", "tr", "is", "et",
    "lv", "be", "kk", "sr", "hr", "sl", "ro",
  ]

  /// Languages that write the year first (`2026/11/28`).
  private static let yearFirstLanguages: Set<String> = ["ja", "zh", "ko", "hu", "lt"]

  /// The style of `name`: `de_DE`, `de-DE`, `de_DE.UTF-8`, `fr` (language alone); nil for a
  /// name that is not a locale or whose language ledgersh does not know.
  public init?(_ name: String) {
    var text = name.trimmingCharacters(in: .whitespaces)
    if let cut = text.firstIndex(where: { $0 == "." || $0 == "@" }) {
      text = String(text[..<cut])
    }
    let parts = text.split(separator: "_", omittingEmptySubsequences: false)
      .flatMap { $0.split(separator: "-", omittingEmptySubsequences: false) }
    guard (1...2).contains(parts.count) else { return nil }
    let language = parts[0].lowercased()
    guard (2...3).contains(language.count), language.allSatisfy({ $0.isASCII && $0.isLetter }),
      let numbers = Self.languages[language]
    else { return nil }
    var region = ""
    if parts.count == 2 {
      region = parts[1].uppercased()
      let letters = region.count == 2 && region.allSatisfy { $0.isASCII && $0.isLetter }
      let digits = region.count == 3 && region.allSatisfy { $0.isASCII && $0.isNumber }
      guard letters || digits else { return nil }
    }
    identifier = region.isEmpty ? language : "\(language)_\(region)"
    var (decimal, group, first) = numbers
    switch (language, region) {
    case ("de", "CH"), ("fr", "CH"), ("it", "CH"), ("de", "LI"):
      (decimal, group, first) = (".", "'", true)
    case ("pt", "BR"): first = true
    case ("es", "MX"), ("es", "US"), ("es", "PR"): (decimal, group, first) = (".", ",", true)
    case ("en", "ZA"): (decimal, group) = (",", "\u{00A0}")
    default: break
    }
    decimalMark = decimal
    groupSeparator = group
    symbolFirst = first
    dayOrder = DayOrder(locale: identifier) ?? .dayFirst
    dateSeparator = Self.pointDates.contains(language) ? "." : "/"
    yearFirst = Self.yearFirstLanguages.contains(language)
  }

  // MARK: Amounts

  /// `amount` for people: `1.249,99 €` in de_DE, `$1,249.99` in en_US, `-1 249,99 €` in
  /// fr_FR (a no-break space groups).
  public func format(_ amount: Money) -> String {
    let currency = amount.currency
    let magnitude = amount.minorUnits.magnitude
    let scale = UInt64(currency.minorUnitScale)
    let whole = String(magnitude / scale)
    var text = ""
    text.reserveCapacity(whole.count + 8)
    for (index, digit) in whole.enumerated() {
      if index > 0, (whole.count - index) % 3 == 0 { text.append(groupSeparator) }
      text.append(digit)
    }
    if currency.minorUnitDigits > 0 {
      let fraction = String(magnitude % scale)
      text.append(decimalMark)
      text += String(repeating: "0", count: currency.minorUnitDigits - fraction.count) + fraction
    }
    let sign = amount.minorUnits < 0 ? "-" : ""
    if symbolFirst {
      let space = currency.symbolNeedsSpace ? " " : ""
      return sign + currency.symbol + space + text
    }
    return sign + text + " " + currency.symbol
  }

  // MARK: Dates

  /// `day` in the locale's short form: `28.11` or `11/28` in `currentYear`, with its year
  /// otherwise (`28.11.2025`, `11/28/2025`, `2025/11/28`); each is read back as typed.
  public func format(_ day: CalendarDay, currentYear: Int) -> String {
    let (year, month, date) = day.components
    func two(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
    let separator = String(dateSeparator)
    let short =
      dayOrder == .monthFirst
      ? two(month) + separator + two(date) : two(date) + separator + two(month)
    guard year != currentYear else { return short }
    var written = String(year)
    while written.count < 4 { written = "0" + written }
    if yearFirst { return written + separator + two(month) + separator + two(date) }
    return short + separator + written
  }

  // MARK: The style in force

  /// The style of the command running: the locale of its account, read when text for
  /// people first needs it; nil when the account has none (amounts as `$1,249.99`, dates
  /// as ISO `2026-11-28`).
  public static var current: LocaleStyle? { source?.style }

  /// Where `current` comes from while a command runs (the shell puts it in force).
  @TaskLocal public static var source: Source?

  /// The style of a command's account, looked up once, on first use, so that a command
  /// that shows no amount (`help`) never opens the ledger.
  public final class Source: @unchecked Sendable {
    private let lock = NSLock()
    private let read: () -> LocaleStyle?
    private var looked: LocaleStyle??
    private var reading = false
    /// The year a date needs no year in (today's).
    public let currentYear: Int

    public init(currentYear: Int, _ read: @escaping () -> LocaleStyle?) {
      self.currentYear = currentYear
      self.read = read
    }

    /// The style, looked up the first time.
    public var style: LocaleStyle? {
      lock.lock()
      let known = looked
      let busy = reading
      if known == nil, !busy { reading = true }
      lock.unlock()
      if let known { return known }
      // An amount formatted while the style is looked up (in an error) is written plainly.
      if busy { return nil }
      let found = read()
      lock.lock()
      looked = .some(found)
      reading = false
      lock.unlock()
      return found
    }
  }
}

extension CalendarDay {
  /// The day as text for people, in the account's locale.
  ///
  /// The locale's short form when the account has one (`28.11`, `11/28/2025`), else ISO
  /// (`2026-11-28`). Records keep `iso8601`.
  public var shown: String {
    guard let source = LocaleStyle.source, let style = source.style else { return iso8601 }
    return style.format(self, currentYear: source.currentYear)
  }
}
