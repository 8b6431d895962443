import CalendarDays
import Foundation

/// How a command line's dates are read: relative to today, and with the order the
/// account writes a short date in (`11/28` or `28.11`), asked for only when one is typed.
public struct DateReading {
  /// The day `today`, `-3d` and `last-month` count from.
  public var today: CalendarDay
  /// The order of a short date without its year; nil when unknown (then only a short date
  /// that can be read one way is taken).
  public var order: () -> DayOrder?

  public init(today: CalendarDay, order: @escaping () -> DayOrder? = { nil }) {
    self.today = today
    self.order = order
  }

  /// Today on this machine's clock, in `TZ`, with `LEDGERSH_TODAY` (`YYYY-MM-DD`) taking
  /// its place when set, so that tests and scripts can be reproduced.
  public static func system(
    variables: [String: String] = ProcessInfo.processInfo.environment,
    order: @escaping () -> DayOrder? = { nil }
  ) -> DateReading {
    DateReading(today: today(variables: variables), order: order)
  }

  /// Today as `system` reads it.
  public static func today(variables: [String: String]) -> CalendarDay {
    if let fixed = variables["LEDGERSH_TODAY"].flatMap(CalendarDay.parse) { return fixed }
    let now = Date()
    let offset = Int64(TimeZone.current.secondsFromGMT(for: now))
    let seconds = Int64(now.timeIntervalSince1970.rounded(.down)) + offset
    let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    return CalendarDay(daysSince1970: days)
  }

  /// Whether an option named `name` ends a range (`--to 2026-11` is November 30).
  public static func endsRange(_ name: String) -> Bool {
    ["to", "until", "end", "before"].contains(name)
  }

  /// The day `text` names: the last of a span (a month, a year) when `endsRange`, else the
  /// first; fails naming `what` and the forms accepted.
  public func day(_ text: String, what: String, endsRange: Bool) throws(ShellError)
    -> CalendarDay
  {
    if let day = CalendarDay.parse(text) { return day }
    let needsOrder = text.contains("/") || text.contains(".")
    let order = needsOrder ? self.order() : nil
    guard let span = SmartDate.span(text, today: today, order: order) else {
      let problem =
        SmartDate.problem(with: text, today: today, order: order) ?? "'\(text)' is not a date"
      throw .usage("\(what): \(problem)", hint: "see 'help dates'")
    }
    return endsRange ? span.upperBound : span.lowerBound
  }
}
