import Foundation
import TerminalUI

/// The REPL engine: parses lines, dispatches them to commands, renders results
/// and reports errors the way the current mode expects.
public final class Shell {
  /// The registered commands.
  public internal(set) var registry: CommandRegistry
  /// The plugins the commands came from, for their status lines.
  let plugins: [any ShellPlugin]
  /// The session state.
  public let session = Session()
  /// Where output goes and how the process was started.
  public var environment: ShellEnvironment
  /// Asks questions on a terminal; nil in script mode.
  public var interaction: Interaction?
  /// Called after each command, such as to refresh caches used by completion.
  public var afterCommand: (() -> Void)?
  /// Runs each command line (parsing, running and drawing its result) inside a scope the
  /// layer above sets: LedgerViews puts the account's locale in force for text.
  public var commandScope: ((() throws(ShellError) -> Void) throws(ShellError) -> Void)?
  /// Opens the ledger when a command first needs it (LedgerViews's `storeOpener` sets it).
  public var ledgerOpener: (() throws -> any ShellLedger)?
  var openedLedger: (any ShellLedger)?
  var sourceDepth = 0
  /// The folders of the script files running now, innermost last, against which
  /// `source` resolves a relative path.
  var scriptFolders: [String] = []
  /// The open group of commands (`begin` or `-1`), if any.
  var group: CommandGroup?
  /// Where the line running came from (nil interactively), so that `begin` can say where
  /// it opened a group that a later step leaves open.
  var runningAt: SourceLocation?
  /// Whether a `begin` group was lost (a lost connection, an interrupt): as psql does with
  /// an aborted transaction, commands are refused until `commit` or `rollback` ends it, so
  /// that none of the group's later commands is saved on its own.
  var groupLost = false
  /// Whether the scripts run go on one session (`-c` and `-f` in turn): a group `begin`
  /// opens in one may end in a later one, and the caller ends the session with
  /// `endOfScripts`.
  public var scriptsShareSession = false
  /// How many commands run inside another (a plugin's calls): the outer command alone is
  /// what a group counts and journals.
  var nestedDepth = 0
  /// What the nested command running writes to standard output (an export), kept for its
  /// caller instead of written; nil outside nested commands.
  var nestedOutput: NestedOutput?
  /// What Tab offers while a form field is asked, instead of command completion.
  var fieldSuggestions: [String]?
  /// Set by `exit N` so that nested scripts unwind to the top.
  public internal(set) var exitRequest: Int32?
  /// What `set` records as the source of a value: `.initFile` while the startup file
  /// runs, `.set` otherwise.
  public var settingSource = SettingSource.set
  /// Lines entered in this session, for `history` when no file is kept.
  var sessionHistory: [String] = []

  /// Creates a shell with the commands of `plugins`.
  public convenience init(plugins: [any ShellPlugin], environment: ShellEnvironment) {
    self.init(
      registry: CommandRegistry(plugins: plugins), plugins: plugins, environment: environment)
  }

  /// Creates a shell with a registry already built from `plugins`, for a program that
  /// starts many shells with the same commands (the command-line fuzz target starts one
  /// for every input).
  public init(
    registry: CommandRegistry, plugins: [any ShellPlugin], environment: ShellEnvironment
  ) {
    self.registry = registry
    self.plugins = plugins
    self.environment = environment
    self.registry.register(DateHelp.topic)
  }

  /// The outcome of running one line.
  public enum Outcome: Equatable, Sendable {
    /// The command succeeded (or the line was blank).
    case success
    /// The command failed; the error was already reported.
    case failed(ShellError)
  }

  // MARK: - Running lines

  /// Runs one logical line: tokenizes, resolves, parses, runs, renders, reports.
  @discardableResult
  public func execute(_ line: String, at location: SourceLocation?) -> Outcome {
    let outer = runningAt
    runningAt = location
    defer { runningAt = outer }
    do {
      if let commandScope {
        try commandScope { () throws(ShellError) in try run(line) }
      } else {
        try run(line)
      }
      forgetLostGroup()
      afterCommand?()
      return outputFailureOutcome() ?? .success
    } catch {
      forgetLostGroup(after: error)
      afterCommand?()
      if case .exit = error.kind { return outputFailureOutcome() ?? .failed(error) }
      if !error.isReported { report(error, at: location) }
      return outputFailureOutcome() ?? .failed(error)
    }
  }

  /// The command `words` name; when none, the plugins look once for commands installed
  /// since the session started (`ledgersh-NAME` copied into the plugin folder), and the
  /// words are tried again.
  func resolve(_ words: [String], line: String) throws(ShellError) -> (CommandSpec, [String]) {
    do {
      return try registry.resolve(words)
    } catch {
      guard error.kind == .usage else { throw error }
      let context = CommandContext(
        spec: Self.findingSpec, arguments: ParsedArguments(), commandLine: line,
        session: session, style: style(for: ParsedArguments()), format: session.settings.format,
        interaction: nil, shell: self)
      var found = false
      for plugin in plugins where plugin.findNewCommands(context) { found = true }
      guard found else { throw error }
      return try registry.resolve(words)
    }
  }

  /// The spec of the search for new commands, which is no command of its own.
  static let findingSpec = CommandSpec(
    "find commands", summary: "Look for commands installed since the session started"
  ) { _ in .message("") }

  /// Runs one line, throwing its error instead of reporting it.
  func run(_ line: String) throws(ShellError) {
    var words: [String]
    do {
      words = try Tokenizer.tokenize(line)
    } catch {
      throw .usage(error.description)
    }
    guard !words.isEmpty else { return }
    // No ledger can hold NUL: SQLite cut the text at it and PostgreSQL refused the whole
    // statement ("invalid byte sequence"), which failed the script as if the ledger broke.
    if let word = words.first(where: { $0.unicodeScalars.contains("\u{0}") }) {
      throw .usage(
        "'\(word)' holds a NUL character (\\x00), which no command takes",
        hint: "remove it from the command")
    }
    // `item --help` (or `space checklist -h`) names a group of commands: its help is
    // `help item`, as `help` tells users to type COMMAND --help.
    if words.count > 1, words.last == "--help" || words.last == "-h" {
      let group = words.dropLast().joined(separator: " ")
      if registry.spec(named: group) == nil,
        registry.hasCommands(under: group) || registry.topic(named: group) != nil
      {
        // A help topic's too (`copy --help`, which runs from the system shell).
        words = ["help"] + words.dropLast()
      }
    }
    let (spec, rest) = try resolve(words, line: line)
    if groupLost, nestedDepth == 0, !Self.endsLostGroup.contains(spec.name) {
      throw .failure(
        "the open group was lost and rolled back: commands are ignored until the group ends",
        hint: "'rollback' ends it; run the group again from 'begin'")
    }
    if group?.opener == .singleTransaction, Self.refusedInGroups.contains(spec.name) {
      // The store would say "'commit' or 'rollback' the group first", which -1 cannot.
      throw .failure(
        "'\(spec.name)' cannot run in a script run with -1: the whole script is one group",
        hint: "run it on its own, without -1")
    }
    var arguments = try InvocationParser.parse(rest, for: spec, dates: dateReading())
    if arguments.flag("help") {
      let format = arguments.value("format").flatMap(OutputFormat.init) ?? .text
      let help = CommandResult(data: .record(HelpCommand.record(for: spec))) { style in
        HelpRenderer.help(for: spec, style: style)
      }
      emit(OutputRenderer.render(help, format: format, style: style(for: arguments)), style: nil)
      return
    }
    // A command with a --format of its own (export's names what it writes to a file) prints
    // its result in the session's format: `export items --format csv --to FILE` says what it
    // did as any command does, not as a CSV record on stdout.
    let ownsFormat = spec.options.contains { $0.name == "format" }
    let format =
      (ownsFormat ? nil : arguments.value("format").flatMap(OutputFormat.init))
      ?? session.settings.format
    let style = style(for: arguments)
    try readAmounts(&arguments, for: spec)
    let context = CommandContext(
      spec: spec, arguments: arguments, commandLine: line, session: session, style: style,
      format: format, interaction: interaction, shell: self)
    let result: CommandResult
    do {
      result = try runInOpenGroup(spec, context)
    } catch let error as ShellError {
      throw error
    } catch {
      throw Self.map(error)
    }
    session.recordCommand(spec.name)
    // stdout carries only results: a confirmation goes to stderr when stdout is not a
    // terminal or the format is for machines (gh and git do the same).
    var shown = result
    // Messages quote what was typed ("Nothing matches '…'"): show its control characters.
    shown.message = result.message.map { VisibleText.escaping($0) }
    // So does what an empty list says ("No items match. Add one with …"): piped, an empty
    // list prints nothing, and a machine format prints its empty list.
    let onTerminal = format == .text && environment.stdoutIsTerminal
    if let message = shown.message,
      result.isConfirmation || format != .text && Self.isEmpty(result.data)
        || Self.isEmptyList(result.data),
      !onTerminal
    {
      if let heading = result.heading { writeNote(heading) }
      shown.heading = nil
      writeNote(message)
      guard !Self.isEmpty(result.data), format != .text else { return }
      shown.message = nil
    }
    // Notes above and below a result (filters in force, how many are not shown) are drawn
    // with it on a terminal, and go to stderr otherwise, the heading first.
    if !onTerminal {
      if let heading = shown.heading { writeNote(heading) }
      shown.heading = nil
      shown.footer = nil
    }
    let text = OutputRenderer.render(shown, format: format, style: style)
    if !text.isEmpty { emit(text, style: style) }
    if !onTerminal, let footer = result.footer { writeNote(footer) }
  }

  /// Writes a confirmation, tip or note to stderr, unless the session is quiet.
  ///
  /// On a terminal (or with `wrapped`, an interactive session's notes) it is wrapped
  /// between words to the width, a line that starts with a label such as `note: ` or
  /// `hint: ` indented under the text after it; piped, each note stays one line, for grep.
  public func writeNote(_ text: String, wrapped: Bool = false) {
    guard !session.settings.quiet else { return }
    var text = VisibleText.escaping(text)
    if wrapped || environment.stderrIsTerminal {
      text = Self.wrappedNote(text, width: style(for: ParsedArguments()).width)
    }
    environment.writeError(text.hasSuffix("\n") ? text : text + "\n")
  }

  /// Writes `warning: TEXT` to stderr, quiet or not; on a terminal wrapped to the width,
  /// its later lines under the text after `warning: `.
  public func writeWarning(_ text: String) {
    var text = VisibleText.escaping(text)
    if environment.stderrIsTerminal {
      text = Self.hanging(text, after: "warning: ", width: style(for: ParsedArguments()).width)
    }
    environment.writeError("warning: \(text)\n")
  }

  /// The labels a note's line may start with, whose text the line's later lines go under.
  static let noteLabels = ["hint: ", "note: ", "tip: ", "warning: ", "error: "]

  /// `text` wrapped to `width`, line by line: a line that starts with one of `noteLabels`
  /// (after any indent) hangs under the text that follows the label, any other line under
  /// its own indent.
  static func wrappedNote(_ text: String, width: Int) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
      let line = String(line)
      guard DisplayWidth.of(line) > width else { return line }
      let indent = String(line.prefix { $0 == " " })
      let rest = line.dropFirst(indent.count)
      let label = noteLabels.first { rest.hasPrefix($0) } ?? ""
      let body = String(rest.dropFirst(label.count))
      return indent + label + hanging(body, after: indent + label, width: width)
    }.joined(separator: "\n")
  }

  static func isEmpty(_ data: ResultData) -> Bool {
    if case .none = data { return true }
    return false
  }

  static func isEmptyList(_ data: ResultData) -> Bool {
    if case .records(let records, _) = data { return records.isEmpty }
    return false
  }

  /// Prints an error the way the mode expects: `FILE:LINE: error: …` in scripts.
  ///
  /// Messages quote what the user typed: its control characters are shown, never sent raw.
  public func report(_ error: ShellError, at location: SourceLocation?) {
    // A signal ending the session made this error (a plugin stopped under its command):
    // the command has unwound, so the clean-up can close the ledger; nothing more is said.
    if TerminationSignals.isEnding { TerminationSignals.waitForTheEnd() }
    var message = VisibleText.escaping(error.message)
    var hint = error.hint.map { VisibleText.escaping($0) }
    // The script's name is a file name, which may hold anything but '/' and NUL.
    let prefix =
      location.map { "\(VisibleText.escaping($0.name, keepingNewlines: false)):\($0.line): " }
      ?? ""
    if location == nil, environment.isInteractive, environment.stderrIsTerminal {
      // Typed at the prompt: wrapped to the terminal, each line under the text after
      // "error: " and "hint: ". A script's errors stay one line each, for grep and editors.
      let width = style(for: ParsedArguments()).width
      message = Self.hanging(message, after: "error: ", width: width)
      hint = hint.map { Self.hanging($0, after: "hint: ", width: width) }
    }
    let color = colorEnabled(forStderr: true)
    let label = color ? "\u{1B}[1;31merror:\u{1B}[0m" : "error:"
    var text = "\(prefix)\(label) \(message)\n"
    if let hint {
      text += color ? "\(prefix)\u{1B}[2mhint: \(hint)\u{1B}[0m\n" : "\(prefix)hint: \(hint)\n"
    }
    environment.writeError(text)
  }

  /// `text` wrapped to follow `label` in `width` columns, its later lines indented under
  /// its first.
  static func hanging(_ text: String, after label: String, width: Int) -> String {
    let indent = DisplayWidth.of(label)
    return TextWrapper.wrapAtWords(text, width: max(10, width - indent))
      .joined(separator: "\n" + String(repeating: " ", count: indent))
  }

  // MARK: - Output

  /// The output style for a command, honouring `--width`, `set width` and the terminal.
  func style(for arguments: ParsedArguments) -> OutputStyle {
    let explicit = arguments.integer("width") ?? session.settings.width
    // Layouts are designed for 20 columns and up; a smaller COLUMNS is treated as 20.
    let width = max(
      20, TerminalFacts.width(explicit: explicit, environment: environment.variables))
    return OutputStyle(
      width: width, color: colorEnabled(forStderr: false),
      unicode: environment.variableFacts.isUTF8,
      isTerminal: environment.stdoutIsTerminal)
  }

  /// Whether colour is on for stdout (or stderr), after settings and environment.
  func colorEnabled(forStderr: Bool) -> Bool {
    if environment.noColor { return false }
    if let forced = session.settings.color { return forced }
    if let decided = environment.variableFacts.color { return decided }
    return forStderr ? TerminalFacts.isErrorTerminal : environment.stdoutIsTerminal
  }

  /// Writes rendered text, through the pager when it is taller than the terminal.
  func emit(_ text: String, style: OutputStyle?) {
    let output = text.hasSuffix("\n") ? text : text + "\n"
    if environment.isInteractive, environment.stdoutIsTerminal, session.settings.pager,
      !output.isEmpty
    {
      let height = TerminalFacts.height(environment: environment.variables)
      let lines = output.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
      if lines >= height, Pager.page(output, environment: environment.variables) {
        return
      }
    }
    environment.writeOutput(output)
  }
}

extension ShellError {
  /// Marks an error that was already printed (by a nested `source`).
  var isReported: Bool { message.isEmpty }

  /// An error whose message was already printed; it only carries the status.
  static func reported(_ error: ShellError) -> ShellError {
    ShellError("", kind: error.kind)
  }
}

extension Shell {
  /// The command lines of past sessions (from the history file) and this one.
  func historyLines() -> [String] {
    if let path = environment.historyPath,
      let text = try? String(contentsOfFile: path, encoding: .utf8)
    {
      return text.split(separator: "\n").map(String.init)
    }
    return sessionHistory
  }
}
