/// One command's record in the journal: when it ran, what was typed and what it changed.
public struct JournalEntry: Hashable, Sendable, Codable, Identifiable {
  public var id: EntityID
  public var time: Timestamp
  /// The command line as the user typed it.
  public var commandLine: String
  /// A short account of the changes, such as "+1 project, ~2 items".
  public var summary: String
  /// Whether `undo` has reverted this entry.
  public var isUndone: Bool
  /// The account the session worked in when the command ran; nil for the ledger's default
  /// account (and for entries older than schema v11 on SQLite, v5 on PostgreSQL).
  public var accountID: EntityID?

  public init(
    id: EntityID, time: Timestamp, commandLine: String, summary: String, isUndone: Bool = false,
    accountID: EntityID? = nil
  ) {
    self.id = id
    self.time = time
    self.commandLine = commandLine
    self.summary = summary
    self.isUndone = isUndone
    self.accountID = accountID
  }
}
