import CalendarDays
import Foundation

/// An instant, to the millisecond, written as UTC ISO 8601 (`2026-11-21T10:12:45.123Z`).
///
/// Stored as an integer so that it survives export and import unchanged.
public struct Timestamp: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
  public let millisecondsSince1970: Int64

  public init(millisecondsSince1970: Int64) {
    self.millisecondsSince1970 = millisecondsSince1970
  }

  /// The timestamp nearest to a `Date`.
  public init(_ date: Date) {
    let millis = (date.timeIntervalSince1970 * 1000).rounded()
    let clamped = Swift.min(Swift.max(millis, -8.64e15), 8.64e15)
    self.millisecondsSince1970 = Int64(clamped)
  }

  /// The current time.
  public static func now() -> Timestamp { Timestamp(Date()) }

  /// The instant as a `Date`.
  public var date: Date { Date(timeIntervalSince1970: Double(millisecondsSince1970) / 1000) }

  /// The calendar day (UTC) the instant falls on.
  public var day: CalendarDay {
    CalendarDay(daysSince1970: floorDivide(millisecondsSince1970, 86_400_000))
  }

  /// `2026-11-21T10:12:45.123Z`.
  public var iso8601: String {
    let millisOfDay =
      millisecondsSince1970 - floorDivide(millisecondsSince1970, 86_400_000)
      * 86_400_000
    let hours = millisOfDay / 3_600_000
    let minutes = millisOfDay / 60_000 % 60
    let seconds = millisOfDay / 1000 % 60
    let millis = millisOfDay % 1000
    let (year, month, dayOfMonth) = day.components
    guard (0...9999).contains(year) else {
      return
        "\(day.iso8601)T\(pad(hours, 2)):\(pad(minutes, 2)):\(pad(seconds, 2)).\(pad(millis, 3))Z"
    }
    // Written byte by byte: exports write two of these per row, a million rows at a time.
    return String(unsafeUninitializedCapacity: 24) { buffer in
      writeDigits(Int64(year), 4, into: buffer, at: 0)
      buffer[4] = UInt8(ascii: "-")
      writeDigits(Int64(month), 2, into: buffer, at: 5)
      buffer[7] = UInt8(ascii: "-")
      writeDigits(Int64(dayOfMonth), 2, into: buffer, at: 8)
      buffer[10] = UInt8(ascii: "T")
      writeDigits(hours, 2, into: buffer, at: 11)
      buffer[13] = UInt8(ascii: ":")
      writeDigits(minutes, 2, into: buffer, at: 14)
      buffer[16] = UInt8(ascii: ":")
      writeDigits(seconds, 2, into: buffer, at: 17)
      buffer[19] = UInt8(ascii: ".")
      writeDigits(millis, 3, into: buffer, at: 20)
      buffer[23] = UInt8(ascii: "Z")
      return 24
    }
  }

  public var description: String { iso8601 }

  /// Reads `YYYY-MM-DDTHH:MM:SS[.mmm]Z`; returns nil for anything else.
  public static func parse(_ text: String) -> Timestamp? {
    let parts = text.split(separator: "T", omittingEmptySubsequences: false)
    guard parts.count == 2, let day = CalendarDay.parse(String(parts[0])),
      parts[1].hasSuffix("Z")
    else { return nil }
    let time = parts[1].dropLast()
    let hms = time.split(separator: ".", omittingEmptySubsequences: false)
    guard hms.count <= 2 else { return nil }
    let fields = hms[0].split(separator: ":", omittingEmptySubsequences: false)
    guard fields.count == 3, fields.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isASCII) }),
      let hours = Int64(fields[0]), let minutes = Int64(fields[1]),
      let seconds = Int64(fields[2]), hours < 24, minutes < 60, seconds < 60
    else { return nil }
    var millis: Int64 = 0
    if hms.count == 2 {
      guard hms[1].count == 3, let value = Int64(hms[1]), value >= 0 else { return nil }
      millis = value
    }
    let total =
      day.daysSince1970 * 86_400_000 + ((hours * 60 + minutes) * 60 + seconds) * 1000
      + millis
    return Timestamp(millisecondsSince1970: total)
  }

  public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool {
    lhs.millisecondsSince1970 < rhs.millisecondsSince1970
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let value = Timestamp.parse(text) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "'\(text)' is not a UTC time like 2026-11-21T10:12:45.123Z"
      )
    }
    self = value
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(iso8601)
  }
}

/// Writes the `width` low decimal digits of `value` (not negative) at `offset`.
func writeDigits(
  _ value: Int64, _ width: Int, into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int
) {
  var rest = value
  for index in stride(from: offset + width - 1, through: offset, by: -1) {
    buffer[index] = UInt8(ascii: "0") + UInt8(rest % 10)
    rest /= 10
  }
}
