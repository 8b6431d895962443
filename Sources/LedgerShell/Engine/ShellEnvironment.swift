import Foundation
import TerminalUI

/// The world a shell runs in: environment variables, where output goes, and
/// the process options that shape a session.
public struct ShellEnvironment: @unchecked Sendable {
  /// The process environment.
  public var variables: [String: String] {
    didSet { variableFacts = VariableFacts(variables) }
  }
  /// What `variables` say about the locale and colour, worked out when they change rather
  /// than for every command of a script.
  private(set) var variableFacts: VariableFacts
  /// Whether standard output is a terminal.
  public var stdoutIsTerminal: Bool
  /// Whether standard error is a terminal: notes, warnings and hints written there are then
  /// wrapped to the width; piped, each stays one line, for grep.
  public var stderrIsTerminal = false
  /// Whether the session is interactive (stdin and stdout are terminals, no -f/-c).
  public var isInteractive = false
  /// Colour forced off by `--no-color`.
  public var noColor = false
  /// Keep running a script after a failed command.
  public var keepGoing = false
  /// The history file for the interactive line editor.
  public var historyPath: String?
  /// The version string `version` prints.
  public var version = "0.1.0"
  /// Writes to standard output.
  public var writeOutput: (String) -> Void
  /// The file descriptor `writeOutput` writes to, if it writes to one.
  ///
  /// The process's standard output: large results such as `export` stream straight to
  /// it. Nil for any other sink, which gets them through `writeOutput` like every other
  /// result.
  public var outputDescriptor: Int32?
  /// Writes to standard error.
  public var writeError: (String) -> Void
  /// The first failed write to standard output, which ends the session.
  public var standardOutput = StandardOutputStatus()

  /// Creates an environment writing to the given sinks.
  public init(
    variables: [String: String], stdoutIsTerminal: Bool,
    writeOutput: @escaping (String) -> Void, writeError: @escaping (String) -> Void
  ) {
    self.variables = variables
    variableFacts = VariableFacts(variables)
    self.stdoutIsTerminal = stdoutIsTerminal
    self.writeOutput = writeOutput
    self.writeError = writeError
  }

  /// The environment of this process, writing to its stdout and stderr.
  public static func process() -> ShellEnvironment {
    let status = StandardOutputStatus()
    var environment = ShellEnvironment(
      variables: ProcessInfo.processInfo.environment,
      stdoutIsTerminal: isatty(STDOUT_FILENO) == 1,
      writeOutput: { text in
        FileDescriptorWriter.write(text, to: STDOUT_FILENO, recordingFailureIn: status)
      },
      writeError: { text in FileDescriptorWriter.write(text, to: STDERR_FILENO) })
    environment.standardOutput = status
    environment.stderrIsTerminal = isatty(STDERR_FILENO) == 1
    environment.outputDescriptor = STDOUT_FILENO
    return environment
  }
}

/// What a set of environment variables says about output, as `TerminalFacts` reads it.
struct VariableFacts: Sendable {
  /// Whether the locale's character set is UTF-8.
  var isUTF8: Bool
  /// Colour as the variables decide it (`NO_COLOR`, `CLICOLOR_FORCE`, `TERM=dumb` …), or
  /// nil when it follows whether the output is a terminal.
  var color: Bool?

  init(_ variables: [String: String]) {
    isUTF8 = TerminalFacts.isUTF8(environment: variables)
    let onTerminal = TerminalFacts.colorEnabled(environment: variables, isTTY: true)
    let offTerminal = TerminalFacts.colorEnabled(environment: variables, isTTY: false)
    color = onTerminal == offTerminal ? onTerminal : nil
  }
}
