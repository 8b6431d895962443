/// The JSON form of a `CommandSpec`: what an external plugin declares in answer to
/// `describe`, and what the signature cache keeps.
///
/// Field names follow `man ledgersh-plugin`: `name`, `summary`, `group`, `discussion`,
/// `aliases`, `arguments`, `options` and `examples`; absent fields take their defaults.
public struct CommandSignature: Codable, Sendable, Equatable {
  /// The command's words, such as `vendor report`.
  public var name: String
  /// One line saying what it does.
  public var summary: String
  /// The help section it asks to be listed under.
  public var group: String?
  /// Further paragraphs for `help CMD`.
  public var discussion: String?
  /// Other spellings that run the same command.
  public var aliases: [String]?
  /// The positional arguments in order.
  public var arguments: [Argument]?
  /// The options it accepts besides the global ones.
  public var options: [Option]?
  /// Worked examples.
  public var examples: [Example]?

  /// A positional argument.
  public struct Argument: Codable, Sendable, Equatable {
    /// The name shown in usage and sent back in `run`.
    public var name: String
    /// What it means.
    public var summary: String?
    /// Whether the command needs it (default true).
    public var required: Bool?
    /// Whether it takes every remaining word.
    public var variadic: Bool?
    /// The kind of value (default `text`).
    public var value: Value?
    /// Where Tab completion looks for values.
    public var completion: Completion?
  }

  /// A `--name` option.
  public struct Option: Codable, Sendable, Equatable {
    /// The long name without dashes.
    public var name: String
    /// A one-letter short name without the dash.
    public var short: String?
    /// What it does.
    public var summary: String?
    /// The kind of value it takes (default `text`); ignored for a flag.
    public var value: Value?
    /// Whether it is a flag, taking no value.
    public var flag: Bool?
    /// Whether the command cannot run without it.
    public var required: Bool?
    /// Whether it may be given more than once.
    public var repeatable: Bool?
    /// The default shown in help.
    public var `default`: String?
    /// Where Tab completion looks for values.
    public var completion: Completion?
  }

  /// A worked example.
  public struct Example: Codable, Sendable, Equatable {
    /// The command line.
    public var command: String
    /// What it does.
    public var summary: String
  }

  /// The kind of value: a type name (`text`, `integer`, `money`, `date`, `path`) or a
  /// fixed list of words.
  public enum Value: Codable, Sendable, Equatable {
    /// A type by name.
    case type(String)
    /// One of these words.
    case choice([String])

    public init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if let words = try? container.decode([String].self) {
        self = .choice(words)
      } else {
        self = .type(try container.decode(String.self))
      }
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      switch self {
      case .type(let name): try container.encode(name)
      case .choice(let words): try container.encode(words)
      }
    }
  }

  /// Where completion looks: a source by name (a built-in one such as `projects`,
  /// `categories`, `vendors`, or `files`) or a fixed list of words.
  public enum Completion: Codable, Sendable, Equatable {
    /// A named source.
    case source(String)
    /// These words.
    case words([String])

    public init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if let words = try? container.decode([String].self) {
        self = .words(words)
      } else {
        self = .source(try container.decode(String.self))
      }
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      switch self {
      case .source(let name): try container.encode(name)
      case .words(let words): try container.encode(words)
      }
    }
  }

  /// The type names `value` accepts.
  public static let valueNames = ["text", "integer", "money", "date", "path"]

  /// The names of the options that must be given.
  public var requiredOptions: [String] {
    (options ?? []).filter { $0.required == true && $0.flag != true }.map(\.name)
  }

  /// The spec this signature declares, running `run`; throws a message saying which
  /// field is wrong.
  public func spec(run: @escaping @Sendable (CommandContext) throws -> CommandResult)
    throws(ShellError) -> CommandSpec
  {
    let words = name.split(separator: " ", omittingEmptySubsequences: false)
    guard !words.isEmpty, words.count <= 3, words.allSatisfy(Self.isWord) else {
      throw .failure("the command name '\(name)' must be one to three words of a-z, 0-9 or -")
    }
    for alias in aliases ?? [] {
      let aliasWords = alias.split(separator: " ", omittingEmptySubsequences: false)
      guard !aliasWords.isEmpty, aliasWords.count <= 3, aliasWords.allSatisfy(Self.isWord)
      else { throw .failure("'\(name)': the alias '\(alias)' is not one to three words") }
    }
    var argumentSpecs: [ArgumentSpec] = []
    for argument in arguments ?? [] {
      guard Self.isWord(Substring(argument.name)) else {
        throw .failure("'\(name)': the argument name '\(argument.name)' is not one word")
      }
      let type = try Self.valueType(argument.value, in: name)
      argumentSpecs.append(
        ArgumentSpec(
          argument.name, argument.summary ?? "", type: type,
          optional: argument.required == false, variadic: argument.variadic ?? false,
          completion: Self.completion(argument.completion, type: type)))
    }
    let globalNames = CommandSpec.globalOptions.map(\.name)
    var optionSpecs: [OptionSpec] = []
    for option in options ?? [] {
      guard Self.isWord(Substring(option.name)), !globalNames.contains(option.name) else {
        throw .failure(
          "'\(name)': the option name '\(option.name)' is not one word, or is a global option")
      }
      let short = option.short.flatMap { $0.count == 1 ? $0.first : nil }
      if option.short != nil, short == nil {
        throw .failure("'\(name)': the short name of --\(option.name) must be one letter")
      }
      var spec: OptionSpec
      if option.flag == true {
        spec = .flag(option.name, short: short, option.summary ?? "")
      } else {
        let type = try Self.valueType(option.value, in: name)
        spec = OptionSpec(
          option.name, short: short, option.summary ?? "", type: type,
          defaultValue: option.default, repeatable: option.repeatable ?? false,
          completion: Self.completion(option.completion, type: type))
      }
      optionSpecs.append(spec)
    }
    var spec = CommandSpec(
      name, aliases: aliases ?? [], summary: summary, discussion: discussion ?? "",
      group: group ?? "", arguments: argumentSpecs, options: optionSpecs,
      examples: (examples ?? []).map { CommandExample($0.command, $0.summary) }, run: run)
    spec.allowsNegativeAmounts = true
    return spec
  }

  private static func isWord(_ word: Substring) -> Bool {
    !word.isEmpty
      && word.unicodeScalars.allSatisfy { scalar in
        ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-"
      }
  }

  private static func valueType(_ value: Value?, in command: String) throws(ShellError)
    -> ValueType
  {
    switch value {
    case nil, .type("text"): return .text
    case .type("integer"): return .integer()
    case .type("money"): return .money
    case .type("date"): return .date
    case .type("path"): return .path
    case .choice(let words) where !words.isEmpty: return .choice(words)
    case .choice: throw .failure("'\(command)': a list of values cannot be empty")
    case .type(let other):
      throw .failure(
        "'\(command)': unknown value type '\(other)'",
        hint: "use one of \(valueNames.joined(separator: ", ")) or a list of words")
    }
  }

  private static func completion(_ completion: Completion?, type: ValueType) -> CompletionSource? {
    switch completion {
    case nil: return nil
    case .words(let words): return .words(words)
    case .source("files"): return .files
    case .source(let name): return .named(CompletionSourceName(name))
    }
  }
}
