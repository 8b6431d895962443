/// A `--name` option of a command: a flag, or an option that takes a value.
public struct OptionSpec: Sendable, Equatable {
  /// The long name without dashes, such as `client`.
  public var name: String
  /// An optional one-letter short name without the dash, such as `y`.
  public var short: Character?
  /// What the option does, for help.
  public var summary: String
  /// The kind of value, or nil for a flag that takes none.
  public var type: ValueType?
  /// The default value shown in help, if any.
  public var defaultValue: String?
  /// Whether it may be given more than once.
  public var isRepeatable: Bool
  /// Where Tab completion looks for values.
  public var completion: CompletionSource
  /// Whether the command cannot run without it: usage shows it without brackets (the
  /// command itself says what is missing).
  public var isRequired = false
  /// Other words a user may type for it, such as `quantity` for `qty`.
  ///
  /// An unknown option that is one of them is answered with this option's name. Never
  /// accepted in its place, so a script keeps one spelling.
  public var otherNames: [String] = []
  /// Where Tab completion looks for the word after a given value of this option, such as
  /// space names after `--to space` (`attach FILE --to space NAME`).
  public var followingCompletion: [String: CompletionSource] = [:]

  /// Declares an option that takes a value.
  public init(
    _ name: String, short: Character? = nil, _ summary: String, type: ValueType = .text,
    defaultValue: String? = nil, repeatable: Bool = false, completion: CompletionSource? = nil
  ) {
    self.name = name
    self.short = short
    self.summary = summary
    self.type = type
    self.defaultValue = defaultValue
    self.isRepeatable = repeatable
    self.completion = completion ?? CompletionSource.default(for: type)
  }

  /// Declares a flag that takes no value.
  public static func flag(_ name: String, short: Character? = nil, _ summary: String) -> OptionSpec
  {
    var spec = OptionSpec(name, short: short, summary)
    spec.type = nil
    spec.completion = .none
    return spec
  }

  /// This option, shown in usage as one the command needs.
  public func required() -> OptionSpec {
    var spec = self
    spec.isRequired = true
    return spec
  }

  /// This option, suggested when one of `names` is typed in its place.
  public func suggested(for names: String...) -> OptionSpec {
    var spec = self
    spec.otherNames += names
    return spec
  }

  /// This option, with the word after its value `value` completed from `source`.
  public func completing(after value: String, from source: CompletionSource) -> OptionSpec {
    var spec = self
    spec.followingCompletion[value] = source
    return spec
  }

  /// Whether this option is a flag.
  public var isFlag: Bool { type == nil }

  /// The usage form, such as `--client TEXT` or `-y, --yes`.
  public var usage: String {
    var text = short.map { "-\($0), " } ?? ""
    text += "--\(name)"
    if let type { text += " \(type.placeholder)" }
    return text
  }
}
