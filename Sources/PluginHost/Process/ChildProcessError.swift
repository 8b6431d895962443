/// Why talking to a child process failed.
public enum ChildProcessError: Error, Sendable, Equatable {
  /// It could not be started.
  case cannotStart(String)
  /// It ended (with this status, when known) or closed its output.
  case exited(status: Int32?)
  /// It wrote nothing within the time allowed.
  case timedOut
  /// The user pressed Ctrl-C while waiting.
  case interrupted
  /// It wrote a line longer than `ChildProcess.maximumLineLength`.
  case lineTooLong
}
