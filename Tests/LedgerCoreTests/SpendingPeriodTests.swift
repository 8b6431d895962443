import LedgerCore
import Testing

/// Months and ISO weeks as spending reports key them.
@Suite("Spending periods")
struct SpendingPeriodTests {
  func day(_ text: String) throws -> CalendarDay { try #require(CalendarDay.parse(text)) }

  @Test(
    "ISO weeks belong to the year of their Thursday",
    arguments: [
      ("2026-01-01", "2026-W01"), ("2025-12-29", "2026-W01"), ("2027-01-01", "2026-W53"),
      ("2026-12-31", "2026-W53"), ("2021-01-03", "2020-W53"), ("2021-01-04", "2021-W01"),
      ("2026-11-21", "2026-W47"), ("2024-12-30", "2025-W01"),
    ])
  func isoWeeks(date: String, week: String) throws {
    #expect(try day(date).isoWeekKey == week)
  }

  @Test("months and weeks of a range come in order, every one present")
  func periodKeys() throws {
    #expect(
      SpendingGrouping.month.periodKeys(from: try day("2025-11-15"), to: try day("2026-02-01"))
        == ["2025-11", "2025-12", "2026-01", "2026-02"])
    #expect(
      SpendingGrouping.week.periodKeys(from: try day("2026-12-24"), to: try day("2027-01-05"))
        == ["2026-W52", "2026-W53", "2027-W01"])
    #expect(try day("2026-11-21").isoWeekday == 6)
    #expect(try day("2026-11-21").isoMonday == day("2026-11-16"))
  }
}
