import GRDB
import GRDBSQLite
import LedgerCore

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

/// The columns of the row a statement stands on, read by position.
///
/// Positions follow a `LedgerTable`'s `selection` (`id` first, then its columns in order);
/// `position(_:in:)` finds them by name. A position out of range reads as NULL.
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

  func id(_ column: Int32) -> EntityID { EntityID(int64(column)) }

  func optionalID(_ column: Int32) -> EntityID? { optionalInt64(column).map(EntityID.init) }

  func time(_ column: Int32) -> Timestamp { Timestamp(millisecondsSince1970: int64(column)) }

  /// The position of `name` in `table`'s selection; -1 (read as NULL) if it has none.
  static func position(_ name: String, in table: LedgerTable) -> Int32 {
    if name == "id" { return 0 }
    return table.columns.firstIndex(of: name).map { Int32($0 + 1) } ?? -1
  }
}

extension RecordDecoder {
  /// Column positions in `LedgerTable.accounts.selection`.
  private enum AccountColumn {
    static let name = SQLiteColumns.position("name", in: .accounts)
    static let currency = SQLiteColumns.position("currency", in: .accounts)
    static let createdAt = SQLiteColumns.position("created_at", in: .accounts)
  }

  /// Column positions in `LedgerTable.categories.selection`.
  private enum CategoryColumn {
    static let accountID = SQLiteColumns.position("account_id", in: .categories)
    static let name = SQLiteColumns.position("name", in: .categories)
    static let kind = SQLiteColumns.position("kind", in: .categories)
    static let position = SQLiteColumns.position("position", in: .categories)
    static let archived = SQLiteColumns.position("archived", in: .categories)
  }

  /// Column positions in `LedgerTable.projects.selection`.
  private enum ProjectColumn {
    static let accountID = SQLiteColumns.position("account_id", in: .projects)
    static let name = SQLiteColumns.position("name", in: .projects)
    static let clientName = SQLiteColumns.position("client_name", in: .projects)
    static let description = SQLiteColumns.position("description", in: .projects)
    static let pinned = SQLiteColumns.position("pinned_category_id", in: .projects)
    static let archived = SQLiteColumns.position("archived", in: .projects)
    static let createdAt = SQLiteColumns.position("created_at", in: .projects)
    static let updatedAt = SQLiteColumns.position("updated_at", in: .projects)
  }

  /// `account(_:)` for a row read by `firstRow`.
  static func account(_ columns: SQLiteColumns) -> Account {
    Account(
      id: columns.id(0), name: columns.string(AccountColumn.name),
      currency: Currency(code: columns.string(AccountColumn.currency)) ?? .usd,
      createdAt: columns.time(AccountColumn.createdAt))
  }

  /// `category(_:)` for a row read by `firstRow`.
  static func category(_ columns: SQLiteColumns) -> BudgetCategory {
    BudgetCategory(
      id: columns.id(0), accountID: columns.id(CategoryColumn.accountID),
      name: columns.string(CategoryColumn.name),
      kind: CategoryKind(rawValue: columns.string(CategoryColumn.kind)) ?? .standard,
      position: Int(columns.int64(CategoryColumn.position)),
      isArchived: columns.bool(CategoryColumn.archived))
  }

  /// `project(_:)` for a row read by `firstRow`.
  static func project(_ columns: SQLiteColumns) -> Project {
    Project(
      id: columns.id(0), accountID: columns.id(ProjectColumn.accountID),
      name: columns.string(ProjectColumn.name),
      clientName: columns.string(ProjectColumn.clientName),
      description: columns.string(ProjectColumn.description),
      pinnedCategoryID: columns.optionalID(ProjectColumn.pinned),
      isArchived: columns.bool(ProjectColumn.archived),
      createdAt: columns.time(ProjectColumn.createdAt),
      updatedAt: columns.time(ProjectColumn.updatedAt))
  }
}
