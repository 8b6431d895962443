import GRDB
import LedgerSQL
import LedgerStore

/// The ledger's migrations in order, run as one transaction that also checks the file.
///
/// GRDB's migrator runs one transaction per migration after reading what was applied
/// outside them, so two processes creating the same new ledger could both start it (or
/// one could see another's half-made schema as a foreign file). Here the check and every
/// pending migration run under one `BEGIN IMMEDIATE`: the first process creates the
/// ledger, the others wait for it and then find it current.
struct LedgerMigrations {
  /// One migration: the identifier recorded in `grdb_migrations` and its body.
  struct Step {
    var identifier: String
    var migrate: @Sendable (Database) throws -> Void
  }

  private(set) var steps: [Step] = []

  /// Adds a migration after the others (named as GRDB's, so the schema reads the same).
  mutating func registerMigration(
    _ identifier: String, migrate: @escaping @Sendable (Database) throws -> Void
  ) {
    steps.append(Step(identifier: identifier, migrate: migrate))
  }

  /// Brings the ledger at `path` to the current schema on `db`, which must not be in a
  /// transaction; throws `.notALedger` or `.newerSchema` without changing anything.
  func migrate(_ db: Database, path: String) throws {
    // As GRDB does: foreign keys are checked once, after every migration ran.
    try db.execute(sql: "PRAGMA foreign_keys = OFF")
    defer { try? db.execute(sql: "PRAGMA foreign_keys = ON") }
    try db.inTransaction(.immediate) {
      let facts = try LedgerSchemaFacts.read(db)
      if facts.applicationID != LedgerSchema.applicationID {
        guard facts.applicationID == 0, facts.objectCount == 0 else {
          throw LedgerFileInspector.notALedger(path)
        }
      }
      if facts.version > LedgerSchema.version {
        throw StoreError.newerSchema(path, version: facts.version)
      }
      if facts.version == LedgerSchema.version { return .commit }
      try db.execute(
        sql: "CREATE TABLE IF NOT EXISTS grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
      let applied = try Set(String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations"))
      for step in steps where !applied.contains(step.identifier) {
        try step.migrate(db)
        try db.execute(
          sql: "INSERT INTO grdb_migrations (identifier) VALUES (?)",
          arguments: [step.identifier])
      }
      try db.checkForeignKeys()
      return .commit
    }
  }
}
