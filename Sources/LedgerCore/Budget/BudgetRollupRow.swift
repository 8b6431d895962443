/// One category's line in a project's budget.
public struct BudgetRollupRow: Hashable, Sendable {
  public var category: BudgetCategory
  /// The budget; zero both for a budget of $0.00 and for none (see `hasBudget`).
  public var budgeted: Money
  /// Whether the project has a budget for the category, even one of zero.
  public var hasBudget: Bool
  /// Purchases minus returns; for a fee category, the money received.
  public var spent: Money
  /// Budgeted minus spent: negative when over budget.
  public var remaining: Money
  /// Spent as a percentage of budgeted (112.5 means 12.5 % over); nil when nothing is budgeted.
  public var percent: Double?

  public init(
    category: BudgetCategory, budgeted: Money, spent: Money, remaining: Money, percent: Double?,
    hasBudget: Bool? = nil
  ) {
    self.category = category
    self.budgeted = budgeted
    self.hasBudget = hasBudget ?? !budgeted.isZero
    self.spent = spent
    self.remaining = remaining
    self.percent = percent
  }

  /// Whether more was spent than budgeted; spending without a budget is over by all of it.
  public var isOverBudget: Bool { remaining.isNegative }

  /// How far over budget, as a positive amount; zero when within it.
  public var overBy: Money {
    Money(
      minorUnits: remaining.isNegative ? 0 &- remaining.minorUnits : 0, currency: remaining.currency
    )
  }

  /// Whether this row counts fees received rather than money spent.
  public var isFee: Bool { category.kind == .fee }
}
