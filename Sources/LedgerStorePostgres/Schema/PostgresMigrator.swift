import LedgerCore
import LedgerStore

/// Brings a database's ledger schema up to `PostgresSchema.version`, one migration at a
/// time, in one transaction under an advisory lock (two sessions starting at once migrate
/// once).
enum PostgresMigrator {
  /// The advisory lock key: "LDGS".
  private static let lockKey: Int64 = 0x4C44_4753

  static func migrate(
    _ db: Database, server: ServerConnection, location: PostgresLocation, now: Timestamp
  ) throws {
    do {
      try db.executeRaw("BEGIN")
      server.transactionBegan()
      defer { server.transactionEnded() }
      _ = try db.rows(sql: "SELECT pg_advisory_xact_lock(?)", arguments: [lockKey])
      let current = try version(db, location: location)
      if current > PostgresSchema.version {
        try db.executeRaw("ROLLBACK")
        throw StoreError(
          .newerSchema,
          "the ledger on \(location.displayName) was written by a newer ledgersh (schema "
            + "\(current); this one reads up to \(PostgresSchema.version)); upgrade ledgersh "
            + "to open it")
      }
      if current == PostgresSchema.version {
        try db.executeRaw("COMMIT")
        return
      }
      if location.readOnly {
        try db.executeRaw("ROLLBACK")
        throw StoreError(
          .unavailable,
          current == 0
            ? "there is no ledger on \(location.displayName) to open read-only"
            : "the ledger on \(location.displayName) has schema \(current), which this "
              + "ledgersh upgrades to \(PostgresSchema.version) on opening; a read-only open "
              + "cannot, so open it once without --read-only")
      }
      for migration in PostgresSchema.migrations[current...] {
        for statement in migration { try db.executeRaw(statement) }
      }
      if current == 0 {
        try db.execute(
          sql: "INSERT INTO accounts(name, currency, created_at) VALUES ('Default', 'USD', ?)",
          arguments: [now.millisecondsSince1970])
      }
      try db.execute(
        sql: """
          INSERT INTO ledger_meta(key, value) VALUES ('schema_version', ?)
          ON CONFLICT (key) DO UPDATE SET value = excluded.value
          """,
        arguments: [String(PostgresSchema.version)])
      try db.executeRaw("COMMIT")
    } catch {
      try? db.executeRaw("ROLLBACK")
      throw PostgresErrors.openingError(error, location: location)
    }
  }

  /// The database's schema version: 0 when it holds no ledger yet.
  private static func version(_ db: Database, location: PostgresLocation) throws -> Int {
    let hasMeta =
      try Bool.fetchOne(db, sql: "SELECT to_regclass('ledger_meta') IS NOT NULL") ?? false
    if hasMeta {
      let text = try String.fetchOne(
        db, sql: "SELECT value FROM ledger_meta WHERE key = 'schema_version'")
      return text.flatMap { Int($0) } ?? 0
    }
    let hasTables =
      try Bool.fetchOne(db, sql: "SELECT to_regclass('accounts') IS NOT NULL") ?? false
    if hasTables {
      throw StoreError(
        .notALedger,
        "the database \(location.displayName) holds an 'accounts' table but no ledger: "
          + "use another database")
    }
    return 0
  }
}
