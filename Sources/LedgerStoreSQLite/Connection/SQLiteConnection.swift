import GRDB
import GRDBSQLite
import LedgerSQL

/// The shared layer's statement, named apart from GRDB's `SQL` in this module.
typealias LedgerStatement = LedgerSQL.SQL

/// The shared queries' connection over a GRDB `Database`, inside the store's transaction.
///
/// Each `SQL` is rendered with `?` marks and prepared once per connection (a script runs
/// the same few statements thousands of times, and preparing costs more than running);
/// its rows are read straight from SQLite's columns.
final class SQLiteConnection: SQLConnection {
  let db: Database

  init(_ db: Database) { self.db = db }

  var dialect: SQLDialect { .sqlite }

  private func prepared(_ sql: LedgerSQL.SQL) throws -> (Statement, StatementArguments) {
    let (text, values) = sql.rendered(for: .sqlite)
    let statement = try db.cachedStatement(sql: text)
    return (statement, Self.arguments(values))
  }

  /// `values` as GRDB binds them.
  ///
  /// Through the initializer of optional existentials: the one of `DatabaseValue`s maps
  /// them with a key path into a generic type, which the runtime builds anew at each call
  /// (a tenth of what a script's `tx add` cost).
  static func arguments(_ values: [SQLValue]) -> StatementArguments {
    var bound: [(any DatabaseValueConvertible)?] = []
    bound.reserveCapacity(values.count)
    for value in values {
      switch value {
      case .null: bound.append(nil)
      case .int(let number): bound.append(number)
      case .double(let number): bound.append(number)
      case .text(let text): bound.append(text)
      }
    }
    return StatementArguments(bound)
  }

  @discardableResult
  func execute(_ sql: LedgerSQL.SQL) throws -> Int {
    let (statement, arguments) = try prepared(sql)
    try statement.execute(arguments: arguments)
    return db.changesCount
  }

  func insert(_ sql: LedgerSQL.SQL) throws -> Int64 {
    let (statement, arguments) = try prepared(sql)
    try statement.execute(arguments: arguments)
    return db.lastInsertedRowID
  }

  /// Steps the statement itself, rows read straight from SQLite's columns.
  ///
  /// GRDB's row cursor builds a dictionary of lowercased column names for every query,
  /// together three times what SQLite spends on a one-row lookup. A failing step is run again through GRDB, so that errors (busy, interrupted, corrupt) are
  /// reported and cleaned up exactly as everywhere else.
  func each(_ sql: LedgerSQL.SQL, _ body: (SQLRow) throws -> Bool) throws {
    let (text, values) = sql.rendered(for: .sqlite)
    let statement = try db.cachedStatement(sql: text)
    let handle = statement.sqliteStatement
    sqlite3_reset(handle)
    Self.bind(values, to: handle)
    defer { sqlite3_reset(handle) }
    let row = SQLiteRowSource(handle: handle)
    while true {
      let code = sqlite3_step(handle)
      switch code {
      case SQLITE_ROW:
        guard try body(SQLRow(row)) else { return }
      case SQLITE_DONE: return
      default:
        let message = db.lastErrorMessage
        sqlite3_reset(handle)
        let arguments = Self.arguments(values)
        _ = try Row.fetchAll(statement, arguments: arguments)
        // GRDB's run succeeded where this one failed (a lock let go in between): report
        // the first failure rather than mix two reads.
        throw DatabaseError(
          resultCode: ResultCode(rawValue: code), message: message, sql: statement.sql,
          arguments: arguments)
      }
    }
  }

  /// Binds `values` to the statement's parameters straight through SQLite: building
  /// GRDB's arguments cost more than a one-row lookup itself.
  static func bind(_ values: [SQLValue], to handle: SQLiteStatement, from first: Int32 = 1) {
    for (offset, value) in values.enumerated() {
      let index = first + Int32(truncatingIfNeeded: offset)
      switch value {
      case .null: sqlite3_bind_null(handle, index)
      case .int(let number): sqlite3_bind_int64(handle, index, number)
      case .double(let number): sqlite3_bind_double(handle, index, number)
      case .text(let text): sqlite3_bind_text(handle, index, text, -1, transient)
      }
    }
  }

  /// SQLite's SQLITE_TRANSIENT: the text is copied before the bind returns.
  private static let transient = unsafeBitCast(
    OpaquePointer(bitPattern: -1), to: sqlite3_destructor_type.self)
}

/// The columns of the row a SQLite statement stands on.
final class SQLiteRowSource: SQLRowSource {
  let handle: SQLiteStatement
  private lazy var names: [String] = (0..<sqlite3_column_count(handle)).map {
    sqlite3_column_name(handle, $0).map { String(cString: $0) } ?? ""
  }

  init(handle: SQLiteStatement) { self.handle = handle }

  func isNull(at index: Int) -> Bool {
    sqlite3_column_type(handle, Int32(truncatingIfNeeded: index)) == SQLITE_NULL
  }

  func value(at index: Int) -> SQLValue {
    let column = Int32(truncatingIfNeeded: index)
    switch sqlite3_column_type(handle, column) {
    case SQLITE_INTEGER: return .int(sqlite3_column_int64(handle, column))
    case SQLITE_FLOAT: return .double(sqlite3_column_double(handle, column))
    case SQLITE_NULL: return .null
    default: return .text(text(column))
    }
  }

  func int64(at index: Int) -> Int64? {
    isNull(at: index) ? nil : sqlite3_column_int64(handle, Int32(truncatingIfNeeded: index))
  }

  func double(at index: Int) -> Double? {
    isNull(at: index) ? nil : sqlite3_column_double(handle, Int32(truncatingIfNeeded: index))
  }

  func string(at index: Int) -> String? {
    isNull(at: index) ? nil : text(Int32(truncatingIfNeeded: index))
  }

  private func text(_ column: Int32) -> String {
    guard let text = sqlite3_column_text(handle, column) else { return "" }
    let count = Int(sqlite3_column_bytes(handle, column))
    return String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self)
  }

  func columnIndex(_ name: String) -> Int? { names.firstIndex(of: name) }
}
