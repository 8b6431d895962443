/// Where Tab completion finds candidates for an argument or option value.
public enum CompletionSource: Sendable, Equatable {
  /// Nothing to offer.
  case none
  /// Fixed words.
  case words([String])
  /// Files and directories on disk.
  case files
  /// A named dynamic source registered by a plugin, such as `projects`, `categories`, `vendors`.
  case named(String)
}
