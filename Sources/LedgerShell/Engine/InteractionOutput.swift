import TerminalUI

/// Lets TerminalUI's menus and forms draw through the shell's interaction.
///
/// Used only on the thread that runs the command, like the interaction itself.
public struct InteractionOutput: TextOutput, @unchecked Sendable {
  let interaction: Interaction

  /// Writes through `interaction`.
  public init(_ interaction: Interaction) {
    self.interaction = interaction
  }

  public func write(_ text: String) {
    interaction.write(text)
  }
}
