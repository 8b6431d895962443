import LedgerSQL

extension Row {
  static func fetchAll(
    _ db: Database, sql: String, arguments: StatementArguments = StatementArguments()
  ) throws -> [Row] {
    try db.rows(sql: sql, arguments: arguments)
  }

  static func fetchAll(
    _ db: Database, cachedSQL sql: String, arguments: StatementArguments = StatementArguments()
  ) throws -> [Row] {
    try db.rows(sql: sql, arguments: arguments)
  }

  static func fetchAll(_ statement: Statement, arguments: StatementArguments) throws -> [Row] {
    try statement.db.rows(sql: statement.sql, arguments: arguments)
  }

  static func fetchOne(
    _ db: Database, sql: String, arguments: StatementArguments = StatementArguments()
  ) throws -> Row? {
    try db.rows(sql: sql, arguments: arguments).first
  }

  static func fetchOne(
    _ db: Database, cachedSQL sql: String, arguments: StatementArguments = StatementArguments()
  ) throws -> Row? {
    try db.rows(sql: sql, arguments: arguments).first
  }

  static func fetchCursor(
    _ db: Database, sql: String, arguments: StatementArguments = StatementArguments()
  ) throws -> RowCursor {
    RowCursor(try db.rows(sql: sql, arguments: arguments))
  }

  static func fetchCursor(_ statement: Statement, arguments: StatementArguments) throws
    -> RowCursor
  {
    RowCursor(try statement.db.rows(sql: statement.sql, arguments: arguments))
  }

  /// The first row of `sql`, decoded by `decode`.
  static func fetchOne<T>(
    _ db: Database, cachedSQL sql: String, arguments: StatementArguments = StatementArguments(),
    as decode: (Row) throws -> T
  ) throws -> T? {
    try db.rows(sql: sql, arguments: arguments).first.map(decode)
  }

  /// Every row of `sql`, each decoded by `decode` in turn.
  static func fetchAll<T>(
    _ db: Database, cachedSQL sql: String, arguments: StatementArguments = StatementArguments(),
    as decode: (Row) throws -> T
  ) throws -> [T] {
    try db.rows(sql: sql, arguments: arguments).map(decode)
  }
}
