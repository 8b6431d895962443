import LedgerCore
import PropertyBased
import Testing

/// A date typed as people type it selects the same transactions as the ISO days it means,
/// over the demo ledger with today fixed at Saturday 2026-11-21.
@Suite("Date forms select what their ISO days select")
struct DatePropertyTests {
  static let today = CalendarDay(year: 2026, month: 11, day: 21) ?? CalendarDay(daysSince1970: 0)

  static func demo(locale: String = "C.UTF-8") throws -> LedgerHarness {
    let harness = try LedgerHarness(locale: locale)
    try harness.script(["demo"])
    return harness
  }

  /// The spending report's rows from `first` to `last`, as CSV.
  static func rows(_ harness: LedgerHarness, from first: String, to last: String?) -> String {
    let to = last.map { " --to \($0)" } ?? ""
    let run = harness.run("report spending --all --by category --from \(first)\(to) --format csv")
    #expect(run.succeeded, "\(first) \(last ?? ""): \(run.errors)")
    return run.output
  }

  @Test("-Nd selects from the day N days before today")
  func daysBack() async throws {
    let harness = try Self.demo()
    await propertyCheck(count: 60, input: Gen.int(in: 0...400)) { back in
      let iso = Self.today.adding(days: -back).iso8601
      #expect(
        Self.rows(harness, from: "-\(back)d", to: nil) == Self.rows(harness, from: iso, to: nil),
        "-\(back)d is \(iso)")
    }
  }

  @Test("a month from --from to --to is its first day to its last")
  func months() async throws {
    let harness = try Self.demo()
    await propertyCheck(count: 30, input: Gen.int(in: 2024...2027), Gen.int(in: 1...12)) {
      year, month in
      let key = "\(year)-\(month < 10 ? "0" : "")\(month)"
      guard let first = CalendarDay(year: year, month: month, day: 1) else { return }
      let last = (28...31).compactMap { CalendarDay(year: year, month: month, day: $0) }.last
      #expect(
        Self.rows(harness, from: key, to: key)
          == Self.rows(harness, from: first.iso8601, to: last?.iso8601 ?? first.iso8601),
        "\(key)")
    }
  }

  @Test("the locale's short form is the day it reads, month first or day first")
  func shortForms() async throws {
    let american = try Self.demo(locale: "en_US.UTF-8")
    let german = try Self.demo(locale: "de_DE.UTF-8")
    await propertyCheck(count: 40, input: Gen.int(in: 0...700), Gen.int(in: 0...60)) {
      back, length in
      let first = Self.today.adding(days: -back)
      let last = first.adding(days: length)
      let (fy, fm, fd) = first.components
      let (ly, lm, ld) = last.components
      let iso = Self.rows(american, from: first.iso8601, to: last.iso8601)
      #expect(Self.rows(american, from: "\(fm)/\(fd)/\(fy)", to: "\(lm)/\(ld)/\(ly)") == iso)
      #expect(Self.rows(german, from: "\(fd).\(fm).\(fy)", to: "\(ld).\(lm).\(ly)") == iso)
      // Without the year, the year is this one.
      if fy == 2026, ly == 2026 {
        #expect(Self.rows(american, from: "\(fm)/\(fd)", to: "\(lm)/\(ld)") == iso)
        #expect(Self.rows(german, from: "\(fd).\(fm)", to: "\(ld).\(lm)") == iso)
      }
    }
  }

  @Test(
    "named days and spans are the ISO days hledger would read",
    arguments: [
      ("today", "2026-11-21", "2026-11-21"), ("yesterday", "2026-11-20", "2026-11-20"),
      ("tomorrow", "2026-11-22", "2026-11-22"), ("saturday", "2026-11-21", "2026-11-21"),
      ("friday", "2026-11-20", "2026-11-20"), ("sunday", "2026-11-15", "2026-11-15"),
      ("mon", "2026-11-16", "2026-11-16"), ("-3d", "2026-11-18", "2026-11-18"),
      ("+3d", "2026-11-24", "2026-11-24"), ("-2w", "2026-11-07", "2026-11-07"),
      ("2026-02", "2026-02-01", "2026-02-28"), ("2024-02", "2024-02-01", "2024-02-29"),
      ("this-month", "2026-11-01", "2026-11-30"), ("last-month", "2026-10-01", "2026-10-31"),
      ("next-month", "2026-12-01", "2026-12-31"), ("last-year", "2025-01-01", "2025-12-31"),
      ("this-year", "2026-01-01", "2026-12-31"), ("this-week", "2026-11-16", "2026-11-22"),
      ("last-week", "2026-11-09", "2026-11-15"), ("2025", "2025-01-01", "2025-12-31"),
      ("Last Month", "2026-10-01", "2026-10-31"), ("2026/11/28", "2026-11-28", "2026-11-28"),
    ])
  func named(text: String, first: String, last: String) throws {
    let span = SmartDate.span(text, today: Self.today, order: nil)
    #expect(span?.lowerBound.iso8601 == first, "\(text)")
    #expect(span?.upperBound.iso8601 == last, "\(text)")
  }

  @Test("a short form that reads two ways is refused without a locale, and read with one")
  func ambiguousShortForm() {
    #expect(
      SmartDate.span("11/28", today: Self.today, order: nil)?.lowerBound.iso8601 == "2026-11-28")
    #expect(
      SmartDate.span("28.11", today: Self.today, order: nil)?.lowerBound.iso8601 == "2026-11-28")
    #expect(SmartDate.span("11/05", today: Self.today, order: nil) == nil)
    #expect(
      SmartDate.problem(with: "11/05", today: Self.today, order: nil)?
        .contains("could be 2026-11-05 or 2026-05-11") == true)
    #expect(
      SmartDate.span("11/05", today: Self.today, order: .monthFirst)?.lowerBound.iso8601
        == "2026-11-05")
    #expect(
      SmartDate.span("11.05", today: Self.today, order: .dayFirst)?.lowerBound.iso8601
        == "2026-05-11")
    #expect(DayOrder(locale: "en_US.UTF-8") == .monthFirst)
    #expect(DayOrder(locale: "de_DE.UTF-8") == .dayFirst)
    #expect(DayOrder(locale: "C.UTF-8") == nil)
  }
}
