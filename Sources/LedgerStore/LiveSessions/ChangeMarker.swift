/// Where a ledger stood at one moment, to ask later what other sessions changed since.
///
/// Opaque to callers: take one with `Store.changeMarker()`, hand it back to
/// `Store.changes(since:limit:)`.
public struct ChangeMarker: Hashable, Sendable {
  /// The backend's count of commits by other connections (SQLite's `data_version`).
  public var version: Int64
  /// The newest journal entry's id at the time.
  public var lastEntryID: Int64
  /// How many journal entries were undone at the time, where the backend counts them: an
  /// undo adds no entry, and a new version alone can be a checkpoint rather than a change.
  public var undoneCount: Int64

  public init(version: Int64, lastEntryID: Int64, undoneCount: Int64 = 0) {
    self.version = version
    self.lastEntryID = lastEntryID
    self.undoneCount = undoneCount
  }
}
