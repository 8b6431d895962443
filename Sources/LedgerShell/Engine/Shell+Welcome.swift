import LedgerStore
import TerminalUI

extension Shell {
  /// On an empty ledger, tells a new user how to start; reports a store that
  /// cannot be opened once, up front.
  public func showWelcomeTips() {
    do {
      guard try store().isEmpty() else { return }
      let tip = InfoCard(
        "This ledger is empty. Try 'demo' for a sample ledger, or "
          + "'project add \"Smith Residence\"' to start your own.")
      let context = style(for: ParsedArguments()).renderContext
      let width = min(context.width, context.layout.formWidth)
      environment.writeOutput(tip.renderedText(in: context.withWidth(width)))
    } catch {
      report(Self.map(error), at: nil)
    }
  }
}
