import ArgumentParser
import Foundation
import LedgerApp
import LedgerShell

/// The `ledgersh` process: parses its options and hands over to the shell.
@main
struct LedgershCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "ledgersh",
    abstract: "A shell for interior-design project ledgers.",
    discussion: """
      Without -f or -c, and with a terminal on both ends, ledgersh starts an interactive \
      session; otherwise it runs the script it is given (or reads one from standard input). \
      To copy a whole ledger between a file and a team ledger on PostgreSQL: \
      \(LedgerCopyHelp.usage) (see 'ledgersh copy --help'). \
      Shell completion: ledgersh --generate-completion-script bash|zsh|fish. \
      See 'man ledgersh'.
      """,
    version: LedgershLauncher.version
  )

  @Option(
    name: .long,
    help: ArgumentHelp("Ledger database file or postgresql:// URL.", valueName: "path"),
    completion: .file())
  var db: String?

  @Option(
    name: .customShort("f"),
    help: ArgumentHelp(
      "Run the script FILE (repeatable; with -c, in the order given, as one session).",
      valueName: "file"),
    completion: .file())
  var files: [String] = []

  @Option(
    name: .customShort("c"),
    help: ArgumentHelp(
      "Run the command CMD (repeatable; run in order, as one session).", valueName: "cmd"))
  var commands: [String] = []

  @Option(
    name: .long, help: "Output format: text, json, jsonl, csv or tsv.",
    completion: .list(OutputFormat.allNames))
  var format: String?

  // Unconditional: "--width -5" is a bad width, not a missing one.
  // Read as text and checked in `validate`, so that 'abc' is refused as the command
  // option is ("--width expects a whole number"), not in the parser's words.
  @Option(
    name: .customLong("width"), parsing: .unconditional,
    help: ArgumentHelp("Render for N columns.", valueName: "n"))
  var widthText: String?

  /// The `--width` given, once `validate` has checked it is a whole number.
  var width: Int? { widthText.flatMap { Int($0) } }

  @Flag(name: .long, help: "Never use colour.")
  var noColor = false

  @Flag(name: .long, help: "Skip the startup file ($XDG_CONFIG_HOME/ledgersh/init.lsh).")
  var noInit = false

  @Option(
    name: .long,
    help: ArgumentHelp("Work in the account NAME (see 'account list').", valueName: "name"))
  var account: String?

  @Flag(name: .long, help: "Do not restore the last project and account of an interactive session.")
  var noRestore = false

  @Flag(name: .long, help: "Open the ledger read-only: commands that change it fail.")
  var readOnly = false

  @Flag(name: .long, help: "Start without external plugins (ledgersh-NAME programs).")
  var noPlugins = false

  @Flag(name: .long, help: "Keep running a script after a command fails.")
  var keepGoing = false

  @Flag(name: .shortAndLong, help: "Silence confirmations and notes; errors still show.")
  var quiet = false

  @Flag(
    name: [.customShort("1"), .customLong("single-transaction")],
    help: "Run the script as one transaction: all of it is written, or nothing.")
  var singleTransaction = false

  @Argument(
    help: ArgumentHelp(
      "Run the script FILE, as -f FILE does (words after it are ignored).", valueName: "file"))
  var rest: [String] = []

  func validate() throws {
    if let db, db.isEmpty {
      throw ValidationError("--db needs a file path, such as --db studio.db")
    }
    if let format, !OutputFormat.allNames.contains(format) {
      throw ValidationError(
        "--format must be one of \(OutputFormat.allNames.joined(separator: ", "))")
    }
    let widths = CommandSpec.widthRange
    if let widthText, Int(widthText) == nil {
      throw ValidationError("--width expects a whole number, not '\(widthText)'")
    }
    if let width, !widths.contains(width) {
      throw ValidationError(
        "--width must be between \(widths.lowerBound) and \(widths.upperBound), not \(width)")
    }
  }

  func run() throws {
    var steps = Self.steps(commands: commands, files: files, in: CommandLine.arguments)
    // `ledgersh FILE` runs FILE as -f FILE does.
    if files.isEmpty, let file = rest.first { steps.append(.file(file)) }
    var options = LaunchOptions(
      databasePath: db, steps: steps, format: format, width: width,
      noColor: noColor, noInit: noInit, keepGoing: keepGoing, quiet: quiet, account: account,
      noRestore: noRestore, singleTransaction: singleTransaction, readOnly: readOnly)
    options.noPlugins = noPlugins
    let status = TerminationSignals.exitStatus(LedgershLauncher.run(options))
    throw ExitCode(status)
  }

  /// The `-c` commands and `-f` scripts in the order `arguments` gives them.
  ///
  /// The parser keeps each option's values in order, but not how the two interleave: that
  /// comes from the words themselves (`-c CMD`, `-f FILE`, up to `--`).
  /// Should the words not account for every value (short flags run together, `-qc CMD`),
  /// the commands run first and then the scripts.
  static func steps(commands: [String], files: [String], in arguments: [String])
    -> [ScriptStep]
  {
    var order: [Bool] = []  // true for a command
    var words = arguments.dropFirst()[...]
    while let word = words.popFirst(), word != "--" {
      guard word.hasPrefix("-c") || word.hasPrefix("-f"), !word.hasPrefix("--") else {
        // Another option's value may look like -c or -f: it is not one.
        if ["--db", "--format", "--width", "--account"].contains(word) { _ = words.popFirst() }
        continue
      }
      order.append(word.hasPrefix("-c"))
      if word.count == 2 { _ = words.popFirst() }
    }
    guard order.count(where: { $0 }) == commands.count,
      order.count(where: { !$0 }) == files.count
    else {
      return commands.map(ScriptStep.command) + files.map(ScriptStep.file)
    }
    var nextCommand = commands.makeIterator()
    var nextFile = files.makeIterator()
    return order.compactMap { isCommand in
      isCommand ? nextCommand.next().map(ScriptStep.command) : nextFile.next().map(ScriptStep.file)
    }
  }

  /// Parses the process options; a usage error exits with status 2, as documented.
  static func main() {
    if let status = CopyCommand.run(CommandLine.arguments) { Foundation.exit(status) }
    if let status = ManualCommands.run(CommandLine.arguments) { Foundation.exit(status) }
    if let options = QuickOptionParser.parse(Array(CommandLine.arguments.dropFirst())) {
      Foundation.exit(TerminationSignals.exitStatus(LedgershLauncher.run(options)))
    }
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch {
      let code = exitCode(for: error)
      if code == .success, !(error is ExitCode) {
        // --help and --version: their text is a result, and a failed write an error.
        Foundation.exit(FileDescriptorWriter.writeResult(fullMessage(for: error) + "\n"))
      }
      if code == .success || error is ExitCode { exit(withError: error) }
      // Said as ledgersh says every error (`ledgersh: error: …`, one line each, without
      // the usage block). Its message quotes the arguments (`Unknown option '--x…'`): shown,
      // never sent raw.
      let text = message(for: error).split(separator: "\n").map {
        $0.trimmingCharacters(in: .whitespaces)
      }.joined(separator: "; ")
      FileDescriptorWriter.write(
        LaunchMessage.error(text, hint: "see 'ledgersh --help' or 'man ledgersh'"),
        to: STDERR_FILENO)
      Foundation.exit(2)
    }
  }
}
