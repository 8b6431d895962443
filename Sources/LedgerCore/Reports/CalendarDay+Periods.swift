extension CalendarDay {
  /// The month holding this day, `YYYY-MM`.
  public var monthKey: String {
    let (year, month, _) = components
    return CalendarDay.monthKey(year: year, month: month)
  }

  /// `YYYY-MM` for a year and month.
  public static func monthKey(year: Int, month: Int) -> String {
    let yearText = String(year)
    let monthText = String(month)
    return String(repeating: "0", count: max(0, 4 - yearText.count)) + yearText + "-"
      + (month < 10 ? "0" : "") + monthText
  }

  /// The ISO 8601 weekday: 1 for Monday through 7 for Sunday.
  public var isoWeekday: Int {
    // 1970-01-01 was a Thursday.
    let remainder = (daysSince1970 + 3) % 7
    return Int(remainder < 0 ? remainder + 7 : remainder) + 1
  }

  /// The Monday of this day's ISO week.
  public var isoMonday: CalendarDay { adding(days: 1 - isoWeekday) }

  /// The ISO 8601 week holding this day, `YYYY-Www`: the week belongs to the year of its
  /// Thursday, so 2026-12-31 is in `2026-W53` and 2027-01-01 too.
  public var isoWeekKey: String {
    let thursday = adding(days: 4 - isoWeekday)
    let year = thursday.components.year
    let newYear = CalendarDay(year: year, month: 1, day: 1) ?? thursday
    let week = Int((thursday.daysSince1970 - newYear.daysSince1970) / 7) + 1
    let yearText = String(year)
    return String(repeating: "0", count: max(0, 4 - yearText.count)) + yearText + "-W"
      + (week < 10 ? "0" : "") + String(week)
  }
}
