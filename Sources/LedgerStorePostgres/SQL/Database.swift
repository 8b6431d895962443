import LedgerSQL

/// A connection as the store's SQL sees it: statements with `?` marks, rows by name, the
/// rows changed and the id inserted by the last statement (as GRDB's `Database` offers).
final class Database {
  let server: ServerConnection
  /// How many rows the last `execute` changed.
  private(set) var changesCount = 0
  /// The id of the row the last `INSERT … VALUES` added.
  private(set) var lastInsertedRowID: Int64 = 0

  init(server: ServerConnection) {
    self.server = server
  }

  func execute(sql: String, arguments: StatementArguments = StatementArguments()) throws {
    var text = PostgresDialect.translate(sql)
    let returnsID = Self.isSingleInsert(text)
    if returnsID { text += " RETURNING id" }
    let (rows, changes) = try server.run(text, arguments.values)
    changesCount = changes
    if returnsID, let id: Int64 = rows.first?[0] { lastInsertedRowID = id }
  }

  func execute(cachedSQL sql: String, arguments: StatementArguments = StatementArguments())
    throws
  {
    try execute(sql: sql, arguments: arguments)
  }

  /// Runs SQL that has no `?` marks as it is (schema, functions).
  func executeRaw(_ sql: String) throws {
    _ = try server.run(sql, [])
  }

  /// Runs SQL already written with PostgreSQL's `$1` marks (a long multi-row insert).
  func execute(postgresSQL sql: String, values: [DatabaseValue]) throws {
    changesCount = try server.run(sql, values).changes
  }

  func rows(sql: String, arguments: StatementArguments) throws -> [Row] {
    try server.run(PostgresDialect.translate(sql), arguments.values).rows
  }

  func cachedStatement(sql: String) throws -> Statement { Statement(db: self, sql: sql) }

  func makeStatement(sql: String) throws -> Statement { Statement(db: self, sql: sql) }

  /// The tables with an `id` column, whose single-row inserts report it.
  private static let tablesWithID: Set<String> = Set(LedgerTable.all.map(\.name)).union([
    "journal", "undo_log",
  ])

  /// Whether `sql` inserts one row of values into a table with an `id` column.
  private static func isSingleInsert(_ sql: String) -> Bool {
    let trimmed = sql.drop { $0 == " " || $0 == "\n" }
    guard trimmed.hasPrefix("INSERT INTO "), sql.contains("VALUES"), !sql.contains("RETURNING"),
      !sql.contains("SELECT")
    else { return false }
    let table = trimmed.dropFirst("INSERT INTO ".count).prefix { $0 != "(" && $0 != " " }
    return tablesWithID.contains(String(table))
  }
}
