import BuiltinPlugins
import Foundation
import LedgerShell
import LedgerStore
import LedgerStoreSQLite
import LedgerViews
import LineEditor
import PluginHost
import SettingsPlugin

/// The process options that shape a session.
public struct LaunchOptions {
  public var databasePath: String?
  /// The `-c` commands and `-f` scripts, in the order given: run in that order, as psql
  /// runs its `-c` and `-f`.
  public var steps: [ScriptStep]
  public var format: String?
  public var width: Int?
  public var noColor: Bool
  public var noInit: Bool
  public var keepGoing: Bool
  public var quiet: Bool
  public var account: String?
  public var noRestore: Bool
  public var singleTransaction = false
  public var readOnly = false
  public var noPlugins = false

  public init(
    databasePath: String?, steps: [ScriptStep], format: String?, width: Int?, noColor: Bool,
    noInit: Bool, keepGoing: Bool, quiet: Bool, account: String?, noRestore: Bool,
    singleTransaction: Bool = false, readOnly: Bool = false
  ) {
    self.databasePath = databasePath
    self.steps = steps
    self.format = format
    self.width = width
    self.noColor = noColor
    self.noInit = noInit
    self.keepGoing = keepGoing
    self.quiet = quiet
    self.account = account
    self.noRestore = noRestore
    self.singleTransaction = singleTransaction
    self.readOnly = readOnly
  }

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
public enum LedgershLauncher {
  public static let version = "0.1.0"

  /// The built-in plugins, in the order `help` lists them.
  public static let plugins = BuiltinPlugins.all

  public static func run(_ options: LaunchOptions) -> Int32 {
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
      return shell.runAsOneTransaction {
        shell.runScriptSteps(options.steps, keepGoing: options.keepGoing)
      }
    }
    guard interactive, let store else {
      return shell.runScriptSteps(options.steps, keepGoing: options.keepGoing)
    }
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
