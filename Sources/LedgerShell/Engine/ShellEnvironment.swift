import Foundation

/// The world a shell runs in: environment variables, where output goes, and
/// the process options that shape a session.
public struct ShellEnvironment: @unchecked Sendable {
  /// The process environment.
  public var variables: [String: String]
  /// Whether standard output is a terminal.
  public var stdoutIsTerminal: Bool
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
    return environment
  }
}
