import FilePaths
import Foundation

/// Answers Tab completion from the command specs: command names, subcommands,
/// option names and option or argument values from each spec's sources.
public struct CommandCompleter {
  let registry: CommandRegistry
  let session: Session
  let ledger: () -> (any ShellLedger)?

  /// Creates a completer over a registry; `ledger` gives completion sources the ledger.
  public init(
    registry: CommandRegistry, session: Session,
    ledger: @escaping () -> (any ShellLedger)? = { nil }
  ) {
    self.registry = registry
    self.session = session
    self.ledger = ledger
  }

  /// The candidates for the word at the end of `line`, and how many characters
  /// of the line they replace.
  public func complete(_ line: String) -> (replaceCount: Int, candidates: [String]) {
    guard let scan = try? Tokenizer.scan(line, allowUnterminated: true) else { return (0, []) }
    // A line that ends in neither a word nor a blank ends in a comment (`item show #`):
    // nothing there to complete.
    if !scan.lastWordIsOpen, let last = line.unicodeScalars.last, last != " ", last != "\t" {
      return (0, [])
    }
    var words = scan.words
    let current = scan.lastWordIsOpen ? words.removeLast() : ""
    let replace = scan.lastWordIsOpen ? scan.lastWordRawLength : 0
    let candidates = candidates(previous: words, current: current)
    let matching = candidates.filter { LooseMatch.hasPrefix($0, current) }
    let unique = Array(NSOrderedSet(array: matching).compactMap { $0 as? String })
    return (replace, unique.map { Self.quote($0, openedWith: scan.openQuote) })
  }

  /// `word` as a candidate: in the quotes the user opened the word with (`use "東京<Tab>`
  /// stays in double quotes), else quoted only as much as the tokenizer needs.
  static func quote(_ word: String, openedWith quote: Character?) -> String {
    switch quote {
    case "\"":
      var quoted = String.UnicodeScalarView()
      quoted.append("\"")
      for scalar in word.unicodeScalars {
        if scalar == "\\" || scalar == "\"" { quoted.append("\\") }
        quoted.append(scalar)
      }
      quoted.append("\"")
      return String(quoted)
    case "'" where !word.contains("'"):
      return "'\(word)'"
    default:
      return Tokenizer.quote(word)
    }
  }

  func candidates(previous words: [String], current: String) -> [String] {
    guard !words.isEmpty else { return registry.leadingWords }
    guard let (spec, rest) = resolvePrefix(words) else {
      // The words so far may be the start of a multi-word command: offer the next word.
      let prefix = words.joined(separator: " ") + " "
      return registry.allNames.filter { $0.hasPrefix(prefix) }.map {
        String($0.dropFirst(prefix.count).split(separator: " ")[0])
      }
    }
    let options = spec.allOptions
    if let last = rest.last, last.hasPrefix("--"),
      let option = options.first(where: { "--\($0.name)" == last }), !option.isFlag
    {
      return values(from: option.completion, current: current, words: words, spec: spec)
    }
    // The word after an option's value that names what follows (`--to space NAME`).
    if rest.count >= 2,
      let option = options.first(where: { "--\($0.name)" == rest[rest.count - 2] }),
      let source = option.followingCompletion[rest[rest.count - 1]]
    {
      return values(from: source, current: current, words: words, spec: spec)
    }
    if current.hasPrefix("-") {
      return options.map { "--\($0.name)" }
    }
    // Count positional words already given, skipping options and their values.
    var positionalCount = 0
    var index = 0
    while index < rest.count {
      let word = rest[index]
      if word.hasPrefix("--"), let option = options.first(where: { "--\($0.name)" == word }) {
        index += option.isFlag ? 1 : 2
        continue
      }
      positionalCount += 1
      index += 1
    }
    // Subcommands of a command that also has children (e.g. `budget` and `budget set`).
    var offered: [String] = []
    if rest.isEmpty {
      let prefix = spec.name + " "
      offered += registry.allNames.filter { $0.hasPrefix(prefix) }.map {
        String($0.dropFirst(prefix.count).split(separator: " ")[0])
      }
    }
    let arguments = spec.arguments
    if let argument = positionalCount < arguments.count
      ? arguments[positionalCount] : arguments.last.flatMap({ $0.isVariadic ? $0 : nil })
    {
      offered += values(from: argument.completion, current: current, words: words, spec: spec)
    }
    if offered.isEmpty && current.isEmpty { return options.map { "--\($0.name)" } }
    return offered
  }

  /// The longest command named by the first words, and the words after it.
  func resolvePrefix(_ words: [String]) -> (CommandSpec, [String])? {
    for length in stride(from: min(3, words.count), through: 1, by: -1) {
      let name = words[0..<length].joined(separator: " ")
      if let spec = registry.spec(named: name) { return (spec, Array(words[length...])) }
    }
    return nil
  }

  func values(from source: CompletionSource, current: String, words: [String], spec: CommandSpec)
    -> [String]
  {
    switch source {
    case .none: return []
    case .words(let list): return list
    case .files: return FileCompletion.candidates(for: current)
    case .named(.commands):
      // After `help tx`, offer tx's subcommands; right after `help`, the first words.
      let typed = words.drop { $0 != spec.name.split(separator: " ").last.map(String.init) }
        .dropFirst()
      guard !typed.isEmpty else { return registry.leadingWords }
      let prefix = typed.joined(separator: " ") + " "
      return registry.allNames.filter { $0.hasPrefix(prefix) }.map {
        String($0.dropFirst(prefix.count).split(separator: " ")[0])
      }
    case .named(let name):
      guard let provider = registry.completionSource(name) else { return [] }
      let request = CompletionRequest(
        prefix: current, previousWords: words, command: spec, session: session, ledger: ledger)
      return provider(request)
    }
  }
}

/// Completes paths on disk, directories with a trailing `/`.
enum FileCompletion {
  static func candidates(for prefix: String) -> [String] {
    let expanded = PathText.expandingTilde(prefix)
    let directory: String
    let namePrefix: String
    if prefix.hasSuffix("/") {
      directory = expanded
      namePrefix = ""
    } else {
      let parent = PathText.folder(of: expanded)
      directory = parent.isEmpty ? "." : parent
      namePrefix = (expanded as NSString).lastPathComponent
    }
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
      return []
    }
    let typedDirectory: String
    if prefix.hasSuffix("/") {
      typedDirectory = prefix
    } else if let slash = prefix.lastIndex(of: "/") {
      typedDirectory = String(prefix[...slash])
    } else {
      typedDirectory = ""
    }
    return names.filter {
      $0.hasPrefix(namePrefix) && (!$0.hasPrefix(".") || namePrefix.hasPrefix("."))
    }
    .sorted().map { name in
      var isDirectory: ObjCBool = false
      let full = (directory as NSString).appendingPathComponent(name)
      _ = FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory)
      return typedDirectory + name + (isDirectory.boolValue ? "/" : "")
    }
  }
}
