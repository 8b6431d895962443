/// Where Tab completion finds candidates for an argument or option value.
public enum CompletionSource: Sendable, Equatable {
  /// Nothing to offer.
  case none
  /// Fixed words.
  case words([String])
  /// Files and directories on disk.
  case files
  /// A dynamic source registered by one plugin, such as `.projects`.
  case named(CompletionSourceName)
}

/// The name of a dynamic completion source: declared once as a constant, used both by the
/// plugin that registers it and by the specs that complete from it, so that a misspelt
/// name cannot compile.
public struct CompletionSourceName: Hashable, Sendable, CustomStringConvertible {
  /// The name, such as `projects`.
  public let rawValue: String

  /// Declares a source name; give it a static constant rather than writing it inline.
  public init(_ rawValue: String) { self.rawValue = rawValue }

  public var description: String { rawValue }

  /// Command names, for `help` (built in).
  public static let commands = CompletionSourceName("commands")
  /// Setting names, for `set` and `show` (built in).
  public static let settings = CompletionSourceName("settings")
  /// The values of the setting named earlier on the line (built in).
  public static let settingValues = CompletionSourceName("setting-values")
}
