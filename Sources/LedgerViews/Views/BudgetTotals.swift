import LedgerCore
import LedgerShell
import TerminalUI

/// The total lines under a project's budget: spending against the budget, fees received,
/// and spending without a category.
public struct BudgetTotals: Renderable {
  /// The rollup whose totals are shown.
  public var rollup: BudgetRollup

  /// Creates the totals of `rollup`.
  public init(_ rollup: BudgetRollup) {
    self.rollup = rollup
  }

  /// The lines before wrapping, each with the role of its emphasis.
  public var sentences: [(text: String, role: StyleRole)] {
    var total = "Total: \(rollup.totalSpent.formatted) spent of \(rollup.totalBudgeted.formatted)"
    var role = StyleRole.plain
    if rollup.totalBudgeted.isZero {
      total = "Total: \(rollup.totalSpent.formatted) spent, nothing budgeted"
    } else if rollup.totalRemaining.isNegative {
      let over = Money(
        minorUnits: 0 &- rollup.totalRemaining.minorUnits, currency: rollup.currency)
      total += " · over by \(over.formatted)"
      role = .error
    } else {
      total += " · \(rollup.totalRemaining.formatted) remaining"
    }
    if let percent = rollup.totalPercent { total += " (\(Int(percent.rounded()))%)" }
    var lines = [(total, role)]
    if !rollup.feesBudgeted.isZero || !rollup.feesReceived.isZero {
      lines.append(
        (
          "Fees: \(rollup.feesReceived.formatted) received of \(rollup.feesBudgeted.formatted)",
          .plain
        ))
    }
    if !rollup.uncategorizedSpent.isZero {
      lines.append(
        ("Uncategorized: \(rollup.uncategorizedSpent.formatted) spent (in the total)", .dim))
    }
    return lines
  }

  public func measure(in context: RenderContext) -> Measurement {
    sentences.reduce(Measurement.fixed(0)) {
      $0.union(
        Measurement.of(text: $1.text).holding(number: ValueFitting.widestNumber(in: $1.text)))
    }
  }

  public func render(in context: RenderContext) -> [String] {
    sentences.flatMap { sentence in
      let text = sentence.text.split(separator: "·", omittingEmptySubsequences: false)
        .joined(separator: context.symbols.separator)
      return ValueFitting.lines(text, width: context.width).map {
        context.paint($0, sentence.role)
      }
    }
  }
}
