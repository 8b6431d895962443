import LedgerCore
import LedgerShell
import TerminalUI

/// A project's whole budget: one tracker per category in the user's order, in the
/// responsive grid, then the totals.
public struct BudgetOverview: Renderable {
  /// The rollup shown.
  public var rollup: BudgetRollup

  /// Creates the overview of `rollup`.
  public init(_ rollup: BudgetRollup) {
    self.rollup = rollup
  }

  var stack: VerticalStack {
    var items: [any Renderable] = []
    if rollup.rows.isEmpty {
      items.append(
        Paragraph("No budget categories yet: add one with 'category add NAME'.", role: .dim))
    } else {
      items.append(Grid(rollup.rows.map(BudgetCategoryTracker.init)))
    }
    items.append(BudgetTotals(rollup))
    return VerticalStack(items, spacing: 1)
  }

  public func measure(in context: RenderContext) -> Measurement {
    stack.measure(in: context)
  }

  public func render(in context: RenderContext) -> [String] {
    stack.render(in: context)
  }
}
