/// The arguments and options of one invocation, checked against its spec.
public struct ParsedArguments: Sendable, Equatable {
  /// Positional values by argument name (a variadic argument holds several).
  public var positional: [String: [String]] = [:]
  /// Option values by long name, in the order given.
  public var options: [String: [String]] = [:]
  /// Flags that were given.
  public var flags: Set<String> = []

  /// Creates an empty set of arguments.
  public init() {}

  /// The value of a positional argument or option, the last one when repeated.
  public func value(_ name: String) -> String? {
    positional[name]?.last ?? options[name]?.last
  }

  /// Every value given for a positional argument or a repeatable option.
  public func values(_ name: String) -> [String] {
    positional[name] ?? options[name] ?? []
  }

  /// Whether a flag was given.
  public func flag(_ name: String) -> Bool { flags.contains(name) }

  /// Whether an option or argument was given at all.
  public func has(_ name: String) -> Bool {
    positional[name] != nil || options[name] != nil || flags.contains(name)
  }

  /// The value as an integer, already validated by the parser when typed `.integer`.
  public func integer(_ name: String) -> Int? { value(name).flatMap { Int($0) } }
}
