import LedgerCore
import LedgerShell
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
  /// Whether there is a budget, even one of $0.00 (which is not "no budget").
  public var hasBudget: Bool

  /// Creates a preview; `hasBudget` defaults to whether `budgeted` is more than zero.
  public init(label: String, spent: Money, budgeted: Money, hasBudget: Bool? = nil) {
    self.label = label
    self.spent = spent
    self.budgeted = budgeted
    self.hasBudget = hasBudget ?? !budgeted.isZero
  }

  var isOver: Bool { spent.minorUnits > budgeted.minorUnits && hasBudget }

  var value: String {
    if !hasBudget { return spent.isZero ? "no budget" : "\(spent.formatted), no budget" }
    return "\(spent.formatted) of \(budgeted.formatted)"
  }

  var bar: ProgressBar? {
    budgeted.isZero
      ? nil : ProgressBar(fraction: BudgetCategoryTracker.fraction(spent, of: budgeted))
  }

  public func measure(in context: RenderContext) -> Measurement {
    let valueWidth = value.displayWidth
    var measurement = Measurement.oneLine(
      minimum: max(DisplayWidth.longestWord(label), valueWidth),
      maximum: label.displayWidth + 2 + valueWidth, number: ValueFitting.widestNumber(in: value))
    if let bar { measurement = measurement.union(bar.measure(in: context)) }
    return measurement
  }

  /// The label and value on one line when they fit, else the value right-aligned under it,
  /// wrapped between its amounts, never inside one.
  public func render(in context: RenderContext) -> [String] {
    let width = context.width
    let labelWidth = label.displayWidth
    let valueWidth = value.displayWidth
    let role: StyleRole = isOver ? .error : .plain
    var lines: [String]
    if labelWidth + 1 + valueWidth <= width {
      let gap = String(repeating: " ", count: width - labelWidth - valueWidth)
      lines = [label + gap + context.paint(value, role)]
    } else {
      lines = TextWrapper.wrap(label, width: width)
      lines += ValueFitting.lines(value, width: width).map {
        context.paint(DisplayWidth.pad($0, to: width, alignment: .right), role)
      }
    }
    if let bar { lines += bar.render(in: context) }
    return lines
  }
}
