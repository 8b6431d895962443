import GRDB
import LedgerSQL

extension DatabaseValueConvertible where Self: StatementColumnConvertible {
  /// The first value of `sql`, prepared once per connection
  /// (see `Database.execute(cachedSQL:)`); nil when there is no row or the value is NULL.
  ///
  /// Read straight from SQLite (`Database.firstRow`): an id or a flag looked up this way
  /// costs a third of what GRDB's value cursor spends around it.
  static func fetchOne(
    _ db: Database, cachedSQL sql: String, arguments: StatementArguments = StatementArguments()
  ) throws -> Self? {
    let value = try db.firstRow(cachedSQL: sql, arguments: arguments) { columns in
      columns.isNull(0) ? nil : Self(sqliteStatement: columns.handle, index: 0)
    }
    return value ?? nil
  }

  /// Every value of `sql`, prepared once per connection (see `Database.execute(cachedSQL:)`).
  static func fetchAll(
    _ db: Database, cachedSQL sql: String, arguments: StatementArguments = StatementArguments()
  ) throws -> [Self] {
    try fetchAll(db.cachedStatement(sql: sql), arguments: arguments)
  }
}
