import LedgerStore

/// One open connection, inside a transaction the store began: what the shared queries and
/// the writer need of a backend, and no more.
///
/// A backend renders each `SQL` for its `dialect` and may keep prepared statements by their
/// text (the statement cache of a SQLite connection); the rows it hands to `each` are read
/// while the statement stands on them.
public protocol SQLConnection: AnyObject {
  var dialect: SQLDialect { get }

  /// Runs a statement that returns no rows; the number of rows it changed.
  @discardableResult
  func execute(_ sql: SQL) throws -> Int

  /// Runs an `INSERT` of one row into a table with an `id` column; the id of the new row.
  func insert(_ sql: SQL) throws -> Int64

  /// Calls `body` with each row of `sql` in turn, until it returns false.
  func each(_ sql: SQL, _ body: (SQLRow) throws -> Bool) throws

  /// The error for a ledger in which this connection sees no account: corrupt for a file
  /// (every ledger has one), a missing grant on a team ledger.
  func noVisibleAccount() throws -> StoreError
}

extension SQLConnection {
  public func noVisibleAccount() throws -> StoreError {
    StoreError(.corrupt, "the ledger has no account")
  }

  /// The first row of `sql`, decoded by `decode`; nil when there is none.
  public func first<T>(_ sql: SQL, _ decode: (SQLRow) throws -> T) throws -> T? {
    var result: T?
    try each(sql) { row in
      result = try decode(row)
      return false
    }
    return result
  }

  /// Every row of `sql`, each decoded by `decode`.
  public func all<T>(_ sql: SQL, _ decode: (SQLRow) throws -> T) throws -> [T] {
    var result: [T] = []
    try each(sql) { row in
      result.append(try decode(row))
      return true
    }
    return result
  }

  /// The first column of the first row, or nil when there is no row or it is NULL.
  public func value<T: SQLColumnValue>(_ sql: SQL, as type: T.Type = T.self) throws -> T? {
    let value: T?? = try first(sql) { row in row[0] as T? }
    return value ?? nil
  }

  /// The first column of every row that is not NULL.
  public func values<T: SQLColumnValue>(_ sql: SQL, as type: T.Type = T.self) throws -> [T] {
    try all(sql) { row in row[0] as T? }.compactMap { $0 }
  }

  /// Whether `sql` (a query) returns a row.
  public func exists(_ sql: SQL) throws -> Bool {
    try value("SELECT EXISTS (\(sql))", as: Bool.self) ?? false
  }
}

extension SQL {
  /// ` LIMIT … OFFSET …`: no limit when `limit` is nil; negatives read as 0.
  public static func limit(_ limit: Int?, offset: Int) -> SQL {
    if let limit {
      return " LIMIT \(max(0, limit)) OFFSET \(max(0, offset))"
    }
    return " LIMIT \(word: .noLimit) OFFSET \(max(0, offset))"
  }
}
