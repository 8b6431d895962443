import LedgerCore
import LedgerStore

extension PostgresWriter {
  /// Optimistic concurrency: refuses to save a row that another session changed after
  /// `read` was taken (its `updatedAt` is not the stored one), naming who and when.
  ///
  /// Locks the row first, so no other session can slip a change in before this command
  /// commits.
  func checkUnchanged(
    _ table: LedgerTable, id: EntityID, readUpdatedAt: Timestamp, show: String
  ) throws {
    guard
      let stored = try Int64.fetchOne(
        db, sql: "SELECT updated_at FROM \(table.name) WHERE id = ? FOR UPDATE",
        arguments: [id.rawValue]),
      stored != readUpdatedAt.millisecondsSince1970
    else { return }
    guard
      let last = try Row.fetchOne(
        db,
        sql: """
          SELECT j.time, j.session FROM undo_log u JOIN journal j ON j.id = u.entry_id
          WHERE u.tbl = ? AND u.row_id = ? AND u.op = '~' AND j.undone = 0
          ORDER BY j.id DESC LIMIT 1
          """,
        arguments: [table.name, id.rawValue])
    else { return }
    let session: String = last["session"]
    guard session != self.session else { return }
    let time = Timestamp(millisecondsSince1970: last["time"])
    let entity = table.entity.prefix(1).uppercased() + table.entity.dropFirst()
    throw StoreError(
      .conflict,
      "\(entity) \(id) was changed by another session at \(PostgresConflict.clock(time)); "
        + "nothing saved — show it with '\(show) \(id.rawValue)'")
  }
}
