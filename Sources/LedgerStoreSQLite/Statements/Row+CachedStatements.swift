import GRDB

extension Row {
  /// The first row of `sql`, prepared once per connection (see `Database.execute(cachedSQL:)`).
  static func fetchOne(
    _ db: Database, cachedSQL sql: String, arguments: StatementArguments = StatementArguments()
  ) throws -> Row? {
    try fetchOne(db.cachedStatement(sql: sql), arguments: arguments)
  }

  /// Every row of `sql`, prepared once per connection (see `Database.execute(cachedSQL:)`).
  static func fetchAll(
    _ db: Database, cachedSQL sql: String, arguments: StatementArguments = StatementArguments()
  ) throws -> [Row] {
    try fetchAll(db.cachedStatement(sql: sql), arguments: arguments)
  }
}
