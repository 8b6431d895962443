/// A positional argument of a command.
public struct ArgumentSpec: Sendable, Equatable {
  /// The name used in help (`NAME`) and to read the value back.
  public var name: String
  /// What the argument means, for help.
  public var summary: String
  /// The kind of value.
  public var type: ValueType
  /// Whether the command can run without it.
  public var isOptional: Bool
  /// Whether it takes all remaining words.
  public var isVariadic: Bool
  /// Where Tab completion looks for values.
  public var completion: CompletionSource

  /// Declares a positional argument.
  public init(
    _ name: String, _ summary: String, type: ValueType = .text, optional: Bool = false,
    variadic: Bool = false, completion: CompletionSource? = nil
  ) {
    self.name = name
    self.summary = summary
    self.type = type
    self.isOptional = optional
    self.isVariadic = variadic
    self.completion = completion ?? CompletionSource.default(for: type)
  }
}

extension CompletionSource {
  /// The completion a value type implies when a spec names none.
  static func `default`(for type: ValueType) -> CompletionSource {
    switch type {
    case .choice(let words): return .words(words)
    case .path: return .files
    default: return .none
    }
  }
}
