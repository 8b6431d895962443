/// A key bound to one of the program's editor functions, and where the binding comes from.
public struct KeyBinding: Sendable, Equatable {
  /// Where a binding was made.
  public enum Source: String, Sendable {
    /// The program's default.
    case `default`
    /// A `bind` line of the user's editrc.
    case editrc
  }

  /// The key in editrc notation (`^X^N`).
  public var key: String
  /// The editor function's name.
  public var function: String
  /// Where the binding comes from.
  public var source: Source
  /// Whether the key works in vi's command mode (`bind -a`) rather than in emacs mode or
  /// vi's insert mode.
  public var isViCommandMode: Bool

  /// Creates a binding.
  public init(key: String, function: String, source: Source, isViCommandMode: Bool = false) {
    self.key = key
    self.function = function
    self.source = source
    self.isViCommandMode = isViCommandMode
  }
}
