import TerminalUI

/// Lets TerminalUI's menus and forms read answers through the shell's interaction.
public struct InteractionLineSource: LineSource {
  let interaction: Interaction

  /// Reads through `interaction`.
  public init(_ interaction: Interaction) {
    self.interaction = interaction
  }

  public func readLine(prompt: String) -> String? {
    interaction.readLine(prompt: prompt)
  }

  public func readLine(prompt: String, suggestions: [String]) -> String? {
    interaction.readLine(prompt: prompt, suggestions: suggestions)
  }
}
