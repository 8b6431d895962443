import LedgerCore
import LedgerSQL
import LedgerStore

/// `BulkLoader` over one open transaction: no per-row undo log or search indexing for items
/// and transactions (see `PostgresStore.performBulk`), whose rows go a thousand to a
/// multi-row `INSERT` (`InsertBatch`); `flush()` sends what waits.
///
/// Their new ids are counted here: the first `ledger_next_id` takes the table's id lock to
/// the end of the transaction, so no other session adds rows in between.
final class PostgresBulkLoader: SQLBulkLoader {
  private let server: Database
  /// The rows of a bulk table not sent yet.
  private var batch: InsertBatch?
  /// The next new id of each bulk table, once this load took the table's id lock.
  private var nextIDs: [String: Int64] = [:]

  init(db: Database) throws {
    server = db
    try super.init(db: db)
  }

  @discardableResult
  override func load(_ record: LedgerRecord, keepingID: Bool) throws -> EntityID {
    if keepingID {
      try BulkLoadRows.checkKeptID(
        record, itemsBefore: itemsBefore, transactionsBefore: transactionsBefore)
    }
    let (table, values) = try BulkLoadRows.row(record, db: db)
    if table.isBulk {
      return try batched(table, values, id: keepingID ? record.id.rawValue : nil)
    }
    return try insert(record, table: table, values: values, keepingID: keepingID)
  }

  /// Sends the rows waiting for a multi-row insert.
  override func flush() throws {
    guard let waiting = batch, waiting.count > 0 else { return }
    batch = nil
    try server.execute(postgresSQL: waiting.sql, values: waiting.values)
  }

  /// Adds a bulk table's row to the batch, with its own id or the table's next one.
  private func batched(
    _ table: LedgerTable, _ values: [SQLValue], id kept: Int64?
  ) throws -> EntityID {
    if batch?.table.name != table.name || batch?.isFull == true { try flush() }
    let id: Int64
    if let kept {
      id = kept
      if let next = nextIDs[table.name], kept >= next { nextIDs[table.name] = kept + 1 }
    } else if let next = nextIDs[table.name] {
      id = next
      nextIDs[table.name] = next + 1
    } else {
      try flush()
      id =
        try db.value("SELECT ledger_next_id(\(table.name))", as: Int64.self) ?? 1
      nextIDs[table.name] = id + 1
    }
    if batch == nil { batch = InsertBatch(table: table) }
    batch?.append(id: id, values)
    loaded[table.name, default: 0] += 1
    return EntityID(id)
  }
}
