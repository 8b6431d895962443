import LedgerCore
import LedgerShell

extension CommandContext {
  /// Today in the user's time zone, or the day `LEDGERSH_TODAY` gives (`YYYY-MM-DD`), so
  /// that reports of "the last 12 months" can be reproduced by tests and scripts.
  public var today: CalendarDay {
    environment["LEDGERSH_TODAY"].flatMap(CalendarDay.parse) ?? LedgerCalendar.today()
  }
}
