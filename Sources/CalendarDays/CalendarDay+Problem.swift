import TextOutput

extension CalendarDay {
  private static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]

  /// Why `text` is not a day, as a sentence: "2026-02-30 is not a day (February 2026 has
  /// 28 days)"; nil when `parse` accepts it.
  public static func problem(with text: String) -> String? {
    guard parse(text) == nil else { return nil }
    let trimmed = text.trimmingSpaces()
    let fields = trimmed.split(separator: "-", omittingEmptySubsequences: false)
    guard fields.count == 3, fields[0].count == 4, fields[1].count == 2, fields[2].count == 2,
      let year = Int(fields[0]), let month = Int(fields[1]), let day = Int(fields[2])
    else { return "'\(text)' is not a date; write it as YYYY-MM-DD, like 2026-11-21" }
    guard (1...9999).contains(year) else {
      return "\(trimmed) is not a day (years run from 0001 to 9999)"
    }
    guard (1...12).contains(month) else {
      return "\(trimmed) is not a day (months run from 01 to 12)"
    }
    let days = daysIn(month: month, year: year)
    return "\(trimmed) is not a day (\(monthNames[month - 1]) \(fields[0]) has \(days) days)"
      + (day == 0 ? "; days start at 01" : "")
  }
}
