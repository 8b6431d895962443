import LedgerShell

/// What ledgersh says when its startup file fails: the failing line was already
/// reported as `FILE:LINE: error: …`; the session does not start.
enum StartupFileFailure {
  /// Writes the note and answers the exit status (that of the failed line).
  static func report(_ path: String, status: Int32, _ environment: ShellEnvironment) -> Int32 {
    environment.writeError(
      LaunchMessage.error(
        "the startup file \(path) failed; nothing else ran", hint: "fix it, or start with --no-init"
      ))
    return status
  }
}
