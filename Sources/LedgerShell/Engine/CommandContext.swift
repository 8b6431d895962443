import TerminalUI

/// Everything a running command may use: its arguments, the session, the store,
/// how output will be drawn, and — on a terminal only — a way to ask the user.
public final class CommandContext {
  /// The spec of the command being run.
  public let spec: CommandSpec
  /// Its checked arguments and options.
  public let arguments: ParsedArguments
  /// The command line as typed, for the journal.
  public let commandLine: String
  /// The session (settings, current project).
  public let session: Session
  /// How text output will be drawn.
  public let style: OutputStyle
  /// The format the result will be written in.
  public let format: OutputFormat
  /// A way to ask questions, or nil in script mode, where commands must not wait.
  public let interaction: Interaction?
  let shell: Shell

  init(
    spec: CommandSpec, arguments: ParsedArguments, commandLine: String, session: Session,
    style: OutputStyle, format: OutputFormat, interaction: Interaction?, shell: Shell
  ) {
    self.spec = spec
    self.arguments = arguments
    self.commandLine = commandLine
    self.session = session
    self.style = style
    self.format = format
    self.interaction = interaction
    self.shell = shell
  }

  /// The process environment.
  public var environment: [String: String] { shell.environment.variables }

  /// Whether colour was turned off for the whole process (`--no-color`), whatever the
  /// settings say.
  public var isColorOffForProcess: Bool { shell.environment.noColor }

  /// The interaction, or a usage error naming the flag a script must pass instead.
  public func requireInteraction(instead flags: String) throws(ShellError) -> Interaction {
    guard let interaction else {
      throw .usage(
        "'\(spec.name)' would ask a question, and scripts never wait for answers",
        hint: "pass \(flags)")
    }
    return interaction
  }

  /// Asks "QUESTION [y/N]" on a terminal unless `--yes` was given; in a script
  /// without `--yes` it fails with a usage error naming the flag.
  public func confirm(_ question: String) throws(ShellError) -> Bool {
    if arguments.flag("yes") { return true }
    let interaction = try requireInteraction(instead: "--yes")
    // A question wider than the terminal is wrapped; its last line is the prompt. What it
    // quotes (a file name) has its control characters shown, never sent raw (found by
    // FuzzCommandLine once the lines before the last were written out).
    var lines = TextWrapper.wrap(
      VisibleText.escaping(question, keepingNewlines: true), width: max(10, style.width - 6))
    let last = lines.removeLast()
    if !lines.isEmpty { interaction.write(lines.joined(separator: "\n") + "\n") }
    return interaction.confirm(last)
  }

  /// `confirm(question)` for a change to the ledger: on a ledger open read-only it fails
  /// as the change would, before asking a question whose answer could not be acted on.
  public func confirmChange(_ question: String) throws(ShellError) -> Bool {
    try refuseIfReadOnly()
    return try confirm(question)
  }

  /// Runs `line` as if the user had typed it — parsed, run and its result shown — such as
  /// for a command that opens another command's form.
  ///
  /// Its errors are thrown, not printed; it is journaled under its own line.
  public func runCommandLine(_ line: String) throws(ShellError) {
    try shell.run(line)
  }

  /// Writes `warning: TEXT` to standard error, even in a quiet session: something went
  /// on that the user should know of, though the command did not fail.
  public func warning(_ text: String) {
    shell.writeWarning(text)
  }

  /// Writes a line of progress or a notice to standard error (never to stdout,
  /// so piped data stays clean); `-q` silences it.
  public func notice(_ text: String) {
    shell.writeNote(text)
  }
}
