import LedgerCore
import TerminalUI

/// The compact budget line of a project card: a category, spent of budgeted, and a bar.
///
/// ```
/// Furnishings
///       $1,250.00 of $5,000.00
/// █████░░░░░░░░░░░░░░░ 25%
/// ```
public struct BudgetProgressPreview: Renderable {
  /// What the line is about: the pinned category's name, or "Total budget".
  public var label: String
  public var spent: Money
  public var budgeted: Money

  /// Creates a preview.
  public init(label: String, spent: Money, budgeted: Money) {
    self.label = label
    self.spent = spent
    self.budgeted = budgeted
  }

  var parts: [any Renderable] {
    let over = spent.minorUnits > budgeted.minorUnits && !budgeted.isZero
    let value =
      budgeted.isZero ? "\(spent.formatted), no budget" : "\(spent.formatted) of \(budgeted.formatted)"
    var parts: [any Renderable] = [DetailRow(label, value, valueRole: over ? .error : .plain)]
    if !budgeted.isZero {
      parts.append(ProgressBar(fraction: BudgetCategoryTracker.fraction(spent, of: budgeted)))
    }
    return parts
  }

  public func measure(in context: RenderContext) -> Measurement {
    parts.reduce(Measurement.fixed(0)) { $0.union($1.measure(in: context)) }
  }

  public func render(in context: RenderContext) -> [String] {
    parts.flatMap { $0.render(in: context) }
  }
}
