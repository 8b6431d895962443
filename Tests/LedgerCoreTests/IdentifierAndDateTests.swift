import Foundation
import Testing

@testable import LedgerCore

@Suite("Ids, days and times")
struct IdentifierAndDateTests {
  @Test(
    "ids are typed as #12 or 12",
    arguments: [
      ("#12", Int64?(12)), ("12", 12), (" #7 ", 7), ("#0", nil), ("-3", nil), ("#", nil),
      ("12a", nil), ("", nil), ("99999999999999999999", nil), ("# 12", nil),
    ])
  func parsesIDs(text: String, expected: Int64?) {
    #expect(EntityID.parse(text)?.rawValue == expected)
  }

  @Test("an id prints as #12")
  func printsID() { #expect(EntityID(12).description == "#12") }

  @Test(
    "calendar days parse only real dates",
    arguments: [
      ("2026-11-21", true), ("2024-02-29", true), ("2023-02-29", false), ("2026-13-01", false),
      ("2026-1-01", false), ("21/11/2026", false), ("1970-01-01", true), ("2000-02-29", true),
    ])
  func parsesDays(text: String, valid: Bool) {
    let day = CalendarDay.parse(text)
    #expect((day != nil) == valid)
    if let day { #expect(day.iso8601 == text) }
  }

  @Test("days count from 1970 and order by date")
  func dayArithmetic() throws {
    let day = try #require(CalendarDay.parse("1970-01-02"))
    #expect(day.daysSince1970 == 1)
    #expect(day.adding(days: -2).iso8601 == "1969-12-31")
    #expect(try #require(CalendarDay.parse("2026-03-01")).adding(days: -1).iso8601 == "2026-02-28")
  }

  @Test("timestamps print as UTC ISO 8601 and parse back")
  func timestamps() throws {
    let time = Timestamp(millisecondsSince1970: 1_795_256_565_123)
    #expect(time.iso8601 == "2026-11-21T10:22:45.123Z")
    #expect(Timestamp.parse(time.iso8601) == time)
    #expect(Timestamp.parse("2026-11-21T10:22:45Z")?.millisecondsSince1970 == 1_795_256_565_000)
    #expect(Timestamp.parse("yesterday") == nil)
    #expect(Timestamp(millisecondsSince1970: -1).iso8601 == "1969-12-31T23:59:59.999Z")
  }

  @Test(
    "a timestamp is written as YYYY-MM-DDTHH:MM:SS.mmmZ and reads back",
    arguments: [
      (Int64(0), "1970-01-01T00:00:00.000Z"),
      (1_795_255_200_123, "2026-11-21T10:00:00.123Z"),
      (-1, "1969-12-31T23:59:59.999Z"),
      (253_402_300_799_999, "9999-12-31T23:59:59.999Z"),
      (951_782_400_007, "2000-02-29T00:00:00.007Z"),
    ])
  func timestampText(milliseconds: Int64, text: String) throws {
    let time = Timestamp(millisecondsSince1970: milliseconds)
    #expect(time.iso8601 == text)
    #expect(Timestamp.parse(text) == time)
  }
}
