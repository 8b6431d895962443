import LedgerCore
import LedgerShell
import LedgerStore
import TerminalUI

/// A project's spending in each of the last 12 months (returns subtracted, fees left
/// out), for the sparkline of `project show`.
struct MonthlySpending {
  /// The months, `YYYY-MM`, oldest first, the current one last.
  var months: [String]
  /// Net spending of each month, in minor units.
  var amounts: [Int64]
  var currency: Currency

  /// Loads the 12 months ending with the month of `today`.
  static func load(_ project: Project, through today: CalendarDay, from store: any Store)
    throws -> MonthlySpending
  {
    var (year, month, _) = today.components
    (year, month) = month == 12 ? (year, 1) : (year - 1, month + 1)
    let first = CalendarDay(year: year, month: month, day: 1) ?? today
    let totals = try store.spendingTotals(
      SpendingQuery(
        accountID: project.accountID, projectID: project.id, from: first, to: today,
        grouping: .month))
    let byMonth = Dictionary(totals.filter { !$0.isFee }.map { ($0.key, $0.net) }) { $0 &+ $1 }
    let months = SpendingGrouping.month.periodKeys(from: first, to: today)
    let currency = try store.account(project.accountID).currency
    return MonthlySpending(
      months: months, amounts: months.map { byMonth[$0] ?? 0 }, currency: currency)
  }

  /// The sparkline row of the overview, its label naming the months it covers.
  var sparkline: Sparkline {
    let range = months.first.map { "\($0) to \(months.last ?? $0)" } ?? ""
    return Sparkline(amounts, label: "Spending, \(range)")
  }

  /// One record per month: `month` and `amount` (decimal string).
  var records: [Record] {
    zip(months, amounts).map { month, amount in
      Record([
        "month": .string(month),
        "amount": .decimal(Money(minorUnits: amount, currency: currency).decimalString),
      ])
    }
  }
}
