/// Every command the shell knows, by name and alias.
public struct CommandRegistry: Sendable {
  /// The commands in registration order.
  public private(set) var commands: [CommandSpec] = []
  /// Completion sources by name (`CompletionSourceName.rawValue`): keyed by `String`,
  /// whose hashing every start pays for anyway, since a first dictionary of a new key
  /// type cost each start half a million instructions.
  private var completionSources: [String: CompletionProvider] = [:]
  /// Names (of commands, aliases or completion sources) that two plugins both declare:
  /// a defect the shell refuses to start with, never "first one wins".
  public private(set) var conflicts: [String] = []
  private var byName: [String: Int] = [:]
  /// The rest of each command name (`checklist add`) under each group of its leading
  /// words (`space` and `space checklist`), in registration order.
  ///
  /// An unknown subcommand is refused with them. Kept as commands register, since finding
  /// them in every spec took a third of the time to refuse an unknown command.
  private var verbsByGroup: [String: [String]] = [:]
  /// Help for names that are no commands (`HelpTopic`), by name.
  var topics: [String: HelpTopic] = [:]

  /// Creates a registry holding the commands of `plugins`, in order.
  public init(plugins: [any ShellPlugin]) {
    for plugin in plugins {
      for var spec in plugin.commands {
        spec.group = plugin.helpGroup
        register(spec)
      }
      for (name, provider) in plugin.completionSources {
        if completionSources[name.rawValue] != nil {
          conflicts.append("completion source '\(name)' (again in plugin '\(plugin.name)')")
        }
        completionSources[name.rawValue] = provider
      }
    }
  }

  /// Adds a command; a name or alias already taken is recorded in `conflicts`.
  public mutating func register(_ spec: CommandSpec) {
    let index = commands.count
    commands.append(spec)
    var group = ""
    for word in spec.name.split(separator: " ").dropLast() {
      group += group.isEmpty ? String(word) : " " + word
      verbsByGroup[group, default: []].append(String(spec.name.dropFirst(group.count + 1)))
    }
    for name in [spec.name] + spec.aliases {
      guard byName[name] == nil else {
        conflicts.append("command '\(name)' (again in '\(spec.name)')")
        continue
      }
      byName[name] = index
      Self.insertSorted(name, into: &allNames)
      let leading = Self.leadingWord(of: name)
      if let index = Self.insertSorted(leading, into: &leadingWords) {
        leadingWordCandidates.insert(Suggestion.Candidate(leading), at: index)
      }
    }
  }

  /// The completion source a plugin registered under `name`.
  public func completionSource(_ name: CompletionSourceName) -> CompletionProvider? {
    completionSources[name.rawValue]
  }

  /// The command with this exact name or alias.
  public func spec(named name: String) -> CommandSpec? {
    byName[name].map { commands[$0] }
  }

  /// Every name and alias, sorted, for completion and suggestions.
  ///
  /// Kept sorted as commands register, like `leadingWords`: each mistyped command looks
  /// for the closest of them, and sorting them anew each time cost more than the search.
  public private(set) var allNames: [String] = []

  /// The first words of every command (`project`, `help`, `txs`, …), sorted.
  public private(set) var leadingWords: [String] = []

  /// `leadingWords` lowered and counted once, for the suggestion an unknown command gets.
  private var leadingWordCandidates: [Suggestion.Candidate] = []

  /// The first word of a command name or alias: `project` of `project add`.
  public static func leadingWord(of name: String) -> String {
    // Found by byte: splitting by Character walked every name grapheme by grapheme.
    name.utf8.firstIndex(of: UInt8(ascii: " ")).map { String(name[..<$0]) } ?? name
  }

  /// Puts `word` into the sorted `list` unless it is there, and says where.
  @discardableResult
  private static func insertSorted(_ word: String, into list: inout [String]) -> Int? {
    var low = 0
    var high = list.count
    while low < high {
      let middle = (low + high) / 2
      if list[middle] < word { low = middle + 1 } else { high = middle }
    }
    guard low == list.count || list[low] != word else { return nil }
    list.insert(word, at: low)
    return low
  }

  /// The commands whose name starts with the words `noun` (such as `project`).
  public func commands(under noun: String) -> [CommandSpec] {
    let prefix = noun + " "
    return commands.filter { $0.name.hasPrefix(prefix) }
  }

  /// Whether any command's name starts with the words `noun`: `commands(under:)` without
  /// copying every spec it finds.
  public func hasCommands(under noun: String) -> Bool {
    verbsByGroup[noun] != nil
  }

  /// Finds the command the first words of `words` name (longest match first) and
  /// returns it with the words left over, or throws a usage error with a suggestion.
  public func resolve(_ words: [String]) throws(ShellError) -> (CommandSpec, [String]) {
    // Names joined by hand: `joined` on an ArraySlice is unspecialised generic code whose
    // first call searches every protocol conformance in the binary.
    var name = ""
    var candidates: [String] = []
    for word in words.prefix(3) {
      name += candidates.isEmpty ? word : " " + word
      candidates.append(name)
    }
    for length in stride(from: candidates.count, through: 1, by: -1) {
      if let spec = spec(named: candidates[length - 1]) {
        return (spec, Array(words[length...]))
      }
    }
    guard let first = words.first else { throw .usage("empty command") }
    // The longest group of commands the words name: `space checklist` of `space checklist`.
    let (group, groupLength) =
      stride(from: candidates.count, through: 2, by: -1).lazy
      .map { (candidates[$0 - 1], $0) }
      .first { hasCommands(under: $0.0) } ?? (first, 1)
    let verbs = verbsByGroup[group] ?? []
    if !verbs.isEmpty {
      if words.count > groupLength {
        let word = words[groupLength]
        var message = "'\(group)' has no subcommand '\(word)'"
        if let guess = Suggestion.closest(to: word, in: verbs) {
          message += " — did you mean '\(group) \(guess)'?"
        }
        throw .usage(message, hint: "subcommands: \(verbs.joined(separator: ", "))")
      }
      throw .usage(
        "'\(group)' needs a subcommand: \(verbs.joined(separator: ", "))",
        hint: "see 'help \(group)'")
    }
    if let topic = topics[first] { throw topic.refusal }
    var message = "unknown command '\(first)'"
    if let guess = Suggestion.closest(to: first, among: leadingWordCandidates) {
      message += " — did you mean '\(guess)'?"
    }
    throw .usage(message, hint: "type 'help' to list commands")
  }
}
