import GRDB
import LedgerSQL

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

extension Row {
  /// The first row of `sql` (prepared once per connection), decoded by `decode` while
  /// SQLite still holds it: a copied row finds each column by comparing lowercased names,
  /// which cost more than the query for a one-row lookup.
  static func fetchOne<T>(
    _ db: Database, cachedSQL sql: String, arguments: StatementArguments = StatementArguments(),
    as decode: (Row) throws -> T
  ) throws -> T? {
    let rows = try fetchCursor(db.cachedStatement(sql: sql), arguments: arguments)
    return try rows.next().map(decode)
  }

  /// Every row of `sql` (prepared once per connection), each decoded by `decode` in turn.
  static func fetchAll<T>(
    _ db: Database, cachedSQL sql: String, arguments: StatementArguments = StatementArguments(),
    as decode: (Row) throws -> T
  ) throws -> [T] {
    let rows = try fetchCursor(db.cachedStatement(sql: sql), arguments: arguments)
    var decoded: [T] = []
    while let row = try rows.next() { decoded.append(try decode(row)) }
    return decoded
  }
}
