import TerminalUI

/// A price on an item card: a label and an amount on one line, or, where the card is too
/// narrow for both, the label whole on its own line and the amount under it.
///
/// It asks for no more width than a `DetailRow` (so a price does not take a column out of
/// the grid) and is drawn as an `AmountRow`: "Project price" never breaks into "Project"
/// beside the amount and "price" under it.
struct PriceRow: Renderable {
  private let amount: AmountRow

  /// Creates a row of `label` and the formatted amount `value`.
  init(_ label: String, _ value: String) {
    amount = AmountRow(label, value)
  }

  func measure(in context: RenderContext) -> Measurement {
    amount.row.measure(in: context)
  }

  func render(in context: RenderContext) -> [String] {
    amount.render(in: context)
  }
}
