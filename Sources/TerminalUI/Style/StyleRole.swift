/// What a piece of text means, which a theme turns into a style.
public enum StyleRole: Sendable, Hashable {
  /// Ordinary text, never styled.
  case plain
  /// A failure, an over-budget amount, a destructive action.
  case error
  /// Something to look at before it becomes an error.
  case warning
  /// Something that went well or is within budget.
  case success
  /// Secondary text: hints, separators, labels.
  case dim
  /// Titles and headers.
  case bold
  /// The current choice, a highlighted tab, an information symbol.
  case accent
}
