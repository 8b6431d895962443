/// A project's budget by category: what was budgeted, spent and remains, with totals.
///
/// Rows follow the user's category order. Archived categories appear only when they
/// have a budget or spending. Totals cover standard categories plus uncategorized
/// spending; fee categories (money received) are totalled apart.
public struct BudgetRollup: Hashable, Sendable {
  public var currency: Currency
  public var rows: [BudgetRollupRow]
  /// Purchases minus returns of transactions without a category.
  public var uncategorizedSpent: Money
  public var totalBudgeted: Money
  public var totalSpent: Money
  /// Total budgeted minus total spent: negative when over.
  public var totalRemaining: Money
  /// Total spent as a percentage of total budgeted; nil when nothing is budgeted.
  public var totalPercent: Double?
  /// Sum of fee categories' budgets.
  public var feesBudgeted: Money
  /// Sum of fee categories' money received.
  public var feesReceived: Money

  /// Computes the rollup from categories, the project's budgets and per-category sums.
  ///
  /// Throws only when a sum overflows.
  public static func compute(
    categories: [BudgetCategory], budgets: [CategoryBudget], spending: [CategorySpending],
    currency: Currency
  ) throws(MoneyError) -> BudgetRollup {
    // Keyed by the ids' raw values: Int64 keys share the runtime's look-up of their
    // Hashable conformance with the rest of the program, where EntityID and EntityID? keys
    // each cost a search of every conformance in the binary (half a million instructions,
    // a tenth of a millisecond, at every start of `ledgersh -c projects`).
    var budgetByCategory: [Int64: Int64] = [:]
    for budget in budgets {
      let (sum, overflow) = (budgetByCategory[budget.categoryID.rawValue] ?? 0)
        .addingReportingOverflow(budget.amount.minorUnits)
      guard !overflow else { throw .overflow("budget of category \(budget.categoryID)") }
      budgetByCategory[budget.categoryID.rawValue] = sum
    }
    var spentByCategory: [Int64: Int64] = [:]
    var uncategorizedUnits: Int64 = 0
    for entry in spending {
      let (net, overflow1) = entry.purchases.subtractingReportingOverflow(entry.returns)
      let before = entry.categoryID.map { spentByCategory[$0.rawValue] ?? 0 } ?? uncategorizedUnits
      let (sum, overflow2) = before.addingReportingOverflow(net)
      guard !overflow1, !overflow2 else { throw .overflow("spending") }
      if let id = entry.categoryID {
        spentByCategory[id.rawValue] = sum
      } else {
        uncategorizedUnits = sum
      }
    }
    let ordered = categories.sorted { ($0.position, $0.id) < ($1.position, $1.id) }
    var rows: [BudgetRollupRow] = []
    var totalBudgeted = Money.zero(currency)
    let uncategorized = Money(minorUnits: uncategorizedUnits, currency: currency)
    var totalSpent = uncategorized
    var feesBudgeted = Money.zero(currency)
    var feesReceived = Money.zero(currency)
    for category in ordered {
      let budgetedUnits = budgetByCategory[category.id.rawValue]
      let spentUnits = spentByCategory[category.id.rawValue]
      if category.isArchived, budgetedUnits == nil, spentUnits == nil { continue }
      let budgeted = Money(minorUnits: budgetedUnits ?? 0, currency: currency)
      let spent = Money(minorUnits: spentUnits ?? 0, currency: currency)
      rows.append(
        BudgetRollupRow(
          category: category, budgeted: budgeted, spent: spent,
          remaining: try budgeted.subtracting(spent),
          percent: percent(spent, of: budgeted), hasBudget: budgetedUnits != nil))
      if category.kind == .fee {
        feesBudgeted = try feesBudgeted.adding(budgeted)
        feesReceived = try feesReceived.adding(spent)
      } else {
        totalBudgeted = try totalBudgeted.adding(budgeted)
        totalSpent = try totalSpent.adding(spent)
      }
    }
    return BudgetRollup(
      currency: currency, rows: rows, uncategorizedSpent: uncategorized,
      totalBudgeted: totalBudgeted, totalSpent: totalSpent,
      totalRemaining: try totalBudgeted.subtracting(totalSpent),
      totalPercent: percent(totalSpent, of: totalBudgeted), feesBudgeted: feesBudgeted,
      feesReceived: feesReceived)
  }

  /// Computes the rollup straight from transactions (the project's, in `currency`).
  public static func compute(
    categories: [BudgetCategory], budgets: [CategoryBudget], transactions: [Transaction],
    currency: Currency
  ) throws(MoneyError) -> BudgetRollup {
    try compute(
      categories: categories, budgets: budgets,
      spending: try CategorySpending.from(transactions), currency: currency)
  }

  private static func percent(_ part: Money, of whole: Money) -> Double? {
    guard whole.minorUnits != 0 else { return nil }
    return Double(part.minorUnits) / Double(whole.minorUnits) * 100
  }
}
