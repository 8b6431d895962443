import CalendarDays

/// The arguments and options of one invocation, checked against its spec.
///
/// Values of a declared kind are read once, before the command runs, and handed out
/// typed: `integer(_:)`, `date(_:)` and (LedgerViews's) `money(_:)`. A bad one is refused with the same
/// message by every command, before any of its store work.
public struct ParsedArguments: Sendable, Equatable {
  /// Positional values by argument name (a variadic argument holds several).
  public var positional: [String: [String]] = [:]
  /// Option values by long name, in the order given.
  public var options: [String: [String]] = [:]
  /// Flags that were given.
  public var flags: Set<String> = []
  /// The `.date` values, read as the line was parsed, by name.
  public var dates: [String: [CalendarDay]] = [:]
  /// The `.money` values, read in the account's currency before the command ran (the
  /// engine's `readAmounts`, through its `ShellLedger`), by name: LedgerViews's
  /// `money(_:)` hands them out.
  public var typedValues: [String: [TypedValue]] = [:]

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

  /// The day a `.date` argument or option names, the last one when repeated.
  ///
  /// Nil when not given; checked as the line was parsed.
  public func date(_ name: String) -> CalendarDay? { dates[name]?.last }
}
