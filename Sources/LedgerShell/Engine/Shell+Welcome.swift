import TerminalUI

extension Shell {
  /// Writes the session's first line, wrapped at spaces to the terminal's width.
  public func showBanner(_ text: String) {
    let width = style(for: ParsedArguments()).width
    environment.writeOutput(TextWrapper.wrap(text, width: width).joined(separator: "\n") + "\n")
  }

  /// Shows the ledger's tip for a new user (on an empty ledger, how to start); reports a
  /// ledger that cannot be opened once, up front.
  public func showWelcomeTips() {
    do {
      guard let text = try ledger().welcomeTip() else { return }
      let tip = InfoCard(text)
      let context = style(for: ParsedArguments()).renderContext
      let width = min(context.width, context.layout.formWidth)
      environment.writeOutput(tip.renderedText(in: context.withWidth(width)))
    } catch {
      report(Self.map(error), at: nil)
    }
  }
}
