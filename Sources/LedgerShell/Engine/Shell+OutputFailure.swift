import Foundation

extension Shell {
  /// The status ending the session, once standard output could not be written.
  ///
  /// A reader that went away (`ledgersh -f big.lsh | head -1`) stops the script quietly
  /// with status 141, as SIGPIPE would; any other failure (a full disk, an I/O error) is
  /// said once on stderr and stops it with status 1, whatever `--keep-going` says: the
  /// results are lost, so going on would only pretend.
  func outputFailureOutcome() -> Outcome? {
    guard let code = environment.standardOutput.failure else { return nil }
    let status: Int32 = code == EPIPE ? 141 : 1
    if code != EPIPE, environment.standardOutput.takeReport() {
      environment.writeError(StandardOutputStatus.message(for: code))
    }
    return .failed(ShellError("", kind: .exit(status)))
  }
}

extension CommandContext {
  /// Tells the shell that a command's own write to standard output failed with `errno`;
  /// the shell ends the session after the command, as for any failed write.
  public func standardOutputFailed(errno code: Int32) {
    shell.environment.standardOutput.recordFailure(code)
  }
}
