/// A command declared as data: help, completion, "did you mean" and the man page
/// are all generated from these values, so they cannot drift apart.
public struct CommandSpec: Sendable {
  /// The command's words, such as `project add` or `help`.
  public var name: String
  /// Other spellings that run the same command, such as `projects` for `project list`.
  public var aliases: [String]
  /// One line saying what it does.
  public var summary: String
  /// Further paragraphs for `help CMD` and the man page.
  public var discussion: String
  /// The positional arguments in order.
  public var arguments: [ArgumentSpec]
  /// The options it accepts besides the global ones (`--format`, `--width`, `--help`).
  public var options: [OptionSpec]
  /// Worked examples.
  public var examples: [CommandExample]
  /// The help section the command is listed under: its plugin's `helpGroup`, set when the
  /// registry takes the command.
  public var group: String
  /// Runs the command.
  public var run: @Sendable (CommandContext) throws -> CommandResult
  /// Whether the command steers the session or its transactions (`begin`, `undo`,
  /// `source`), so that it cannot run inside another command, such as an external
  /// plugin's call: it would nest what cannot nest.
  public var isTopLevelOnly = false
  /// Whether its `.money` values may be negative.
  ///
  /// The built-in commands take none; an
  /// external plugin's command (`CommandSignature`) reads amounts as they are typed.
  public var allowsNegativeAmounts = false

  /// Declares a command.
  public init(
    _ name: String, aliases: [String] = [], summary: String, discussion: String = "",
    group: String = "", arguments: [ArgumentSpec] = [], options: [OptionSpec] = [],
    examples: [CommandExample] = [],
    run: @escaping @Sendable (CommandContext) throws -> CommandResult
  ) {
    self.name = name
    self.aliases = aliases
    self.summary = summary
    self.discussion = discussion
    self.group = group
    self.arguments = arguments
    self.options = options
    self.examples = examples
    self.run = run
  }

  /// The same command, marked as one that cannot run inside another (`isTopLevelOnly`).
  public func topLevelOnly() -> CommandSpec {
    var spec = self
    spec.isTopLevelOnly = true
    return spec
  }

  /// The widths `--width` (and `set width`) accept, in terminal columns.
  public static let widthRange = 20...1000

  /// The options every command accepts.
  public static let globalOptions: [OptionSpec] = [
    OptionSpec(
      "format", "Output format for this command", type: .choice(OutputFormat.allNames)),
    OptionSpec("width", "Render for this many columns", type: .integer(widthRange)),
    .flag("help", short: "h", "Show help for this command"),
  ]

  /// Options plus the global ones, in the order help lists them; a command's own option
  /// of a global option's name (such as `export --format journal`) takes its place.
  public var allOptions: [OptionSpec] {
    options + Self.globalOptions.filter { global in !options.contains { $0.name == global.name } }
  }

  /// The one-line usage, such as `project add NAME [--client TEXT] [--description TEXT]`.
  public var usage: String {
    var parts = [name]
    for argument in arguments {
      var word = argument.name.uppercased()
      if argument.isVariadic { word += "…" }
      parts.append(argument.isOptional ? "[\(word)]" : word)
    }
    for option in options {
      var word = "--\(option.name)"
      if let type = option.type { word += " \(type.placeholder)" }
      parts.append(option.isRequired ? word : "[\(word)]")
    }
    return parts.joined(separator: " ")
  }
}
