import LedgerCore

/// Adds records fast inside `Store.performBulk` (import, demo).
///
/// Records are checked by the database's constraints only: callers validate first.
public protocol BulkLoader {
  /// Adds the record and returns its id. With `keepingID`, the record's own id is kept
  /// (full-fidelity import); otherwise the store assigns a new one and the record's id
  /// is ignored. Timestamps and every other field are stored as given.
  @discardableResult
  func load(_ record: LedgerRecord, keepingID: Bool) throws -> EntityID
  /// The account every record without another account belongs to.
  func defaultAccount() throws -> Account
}
