import LedgerStore
import TerminalUI

extension Shell {
  /// Writes the session's first line, wrapped at spaces to the terminal's width.
  public func showBanner(_ text: String) {
    let width = style(for: ParsedArguments()).width
    environment.writeOutput(TextWrapper.wrap(text, width: width).joined(separator: "\n") + "\n")
  }

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
