import LedgerCore
import LedgerSQL
import LedgerStore

/// What the shared writer does differently on a team ledger.
struct PostgresWriterHooks: SQLWriterHooks {
  /// The session writing, to tell its own earlier changes from other sessions'.
  let session: String

  /// Optimistic concurrency: refuses to save a row that another session changed after
  /// `read` was taken (its `updatedAt` is not the stored one), naming who and when.
  ///
  /// Locks the row first, so no other session can slip a change in before this command
  /// commits.
  func checkUnchanged(
    _ db: any SQLConnection, table: LedgerTable, id: EntityID, readUpdatedAt: Timestamp,
    show: String
  ) throws {
    guard
      let stored = try db.value(
        "SELECT updated_at FROM \(raw: table.name) WHERE id = \(id) FOR UPDATE", as: Int64.self),
      stored != readUpdatedAt.millisecondsSince1970
    else { return }
    guard
      let last = try db.first(
        """
        SELECT j.time, j.session FROM undo_log u JOIN journal j ON j.id = u.entry_id
        WHERE u.tbl = \(table.name) AND u.row_id = \(id) AND u.op = '~' AND j.undone = 0
        ORDER BY j.id DESC LIMIT 1
        """,
        { row in (time: row.time(0), session: row.string(1)) })
    else { return }
    guard last.session != session else { return }
    let entity = table.entity.prefix(1).uppercased() + table.entity.dropFirst()
    throw StoreError(
      .conflict,
      "\(entity) \(id) was changed by another session at \(PostgresConflict.clock(last.time)); "
        + "nothing saved — show it with '\(show) \(id.rawValue)'")
  }

  /// A member sees only the accounts granted to it, and a new one is granted to nobody.
  func addAccountFailed(_ error: any Error, name: String) -> any Error {
    guard let error = error as? ServerError, error.state == "42501" else { return error }
    return StoreError(
      .readOnly,
      "only the ledger's owner can add accounts; ask them to add '\(name)' and grant it "
        + "to you ('admin grant')")
  }

  /// The bytes go to the server with the record, so every member can open the file.
  func attachmentAdded(_ db: any SQLConnection, dataDirectory: String?, sha256: String) throws {
    guard let db = db as? Database else { return }
    try SharedAttachmentFiles.upload(db, dataDirectory: dataDirectory, sha256: sha256)
  }
}
