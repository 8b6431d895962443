import LedgerSQL

extension DatabaseValueConvertible {
  /// The first column of the first row of `sql`, or nil.
  static func fetchOne(
    _ db: Database, sql: String, arguments: StatementArguments = StatementArguments()
  ) throws -> Self? {
    guard let row = try db.rows(sql: sql, arguments: arguments).first,
      let value = row.values.first
    else { return nil }
    return fromDatabaseValue(value)
  }

  static func fetchOne(
    _ db: Database, cachedSQL sql: String, arguments: StatementArguments = StatementArguments()
  ) throws -> Self? {
    try fetchOne(db, sql: sql, arguments: arguments)
  }

  /// The first column of every row of `sql` that is not NULL.
  static func fetchAll(
    _ db: Database, sql: String, arguments: StatementArguments = StatementArguments()
  ) throws -> [Self] {
    try db.rows(sql: sql, arguments: arguments).compactMap { row in
      row.values.first.flatMap(fromDatabaseValue)
    }
  }

  static func fetchAll(
    _ db: Database, cachedSQL sql: String, arguments: StatementArguments = StatementArguments()
  ) throws -> [Self] {
    try fetchAll(db, sql: sql, arguments: arguments)
  }
}
