import GRDB

extension DatabaseValueConvertible where Self: StatementColumnConvertible {
  /// The first value of `sql`, prepared once per connection
  /// (see `Database.execute(cachedSQL:)`).
  static func fetchOne(
    _ db: Database, cachedSQL sql: String, arguments: StatementArguments = StatementArguments()
  ) throws -> Self? {
    try fetchOne(db.cachedStatement(sql: sql), arguments: arguments)
  }

  /// Every value of `sql`, prepared once per connection (see `Database.execute(cachedSQL:)`).
  static func fetchAll(
    _ db: Database, cachedSQL sql: String, arguments: StatementArguments = StatementArguments()
  ) throws -> [Self] {
    try fetchAll(db.cachedStatement(sql: sql), arguments: arguments)
  }
}
