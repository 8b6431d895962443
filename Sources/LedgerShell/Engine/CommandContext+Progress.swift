import TerminalUI

extension CommandContext {
  /// A progress bar for long work (`demo`, `import`, `export`, `bulk`), drawn on standard
  /// error when it is a terminal and the session is not quiet; nothing otherwise.
  ///
  /// Hand its `update(done:total:)` to the store's long operation, and call `finish()`
  /// when it returns or throws, so the line is erased before any result or error shows.
  public func progressReporter(_ label: String) -> ProgressReporter {
    progressReporter(label, enabled: true)
  }

  private func progressReporter(_ label: String, enabled: Bool) -> ProgressReporter {
    ProgressReporter(
      label: label,
      isEnabled: enabled && TerminalFacts.isErrorTerminal && !session.settings.quiet,
      width: TerminalFacts.width(environment: environment),
      unicode: TerminalFacts.isUTF8(environment: environment))
  }

  /// Runs `work` with a progress bar labelled `label` (see `progressReporter(_:)`),
  /// erasing the bar when it ends; `work` gets nil when no bar is drawn.
  ///
  /// `whenStdoutIsTerminal: false` is for work that writes its result to standard output
  /// as it goes (such as `export` without `--to`): on a terminal that output is the
  /// progress, and a bar would be drawn over it.
  public func withProgress<T>(
    _ label: String, whenStdoutIsTerminal: Bool = true,
    _ work: (_ update: ((_ done: Int, _ total: Int) -> Void)?) throws -> T
  ) rethrows -> T {
    let reporter = progressReporter(
      label, enabled: whenStdoutIsTerminal || !shell.environment.stdoutIsTerminal)
    defer { reporter.finish() }
    // Without a bar to draw, the work need not count (nor ask how much there is).
    guard reporter.isEnabled else { return try work(nil) }
    return try work { done, total in reporter.update(done: done, total: total) }
  }
}
