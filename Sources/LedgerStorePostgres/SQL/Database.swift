/// The shared SQL's connection to the server (see `Database+SQLConnection`): each `SQL`
/// rendered with PostgreSQL's `$1` marks and run on the session's one connection.
final class Database {
  let server: ServerConnection

  init(server: ServerConnection) {
    self.server = server
  }

  /// Runs SQL that has no bound values as it is (schema, functions, transaction control).
  func executeRaw(_ sql: String) throws {
    _ = try server.run(sql, [])
  }

  /// Runs SQL already written with PostgreSQL's `$1` marks (a long multi-row insert).
  func execute(postgresSQL sql: String, values: [DatabaseValue]) throws {
    _ = try server.run(sql, values)
  }
}
