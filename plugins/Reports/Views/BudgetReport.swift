import LedgerCore
import LedgerStore
import ReportPages

/// `report budget`'s figures: the project's budget rollup and its spending in each of the
/// last 12 months (to today's month).
struct BudgetReport {
  var project: Project
  var rollup: BudgetRollup
  /// `YYYY-MM` and the spending (purchases less returns, fees apart) of each month.
  var months: [(key: String, net: Int64)]

  static let monthNames = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]

  static func load(project: Project, today: CalendarDay, store: any Store) throws -> BudgetReport {
    let rollup = try store.budgetRollup(projectID: project.id)
    let (year, month, _) = today.components
    let startMonth = (year * 12 + month - 1) - 11
    let first =
      CalendarDay(year: startMonth / 12, month: startMonth % 12 + 1, day: 1) ?? today
    var query = SpendingQuery(
      accountID: project.accountID, projectID: project.id, from: first, to: today,
      grouping: .month)
    query.projectID = project.id
    let totals = try store.spendingTotals(query).filter { !$0.isFee }
    let byKey = Dictionary(totals.map { ($0.key, $0.net) }) { first, _ in first }
    let months = SpendingGrouping.month.periodKeys(from: first, to: today).map {
      (key: $0, net: byKey[$0] ?? 0)
    }
    return BudgetReport(project: project, rollup: rollup, months: months)
  }

  /// `Mar 2026` for `2026-03`.
  static func monthLabel(_ key: String) -> String {
    let parts = key.split(separator: "-")
    guard parts.count == 2, let month = Int(parts[1]), (1...12).contains(month) else { return key }
    return "\(monthNames[month - 1]) \(parts[0])"
  }

  func money(_ minorUnits: Int64) -> Money {
    Money(minorUnits: minorUnits, currency: rollup.currency)
  }

  /// An amount in whole units for a chart's label: `$1,250` rather than `$1,249.99`.
  func roundText(_ minorUnits: Int64) -> String {
    let digits = rollup.currency.minorUnitDigits
    guard digits > 0 else { return money(minorUnits).formatted }
    let scale = (0..<digits).reduce(Int64(1)) { value, _ in value &* 10 }
    let half = minorUnits >= 0 ? scale / 2 : 0 &- scale / 2
    let whole = (minorUnits &+ half) / scale &* scale
    // `$1,250.00` without its last digits and their mark.
    let text = money(whole).formatted
    guard text.count > digits + 1 else { return text }
    return String(text.dropLast(digits + 1))
  }

  /// The page for the client.
  func page(heading: PageHeading) -> BudgetPage {
    func line(_ row: BudgetRollupRow) -> BudgetPage.Line {
      BudgetPage.Line(
        name: row.category.name, budgeted: row.hasBudget ? row.budgeted.formatted : "",
        spent: row.spent.formatted,
        remaining: row.isOverBudget ? row.overBy.formatted : row.remaining.formatted,
        fraction: row.budgeted.minorUnits > 0
          ? max(0, Double(row.spent.minorUnits) / Double(row.budgeted.minorUnits)) : nil,
        isOver: row.isOverBudget)
    }
    let standard = rollup.rows.filter { !$0.isFee }
    let fees = rollup.rows.filter(\.isFee)
    let over = rollup.totalRemaining.isNegative
    let total = BudgetPage.Line(
      name: "Total", budgeted: rollup.totalBudgeted.formatted, spent: rollup.totalSpent.formatted,
      remaining: over
        ? money(0 &- rollup.totalRemaining.minorUnits).formatted : rollup.totalRemaining.formatted,
      fraction: rollup.totalPercent.map { $0 / 100 }, isOver: over)
    let first = months.first.map { Self.monthLabel($0.key) } ?? ""
    let last = months.last.map { Self.monthLabel($0.key) } ?? ""
    return BudgetPage(
      heading: heading, lines: standard.map(line), total: total,
      uncategorized: rollup.uncategorizedSpent.isZero ? nil : rollup.uncategorizedSpent.formatted,
      fees: fees.map {
        BudgetPage.FeeLine(
          name: $0.category.name, budgeted: $0.hasBudget ? $0.budgeted.formatted : "",
          received: $0.spent.formatted)
      },
      feesTotal: fees.isEmpty
        ? nil
        : BudgetPage.FeeLine(
          name: "Total fees", budgeted: rollup.feesBudgeted.formatted,
          received: rollup.feesReceived.formatted),
      months: months.map {
        MonthBar(
          label: Self.monthLabel($0.key), value: Double($0.net), valueText: roundText($0.net))
      },
      monthsCaption: "Purchases less returns, \(first) to \(last); fees received are not spending.")
  }
}
