import TextOutput

/// The order a locale writes a short date without its year in: `11/28` (month first, as in
/// en_US) or `28.11` (day first, as in de_DE).
public enum DayOrder: String, Sendable, Equatable {
  case monthFirst
  case dayFirst

  /// The order of a POSIX locale name such as `en_US.UTF-8` or `de_DE`; nil for `C`,
  /// `POSIX` or an empty name, which say nothing about dates.
  public init?(locale: String) {
    let name = locale.split(separator: ".").first.map(String.init) ?? ""
    guard !name.isEmpty, name != "C", name != "POSIX" else { return nil }
    let parts = name.split(whereSeparator: { $0 == "_" || $0 == "-" }).map { $0.lowercased() }
    let language = parts.first ?? ""
    let region = parts.count > 1 ? parts[1] : ""
    // Month before day: the United States and places that write as it does, and the
    // languages that write the year first (so `11/28` without it is month, day).
    let monthFirstRegions: Set<String> = ["us", "ph", "as", "gu", "mp", "pr", "vi", "um", "fm"]
    let yearFirstLanguages: Set<String> = ["ja", "zh", "ko", "hu", "lt", "mn"]
    if monthFirstRegions.contains(region) || yearFirstLanguages.contains(language)
      || (language == "en" && region.isEmpty)
    {
      self = .monthFirst
    } else {
      self = .dayFirst
    }
  }

  /// How `11/28` is written in this order, for messages and help.
  public var example: String { self == .monthFirst ? "11/28" : "28.11" }
}

/// Dates as people type them, after hledger's smart dates: `today`, `yesterday`,
/// `tomorrow`, weekday names, `-3d`, `+2w`, `2026-11` (a month), `2026` (a year),
/// `last-month`, `this-month`, `next-month`, `last-year`, `this-week`…, and the locale's
/// short form (`11/28` in en_US, `28.11` in de_DE).
///
/// Each reads as a span of days: a day is a span of one; `2026-11` is November. An option
/// that starts a range (`--from`) takes the first day of the span, one that ends it
/// (`--to`) the last, any other the first (as hledger does).
public enum SmartDate {
  /// The forms, for help and error messages.
  public static let forms =
    "YYYY-MM-DD, today, yesterday, tomorrow, a weekday (monday: the last one, today "
    + "included), -3d or +3d (days; w for weeks), a month (2026-11), a year (2026), "
    + "last-month, this-month, next-month, last-week, this-week, last-year, this-year, "
    + "or the short form of the account's locale (11/28 in en_US, 28.11 in de_DE)"

  /// The days `text` names, relative to `today`, reading a short form such as `11/28` in
  /// `order` (when nil, only a short form that can be read one way is accepted); nil when
  /// it is not a date (`problem(with:)` says why).
  public static func span(_ text: String, today: CalendarDay, order: DayOrder?)
    -> ClosedRange<CalendarDay>?
  {
    try? read(text, today: today, order: order).get()
  }

  /// Why `text` is not a date, as a sentence; nil when it is one.
  public static func problem(with text: String, today: CalendarDay, order: DayOrder?) -> String? {
    switch read(text, today: today, order: order) {
    case .success: return nil
    case .failure(let problem): return problem.message
    }
  }

  /// Whether `text` could be a date in some form, without knowing today or the locale
  /// (the words `-3d` and `+3d` are then values, not options).
  public static func looksRelative(_ text: String) -> Bool {
    relativeOffset(text.lowercased()) != nil
  }

  /// A reason a text is not a date.
  public struct Problem: Error, Sendable {
    public let message: String
  }

  static func read(_ raw: String, today: CalendarDay, order: DayOrder?)
    -> Result<ClosedRange<CalendarDay>, Problem>
  {
    let text = raw.trimmingSpaces()
    let lower = text.lowercased()
    if let day = CalendarDay.parse(text) { return .success(day...day) }
    let word = String(lower.filter { $0 != "-" && $0 != " " && $0 != "_" })
    switch word {
    case "today", "now": return .success(today...today)
    case "yesterday": return .success(one(today.adding(days: -1)))
    case "tomorrow": return .success(one(today.adding(days: 1)))
    case "thismonth": return .success(month(of: today, shift: 0))
    case "lastmonth", "prevmonth", "previousmonth": return .success(month(of: today, shift: -1))
    case "nextmonth": return .success(month(of: today, shift: 1))
    case "thisyear": return .success(year(today.components.year, or: today))
    case "lastyear", "prevyear", "previousyear":
      return .success(year(today.components.year - 1, or: today))
    case "nextyear": return .success(year(today.components.year + 1, or: today))
    case "thisweek": return .success(week(of: today, shift: 0))
    case "lastweek", "prevweek", "previousweek": return .success(week(of: today, shift: -1))
    case "nextweek": return .success(week(of: today, shift: 1))
    default: break
    }
    if let weekday = weekdayIndex(word) {
      // 1970-01-01 was a Thursday: Monday is 0.
      let todayIndex = Int((today.daysSince1970 % 7 + 7 + 3) % 7)
      let back = (todayIndex - weekday + 7) % 7
      return .success(one(today.adding(days: -back)))
    }
    if let offset = relativeOffset(lower) {
      return .success(one(today.adding(days: offset)))
    }
    if let span = yearOrMonth(text) { return span }
    if let span = short(text, today: today, order: order) { return span }
    if let iso = CalendarDay.problem(with: text), looksISO(text) {
      return .failure(Problem(message: iso))
    }
    return .failure(
      Problem(message: "'\(raw)' is not a date; write \(forms)"))
  }

  private static func one(_ day: CalendarDay) -> ClosedRange<CalendarDay> { day...day }

  private static func looksISO(_ text: String) -> Bool {
    let fields = text.split(separator: "-", omittingEmptySubsequences: false)
    return fields.count == 3 && fields.allSatisfy { $0.allSatisfy { $0.isASCII && $0.isNumber } }
  }

  private static let weekdays = [
    ["monday", "mon"], ["tuesday", "tue", "tues"], ["wednesday", "wed"],
    ["thursday", "thu", "thur", "thurs"], ["friday", "fri"], ["saturday", "sat"],
    ["sunday", "sun"],
  ]

  private static func weekdayIndex(_ word: String) -> Int? {
    weekdays.firstIndex { $0.contains(word) }
  }

  /// `-3d`, `+3d`, `3d` (days ahead when signed +, back when -), `-2w`.
  private static func relativeOffset(_ text: String) -> Int? {
    var rest = Substring(text)
    guard let sign = rest.first, sign == "-" || sign == "+" else { return nil }
    rest = rest.dropFirst()
    guard let unit = rest.last, unit == "d" || unit == "w" else { return nil }
    rest = rest.dropLast()
    guard !rest.isEmpty, rest.count <= 5, rest.allSatisfy({ $0.isASCII && $0.isNumber }),
      let count = Int(rest)
    else { return nil }
    let days = unit == "w" ? count * 7 : count
    return sign == "-" ? -days : days
  }

  private static func month(of day: CalendarDay, shift: Int) -> ClosedRange<CalendarDay> {
    let (year, month, _) = day.components
    let index = year * 12 + (month - 1) + shift
    return monthSpan(year: index / 12, month: index % 12 + 1) ?? one(day)
  }

  private static func monthSpan(year: Int, month: Int) -> ClosedRange<CalendarDay>? {
    guard let first = CalendarDay(year: year, month: month, day: 1),
      let last = CalendarDay(
        year: year, month: month, day: CalendarDay.daysIn(month: month, year: year))
    else { return nil }
    return first...last
  }

  private static func year(_ year: Int, or fallback: CalendarDay) -> ClosedRange<CalendarDay> {
    guard let first = CalendarDay(year: year, month: 1, day: 1),
      let last = CalendarDay(year: year, month: 12, day: 31)
    else { return one(fallback) }
    return first...last
  }

  private static func week(of day: CalendarDay, shift: Int) -> ClosedRange<CalendarDay> {
    let index = Int((day.daysSince1970 % 7 + 7 + 3) % 7)
    let monday = day.adding(days: -index + 7 * shift)
    return monday...monday.adding(days: 6)
  }

  /// `2026-11`, `2026/11` (a month) or `2026` (a year).
  private static func yearOrMonth(_ text: String) -> Result<ClosedRange<CalendarDay>, Problem>? {
    let fields = text.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "-" || $0 == "/" })
    guard fields.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
      fields.first?.count == 4, let year = Int(fields[0])
    else { return nil }
    if fields.count == 1 {
      guard (1...9999).contains(year), let first = CalendarDay(year: year, month: 1, day: 1),
        let last = CalendarDay(year: year, month: 12, day: 31)
      else { return .failure(Problem(message: "years run from 0001 to 9999, not \(text)")) }
      return .success(first...last)
    }
    if fields.count == 2, fields[1].count <= 2, let month = Int(fields[1]) {
      guard let span = monthSpan(year: year, month: month) else {
        return .failure(Problem(message: "\(text) is not a month (months run from 01 to 12)"))
      }
      return .success(span)
    }
    if fields.count == 3, text.contains("/"), let month = Int(fields[1]), let day = Int(fields[2]),
      let date = CalendarDay(year: year, month: month, day: day)
    {
      return .success(one(date))
    }
    return nil
  }

  /// `11/28`, `28.11`, `11/28/2026`, `28.11.2026`: read in `order`.
  private static func short(_ text: String, today: CalendarDay, order: DayOrder?)
    -> Result<ClosedRange<CalendarDay>, Problem>?
  {
    guard let separator = text.first(where: { $0 == "/" || $0 == "." }) else { return nil }
    let fields = text.split(separator: separator, omittingEmptySubsequences: false)
    guard (2...3).contains(fields.count),
      fields.allSatisfy({
        (1...4).contains($0.count) && $0.allSatisfy { $0.isASCII && $0.isNumber }
      }),
      fields[0].count <= 2, fields[1].count <= 2,
      let first = Int(fields[0]), let second = Int(fields[1])
    else { return nil }
    var year = today.components.year
    if fields.count == 3 {
      guard let typed = Int(fields[2]), fields[2].count == 4 || fields[2].count == 2 else {
        return nil
      }
      year = fields[2].count == 2 ? 2000 + typed : typed
    }
    let asMonthFirst = CalendarDay(year: year, month: first, day: second)
    let asDayFirst = CalendarDay(year: year, month: second, day: first)
    let written = pad(Int64(year), 4)
    switch order {
    case .monthFirst?:
      if let asMonthFirst { return .success(one(asMonthFirst)) }
      return .failure(
        Problem(
          message: "'\(text)' is not a date: dates here are month/day, like 11/28; "
            + "or write it as YYYY-MM-DD, like \(written)-11-28"))
    case .dayFirst?:
      if let asDayFirst { return .success(one(asDayFirst)) }
      return .failure(
        Problem(
          message: "'\(text)' is not a date: dates here are day.month, like 28.11; "
            + "or write it as YYYY-MM-DD, like \(written)-11-28"))
    case nil:
      switch (asMonthFirst, asDayFirst) {
      case (let day?, nil), (nil, let day?): return .success(one(day))
      case (let one?, let other?) where one == other: return .success(self.one(one))
      case (let one?, let other?):
        return .failure(
          Problem(
            message: "'\(text)' could be \(one) or \(other); write it as YYYY-MM-DD, "
              + "or give the account a locale (account set --locale en_US)"))
      case (nil, nil):
        return .failure(Problem(message: "'\(text)' is not a date; write \(forms)"))
      }
    }
  }
}
