extension CommandContext {
  /// Writes `text` to standard output at once, ahead of the command's result: for what a
  /// command shows while it runs (a full-screen viewer) or before it fails.
  public func writeOutput(_ text: String) {
    shell.environment.writeOutput(text)
  }
}
