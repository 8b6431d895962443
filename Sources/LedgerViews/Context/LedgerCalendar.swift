import Foundation
import LedgerCore
import LedgerShell

/// Today's date, as a transaction's default date.
public enum LedgerCalendar {
  /// The calendar day it is now in the user's time zone (`TZ`).
  public static func today(now: Date = Date(), timeZone: TimeZone = .current) -> CalendarDay {
    let offset = Int64(timeZone.secondsFromGMT(for: now))
    let seconds = Int64(now.timeIntervalSince1970.rounded(.down)) + offset
    let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    return CalendarDay(daysSince1970: days)
  }

  /// The `--from` and `--to` of a listing (`arguments.date`); fails when the range is
  /// backwards.
  public static func range(from first: CalendarDay?, to last: CalendarDay?) throws(ShellError)
    -> (from: CalendarDay?, to: CalendarDay?)
  {
    if let first, let last, first > last {
      throw .usage(
        "--from \(first) is after --to \(last); give the earlier day first",
        hint: "such as --from \(last) --to \(first)")
    }
    return (first, last)
  }
}
