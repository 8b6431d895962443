import GRDB
import GRDBSQLite
import LedgerCore
import LedgerSQL

extension Database {
  /// The first row of `sql` (prepared once per connection), decoded by `decode` straight
  /// from SQLite's columns; nil when there is none.
  ///
  /// For the one-row lookups a command makes several times (its project, account and
  /// category): GRDB's row cursor builds a dictionary of lowercased column names for every
  /// query, and finding a column by name costs a lookup in it, together three times what
  /// SQLite spends on the query. A failing step is run again through GRDB, so that errors
  /// (busy, interrupted, corrupt) are reported and cleaned up exactly as everywhere else.
  func firstRow<T>(
    cachedSQL sql: String, arguments: StatementArguments = StatementArguments(),
    as decode: (SQLiteColumns) throws -> T
  ) throws -> T? {
    let statement = try cachedStatement(sql: sql)
    try statement.setArguments(arguments)
    let handle = statement.sqliteStatement
    defer { sqlite3_reset(handle) }
    switch sqlite3_step(handle) {
    case SQLITE_ROW: return try decode(SQLiteColumns(handle: handle))
    case SQLITE_DONE: return nil
    case let code:
      let message = lastErrorMessage
      sqlite3_reset(handle)
      _ = try Row.fetchOne(statement, arguments: arguments)
      // GRDB's run succeeded where this one failed (a lock let go in between): report the
      // first failure, as `allRows` does, rather than answer from a second read.
      throw DatabaseError(
        resultCode: ResultCode(rawValue: code), message: message, sql: sql,
        arguments: arguments)
    }
  }
}

extension Database {
  /// Every row of `sql` (prepared once per connection), each decoded by `decode` straight
  /// from SQLite's columns, as `firstRow` reads one; a failing step is run again through
  /// GRDB, which reports it.
  func allRows<T>(
    cachedSQL sql: String, arguments: StatementArguments = StatementArguments(),
    as decode: (SQLiteColumns) throws -> T
  ) throws -> [T] {
    let statement = try cachedStatement(sql: sql)
    try statement.setArguments(arguments)
    let handle = statement.sqliteStatement
    defer { sqlite3_reset(handle) }
    var rows: [T] = []
    while true {
      let code = sqlite3_step(handle)
      switch code {
      case SQLITE_ROW: rows.append(try decode(SQLiteColumns(handle: handle)))
      case SQLITE_DONE: return rows
      default:
        let message = lastErrorMessage
        sqlite3_reset(handle)
        _ = try Row.fetchAll(statement, arguments: arguments)
        // GRDB's run succeeded where this one failed (a lock let go in between): report
        // the first failure rather than mix two reads.
        throw DatabaseError(
          resultCode: ResultCode(rawValue: code), message: message, sql: sql,
          arguments: arguments)
      }
    }
  }
}

/// The columns of the row a statement stands on, read by position (out of range: NULL).
struct SQLiteColumns {
  let handle: SQLiteStatement

  func isNull(_ column: Int32) -> Bool { sqlite3_column_type(handle, column) == SQLITE_NULL }

  func int64(_ column: Int32) -> Int64 { sqlite3_column_int64(handle, column) }

  func optionalInt64(_ column: Int32) -> Int64? { isNull(column) ? nil : int64(column) }

  func bool(_ column: Int32) -> Bool { int64(column) != 0 }

  func string(_ column: Int32) -> String {
    guard let text = sqlite3_column_text(handle, column) else { return "" }
    let count = Int(sqlite3_column_bytes(handle, column))
    return String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self)
  }

  func optionalString(_ column: Int32) -> String? { isNull(column) ? nil : string(column) }
}
