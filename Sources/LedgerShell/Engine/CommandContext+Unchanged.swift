extension CommandContext {
  /// Fails, changing nothing, when a row changed after the command showed it to be acted
  /// on: the time it was saved when it was shown (`shown`) is not the one stored now
  /// (`stored`, read inside the change).
  ///
  /// Between the two, a menu or a `[y/N]` question waited for the user; on a team ledger,
  /// or a ledger file two sessions share, another session may have changed the row since.
  /// Acting on it then would delete what the user has not seen.
  public func requireUnchanged<Stamp: Equatable>(
    _ name: String, shown: Stamp, stored: Stamp, show: String
  ) throws(ShellError) {
    guard shown != stored else { return }
    throw .failure(
      "\(name) was changed by another session after it was shown; nothing was changed",
      hint: "see it as it is now with '\(show)', then try again")
  }
}
