import GRDB
import GRDBSQLite
import LedgerCore
import LedgerSQL
import LedgerStore

/// `BulkLoader` over one open transaction: statements prepared once a connection, no per-row
/// undo log or search indexing for items and transactions (see `SQLiteStore.performBulk`).
///
/// Rows of the bulk tables (millions in a demo or an import) go through one statement per
/// table, prepared when the load first needs it and bound straight through SQLite: building
/// each row's statement text, finding it in the cache by that text and binding it through
/// GRDB's arguments cost several times what SQLite spends inserting the row.
final class SQLiteBulkLoader: SQLBulkLoader {
  private let database: Database
  /// The insert of each bulk table, with and without its id column, by `key(_:keepingID:)`.
  private var inserts: [String: Statement] = [:]

  init(db: Database) throws {
    database = db
    try super.init(db: SQLiteConnection(db))
  }

  @discardableResult
  override func load(_ record: LedgerRecord, keepingID: Bool) throws -> EntityID {
    if keepingID {
      try BulkLoadRows.checkKeptID(
        record, itemsBefore: itemsBefore, transactionsBefore: transactionsBefore)
    }
    let (table, values) = try BulkLoadRows.row(record, db: db)
    guard table.isBulk else {
      return try insert(record, table: table, values: values, keepingID: keepingID)
    }
    let statement = try insertStatement(table, keepingID: keepingID)
    let handle = statement.sqliteStatement
    sqlite3_reset(handle)
    var index: Int32 = 1
    if keepingID {
      sqlite3_bind_int64(handle, index, record.id.rawValue)
      index += 1
    }
    SQLiteConnection.bind(values, to: handle, from: index)
    let code = sqlite3_step(handle)
    if code != SQLITE_DONE {
      // The failure as GRDB reports every other statement's (a constraint, a full disk,
      // an interrupt), read before the reset. It is not run again: after an interrupt or
      // a full disk SQLite has rolled the transaction back already.
      let message = database.lastErrorMessage
      sqlite3_reset(handle)
      var arguments: [SQLValue] = keepingID ? [.int(record.id.rawValue)] : []
      arguments += values
      throw DatabaseError(
        resultCode: ResultCode(rawValue: code), message: message, sql: statement.sql,
        arguments: SQLiteConnection.arguments(arguments))
    }
    sqlite3_reset(handle)
    loaded[table.name, default: 0] += 1
    return keepingID ? record.id : EntityID(database.lastInsertedRowID)
  }

  /// The prepared insert of a row of `table`, made on first use.
  private func insertStatement(_ table: LedgerTable, keepingID: Bool) throws -> Statement {
    let key = keepingID ? table.name + "+id" : table.name
    if let statement = inserts[key] { return statement }
    let placeholders = Array(repeating: SQLValue.null, count: table.columns.count)
    let text = BulkLoadRows.insert(
      table, id: keepingID ? EntityID(0) : nil, values: placeholders
    ).rendered(for: .sqlite).text
    let statement = try database.makeStatement(sql: text)
    inserts[key] = statement
    return statement
  }
}
