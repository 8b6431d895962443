import LedgerSQL

/// SQL text bound to the database that runs it.
struct Statement {
  let db: Database
  let sql: String

  func execute(arguments: StatementArguments = StatementArguments()) throws {
    try db.execute(sql: sql, arguments: arguments)
  }
}
