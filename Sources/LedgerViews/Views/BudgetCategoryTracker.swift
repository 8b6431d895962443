import LedgerCore
import LedgerShell
import TerminalUI

/// One category's budget as a card: spent (or received, for fees), the budget, what
/// remains or how far over it is, and a bar that shows the overflow.
///
/// ```
/// ┌──────────────────────────┐
/// │ Furnishings [Over]       │
/// ├──────────────────────────┤
/// │ Spent          $5,600.00 │
/// │ Budget         $5,000.00 │
/// │ Over by          $600.00 │
/// │ ███████████████▓▓ 112%   │
/// └──────────────────────────┘
/// ```
public struct BudgetCategoryTracker: Renderable {
  /// The category's line of the rollup.
  public var row: BudgetRollupRow

  /// Creates a tracker for `row`.
  public init(_ row: BudgetRollupRow) {
    self.row = row
  }

  /// "Received" for fee categories, "Spent" for the others.
  public var spentLabel: String { row.isFee ? "Received" : "Spent" }

  var card: TitledCard {
    var badges: [Badge] = []
    if row.isFee { badges.append(Badge("Fee", role: .accent)) }
    if row.category.isArchived { badges.append(Badge("Archived", role: .dim)) }
    if row.isOverBudget { badges.append(Badge("Over", role: .error)) }
    var rows: [any Renderable] = [
      AmountRow(spentLabel, row.spent.formatted),
      AmountRow("Budget", row.hasBudget ? row.budgeted.formatted : "none"),
    ]
    // Spending without a budget is over by all of it, as the [Over] badge and JSON say.
    if row.isOverBudget {
      rows.append(AmountRow("Over by", row.overBy.formatted, valueRole: .error))
    } else if row.hasBudget {
      rows.append(AmountRow("Remaining", row.remaining.formatted, valueRole: .success))
    }
    if !row.budgeted.isZero {
      rows.append(
        ProgressBar(fraction: BudgetCategoryTracker.fraction(row.spent, of: row.budgeted)))
    }
    return TitledCard(title: row.category.name, badges: badges, body: rows)
  }

  /// Spent as a fraction of budgeted, never below 0; 0 when nothing is budgeted.
  public static func fraction(_ spent: Money, of budgeted: Money) -> Double {
    guard budgeted.minorUnits > 0 else { return 0 }
    return max(0, Double(spent.minorUnits) / Double(budgeted.minorUnits))
  }

  public func measure(in context: RenderContext) -> Measurement {
    card.measure(in: context)
  }

  public func render(in context: RenderContext) -> [String] {
    card.render(in: context)
  }

  public func render(in context: RenderContext, height: Int) -> [String] {
    card.render(in: context, height: height)
  }
}
