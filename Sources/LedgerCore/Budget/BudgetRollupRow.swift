/// One category's line in a project's budget.
public struct BudgetRollupRow: Hashable, Sendable {
  public var category: BudgetCategory
  public var budgeted: Money
  /// Purchases minus returns; for a fee category, the money received.
  public var spent: Money
  /// Budgeted minus spent: negative when over budget.
  public var remaining: Money
  /// Spent as a percentage of budgeted (112.5 means 12.5 % over); nil when nothing is budgeted.
  public var percent: Double?

  public init(
    category: BudgetCategory, budgeted: Money, spent: Money, remaining: Money, percent: Double?
  ) {
    self.category = category
    self.budgeted = budgeted
    self.spent = spent
    self.remaining = remaining
    self.percent = percent
  }

  /// Whether more was spent than budgeted.
  public var isOverBudget: Bool { remaining.isNegative }

  /// Whether this row counts fees received rather than money spent.
  public var isFee: Bool { category.kind == .fee }
}
