import TextOutput

/// A calendar day without a time or zone, written `YYYY-MM-DD`: a transaction's date.
public struct CalendarDay: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
  /// Days since 1970-01-01 (negative before).
  public let daysSince1970: Int64

  public init(daysSince1970: Int64) {
    self.daysSince1970 = daysSince1970
  }

  /// The day with this year, month (1–12) and day of month; nil if there is no such day.
  public init?(year: Int, month: Int, day: Int) {
    guard (1...9999).contains(year), (1...12).contains(month),
      (1...CalendarDay.daysIn(month: month, year: year)).contains(day)
    else { return nil }
    // Days from civil, after Howard Hinnant's algorithm.
    let adjustedYear = Int64(month <= 2 ? year - 1 : year)
    let era = floorDivide(adjustedYear, 400)
    let yearOfEra = adjustedYear - era * 400
    let shiftedMonth = Int64(month > 2 ? month - 3 : month + 9)
    let dayOfYear = (153 * shiftedMonth + 2) / 5 + Int64(day) - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    self.daysSince1970 = era * 146_097 + dayOfEra - 719_468
  }

  /// Year, month and day of month.
  public var components: (year: Int, month: Int, day: Int) {
    let shifted = daysSince1970 + 719_468
    let era = floorDivide(shifted, 146_097)
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shiftedMonth = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
    let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    return (Int(year), Int(month), Int(day))
  }

  /// `2026-11-21`.
  public var iso8601: String {
    let (year, month, day) = components
    return "\(pad(Int64(year), 4))-\(pad(Int64(month), 2))-\(pad(Int64(day), 2))"
  }

  public var description: String { iso8601 }

  /// The day `count` days later (earlier when negative).
  public func adding(days count: Int) -> CalendarDay {
    CalendarDay(daysSince1970: daysSince1970 + Int64(count))
  }

  /// Reads `YYYY-MM-DD` (surrounding spaces allowed); nil when it is not a real day.
  public static func parse(_ text: String) -> CalendarDay? {
    // Most days come as typed, YYYY-MM-DD: read those bytes without finding clusters.
    if let day = text.utf8.withContiguousStorageIfAvailable(compact) ?? nil { return day }
    let fields = text.trimmingSpaces().split(separator: "-", omittingEmptySubsequences: false)
    guard fields.count == 3, fields[0].count == 4, fields[1].count == 2, fields[2].count == 2,
      fields.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
      let year = Int(fields[0]), let month = Int(fields[1]), let day = Int(fields[2])
    else { return nil }
    return CalendarDay(year: year, month: month, day: day)
  }

  /// The day written as exactly ten bytes "YYYY-MM-DD"; nil for anything else (which
  /// `parse` then reads the long way).
  private static func compact(_ bytes: UnsafeBufferPointer<UInt8>) -> CalendarDay? {
    guard bytes.count == 10, bytes[4] == 0x2D, bytes[7] == 0x2D else { return nil }
    func number(_ range: Range<Int>) -> Int? {
      var value = 0
      for index in range {
        let digit = Int(bytes[index]) - 0x30
        guard (0...9).contains(digit) else { return nil }
        value = value * 10 + digit
      }
      return value
    }
    guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10)
    else { return nil }
    return CalendarDay(year: year, month: month, day: day)
  }

  static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
    lhs.daysSince1970 < rhs.daysSince1970
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let value = CalendarDay.parse(text) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "'\(text)' is not a date like 2026-11-21")
    }
    self = value
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(iso8601)
  }
}
