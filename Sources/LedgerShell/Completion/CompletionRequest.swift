/// What a completion source is asked: the word typed so far and its context.
public struct CompletionRequest {
  /// The word being completed, quotes removed.
  public var prefix: String
  /// The complete words before it on the line.
  public var previousWords: [String]
  /// The command being completed, when resolved.
  public var command: CommandSpec?
  /// The session, for the current project.
  public var session: Session
  /// The ledger, or nil when it cannot be opened (LedgerViews's `store()` is its store).
  public var ledger: () -> (any ShellLedger)?
}
