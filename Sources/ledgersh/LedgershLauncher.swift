import BuiltinPlugins
import Foundation
import LedgerShell
import LedgerStore
import LedgerStoreSQLite
import LedgerViews
import LineEditor
import PluginHost
import SettingsPlugin

/// One `-c` command or `-f` script of the process options.
enum ScriptStep: Equatable {
  case command(String)
  case file(String)
}

/// The process options that shape a session.
struct LaunchOptions {
  var databasePath: String?
  /// The `-c` commands and `-f` scripts, in the order given: run in that order, as psql
  /// runs its `-c` and `-f`.
  var steps: [ScriptStep]
  var format: String?
  var width: Int?
  var noColor: Bool
  var noInit: Bool
  var keepGoing: Bool
  var quiet: Bool
  var account: String?
  var noRestore: Bool
  var singleTransaction = false
  var readOnly = false
  var noPlugins = false

  /// The `-c` commands, in order.
  var commands: [String] {
    steps.compactMap { if case .command(let line) = $0 { line } else { nil } }
  }

  /// The `-f` scripts, in order.
  var scriptFiles: [String] {
    steps.compactMap { if case .file(let path) = $0 { path } else { nil } }
  }
}

/// Wires the built-in plugins and the store into a shell and runs it.
enum LedgershLauncher {
  static let version = "0.1.0"

  /// The built-in plugins, in the order `help` lists them.
  static let plugins = BuiltinPlugins.all

  static func run(_ options: LaunchOptions) -> Int32 {
    signal(SIGPIPE, SIG_IGN)
    var environment = ShellEnvironment.process()
    let variables = environment.variables
    let interactive =
      options.steps.isEmpty && isatty(STDIN_FILENO) == 1
      && isatty(STDOUT_FILENO) == 1
    environment.isInteractive = interactive
    environment.noColor = options.noColor
    environment.keepGoing = options.keepGoing
    environment.version = version
    environment.historyPath = XDGPaths.historyFile(variables)
    let initFile = options.noInit ? nil : XDGPaths.initFile(variables)
    let hasInitFile = initFile.map { FileManager.default.fileExists(atPath: $0) } ?? false
    func makeShell(findingPlugins: Bool) -> Shell {
      let external = ExternalPlugins.load(
        builtIn: plugins, variables: variables, hostVersion: version, enabled: findingPlugins,
        timeout: findingPlugins ? StartupPluginTimeout.seconds(initFile: initFile) : 10,
        ledger: options.databasePath
      ) { environment.writeError(LaunchMessage.line("warning", $0)) }
      let shell = Shell(plugins: plugins + external, environment: environment)
      // Not a command of the shell (it opens two ledgers, this one's among them perhaps),
      // but its name is answered there.
      shell.register(LedgerCopyHelp.topic)
      return shell
    }
    // Only a run of -c commands may do without plugins; anything else finds them at once,
    // so that no shell is built twice.
    let onlyCommands =
      !interactive && !hasInitFile && options.scriptFiles.isEmpty && !options.commands.isEmpty
    var shell = makeShell(findingPlugins: !options.noPlugins && !onlyCommands)
    if !options.noPlugins, onlyCommands,
      !builtInsSuffice(options.commands, registry: shell.registry)
    {
      shell = makeShell(findingPlugins: true)
    }
    guard shell.registry.conflicts.isEmpty else {
      for conflict in shell.registry.conflicts {
        environment.writeError(LaunchMessage.error("two plugins declare the \(conflict)"))
      }
      return 70  // EX_SOFTWARE: the build's plugins disagree; no user input can fix it
    }
    for file in options.scriptFiles {
      guard let error = Shell.checkScriptFile(file) else { continue }
      // Before anything runs (-c, the startup file): a script that cannot start is a
      // usage error, and changes nothing.
      environment.writeError(LaunchMessage.error(error.message, hint: error.hint))
      return error.exitStatus
    }
    for file in options.scriptFiles {
      guard let line = Shell.firstLineNotText(inScript: file) else { continue }
      let error = ShellError.usage(
        "the line is not UTF-8 text; nothing ran", hint: "save the script as UTF-8")
      shell.report(error, at: SourceLocation(name: file, line: line))
      return error.exitStatus
    }
    let databasePath = options.databasePath ?? SQLiteStore.defaultPath(environment: variables)
    let ledger = LedgerOpener(
      path: databasePath,
      isNamed: options.databasePath != nil || variables["LEDGERSH_DB"] != nil,
      readOnly: options.readOnly, environment: variables)
    shell.openStore { try ledger.open() }
    // Every way out leaves the ledger file complete on its own (no data only in -wal).
    defer { ledger.close() }
    // The ledger opens when a command first needs it. A session, or --account, needs it
    // now: a file that is not a ledger is refused before the prompt shows.
    let existedBefore = FileManager.default.fileExists(atPath: databasePath)
    var store: (any Store)?
    if interactive || options.account != nil {
      do {
        store = try shell.store()
      } catch {
        environment.writeError(LaunchMessage.error(error.message, hint: error.hint))
        return error.exitStatus
      }
    }
    if let name = options.account, let store {
      do {
        let account = try AccountArguments.account(named: name, in: store)
        try AccountArguments.use(account, session: shell.session, store: store)
      } catch {
        let message = (error as? ShellError)?.message ?? "\(error)"
        environment.writeError(
          LaunchMessage.error("--account: \(message)", hint: "see 'ledgersh -c \"account list\"'"))
        // A refused start leaves no new, empty ledger behind (a misspelt --db stays unmade).
        if !existedBefore, let counts = try? store.counts(),
          counts.projects + counts.categories + counts.transactions + counts.items == 0
        {
          ledger.close()
          for suffix in ["", "-wal", "-shm"] { unlink(databasePath + suffix) }
        }
        return 2
      }
    }

    if hasInitFile, let initFile {
      shell.settingSource = .initFile
      let initStatus = shell.runScriptFile(initFile)
      shell.settingSource = .set
      if let code = shell.exitRequest { return code }
      // Like psql with a failing .psqlrc: never start a session set up wrong.
      if initStatus != 0 {
        return StartupFileFailure.report(initFile, status: initStatus, environment)
      }
    }
    if let format = options.format {
      try? shell.session.settings.set("format", to: format, source: .option)
    }
    if let width = options.width {
      try? shell.session.settings.set("width", to: String(width), source: .option)
    }
    if options.quiet { try? shell.session.settings.set("quiet", to: "on", source: .option) }

    if options.singleTransaction, !interactive {
      return shell.runAsOneTransaction { runScripts(options, shell: shell) }
    }
    guard interactive, let store else { return runScripts(options, shell: shell) }
    // Scripts never restore a context, so that they stay deterministic.
    let notes = LiveSession.start(
      session: shell.session, store: store,
      contextFile: SessionContextFile.standard(environment: variables, ledgerPath: databasePath),
      restore: !options.noRestore, keepAccount: options.account != nil)
    return InteractiveSession.run(shell, notes: notes)
  }

  /// Whether the `-c` commands `lines` all name built-in commands (in `registry`, which
  /// holds no external plugin).
  ///
  /// A run of only such commands, with no script, no session and no startup file, skips
  /// looking for external plugins (reading every folder on PATH, about a millisecond and a
  /// half). `help` lists plugins, `plugin` manages them and `source` runs a file, so they
  /// need the search. A built-in name can never be taken by a plugin, so what such a run
  /// does is the same.
  static func builtInsSuffice(_ lines: [String], registry: CommandRegistry) -> Bool {
    lines.allSatisfy { line in
      guard let words = try? Tokenizer.tokenize(line) else { return false }
      if words.isEmpty { return true }
      guard let (spec, _) = try? registry.resolve(words) else { return false }
      let leading = CommandRegistry.leadingWord(of: spec.name)
      return !["help", "source", "plugin", "plugins"].contains(leading)
    }
  }

  /// Runs the `-c` commands and `-f` scripts in the order given, or else the script on
  /// standard input; answers the first failure's status (the run stops there, unless
  /// `--keep-going`).
  ///
  /// The steps are one session, as psql's: a group `begin` opens in one may `commit` in a
  /// later one, and is rolled back only if the last leaves it open. `-c` lines are numbered
  /// in the order given, across the scripts between them.
  static func runScripts(_ options: LaunchOptions, shell: Shell) -> Int32 {
    guard options.steps.isEmpty else {
      shell.scriptsShareSession = true
      let (status, last) = runSteps(options.steps, keepGoing: options.keepGoing, shell: shell)
      shell.scriptsShareSession = false
      let final = shell.endOfScripts(status, name: last)
      return shell.exitRequest ?? final
    }
    return runStandardInput(shell)
  }

  /// Runs `steps` in turn; answers the status and the name of the last step run.
  static func runSteps(_ steps: [ScriptStep], keepGoing: Bool, shell: Shell) -> (Int32, String) {
    var status: Int32 = 0
    var steps = steps[...]
    var commandsRun = 0
    var name = "-c"
    while let step = steps.first {
      let stepStatus: Int32
      switch step {
      case .file(let path):
        steps = steps.dropFirst()
        name = path
        stepStatus = shell.runScriptFile(path)
      case .command:
        // Commands in a row run as one script, `-c`, as they always did; a `-c` of several
        // lines (`-c $'use Loft\nitems'`) gives each its own, as psql runs them all.
        let commands = steps.prefix { if case .command = $0 { true } else { false } }
        steps = steps.dropFirst(commands.count)
        name = "-c"
        let lines = commands.flatMap { step -> [String] in
          guard case .command(let text) = step else { return [] }
          // "\r\n" is one Character: split at it too.
          return text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
            .map(String.init)
        }
        stepStatus = shell.runScript(lines: lines, name: "-c", firstLine: commandsRun + 1)
        commandsRun += lines.count
      }
      if shell.exitRequest != nil { return (status == 0 ? stepStatus : status, name) }
      if status == 0 { status = stepStatus }
      if status != 0 && !keepGoing { return (status, name) }
    }
    return (status, name)
  }

  /// Runs the script on standard input, line by line as it arrives.
  static func runStandardInput(_ shell: Shell) -> Int32 {
    let input = StandardInputLines()
    let inputStatus = shell.runScript(lines: input, name: "<stdin>")
    if let number = input.tooLongLine {
      shell.report(
        .usage(
          "the line is longer than \(PlainLineReader.longestLine >> 20) MiB; nothing after it ran",
          hint: "break it into shorter lines"),
        at: SourceLocation(name: "<stdin>", line: number))
    } else if let number = input.notUTF8Line {
      // As `-f` refuses such a file; the lines before it ran as they arrived.
      shell.report(
        .usage("the line is not UTF-8 text; nothing from it on ran", hint: "send UTF-8 text"),
        at: SourceLocation(name: "<stdin>", line: number))
    } else {
      return inputStatus
    }
    return inputStatus == 0 ? 2 : inputStatus
  }
}

/// Reads standard input line by line, as it arrives; a line longer than the reader takes
/// (`ledgersh < /dev/zero`) ends it, and `tooLongLine` says which; so does a line that is
/// not UTF-8 text (`notUTF8Line`).
final class StandardInputLines: Sequence, IteratorProtocol {
  private let reader = PlainLineReader(fd: STDIN_FILENO)
  private var number = 0
  /// The number of the line that was too long, if one was.
  private(set) var tooLongLine: Int?
  /// The number of the line that was not UTF-8 text, if one was: reading stopped there.
  private(set) var notUTF8Line: Int?

  func next() -> String? {
    while true {
      switch reader.readLine(prompt: "") {
      case .line(let text):
        number += 1
        guard reader.lastLineWasUTF8 else {
          notUTF8Line = number
          return nil
        }
        return text
      case .interrupted:
        continue
      case .endOfInput:
        return nil
      case .tooLong:
        tooLongLine = number + 1
        return nil
      }
    }
  }
}

/// Where ledgersh keeps its files, following the XDG base directories.
enum XDGPaths {
  static func home(_ variables: [String: String]) -> String {
    variables["HOME"] ?? NSHomeDirectory()
  }

  static func base(_ key: String, fallback: String, _ variables: [String: String]) -> String {
    if let value = variables[key], value.hasPrefix("/") { return value }
    return (home(variables) as NSString).appendingPathComponent(fallback)
  }

  static func historyFile(_ variables: [String: String]) -> String? {
    base("XDG_STATE_HOME", fallback: ".local/state", variables) + "/ledgersh/history"
  }

  static func initFile(_ variables: [String: String]) -> String? {
    base("XDG_CONFIG_HOME", fallback: ".config", variables) + "/ledgersh/init.lsh"
  }
}
