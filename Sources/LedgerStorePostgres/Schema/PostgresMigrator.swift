import LedgerCore
import LedgerSQL
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
      _ = try db.rows("SELECT pg_advisory_xact_lock(\(lockKey))")
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
          "INSERT INTO accounts(name, currency, created_at) VALUES ('Default', 'USD', \(now.millisecondsSince1970))"
        )
      }
      try db.execute(
        """
        INSERT INTO ledger_meta(key, value) VALUES ('schema_version', \(String(PostgresSchema.version)))
        ON CONFLICT (key) DO UPDATE SET value = excluded.value
        """)
      try db.executeRaw("COMMIT")
    } catch {
      try? db.executeRaw("ROLLBACK")
      throw PostgresErrors.openingError(error, location: location)
    }
  }

  /// The database's schema version: 0 when it holds no ledger yet.
  private static func version(_ db: Database, location: PostgresLocation) throws -> Int {
    let hasMeta =
      try db.value("SELECT to_regclass('ledger_meta') IS NOT NULL", as: Bool.self) ?? false
    if hasMeta {
      let text = try db.value(
        "SELECT value FROM ledger_meta WHERE key = 'schema_version'", as: String.self)
      // Every migration writes its version in the transaction that makes its tables: a
      // ledger_meta without one is not a ledger this program made.
      guard let version = text.flatMap({ Int($0) }) else {
        throw StoreError(
          .notALedger,
          "the database \(location.displayName) holds a 'ledger_meta' table without a "
            + "schema version, so not a ledger ledgersh made; nothing was changed: use "
            + "another database")
      }
      return version
    }
    // The ledger's schema is made only where there is nothing else: in a database that
    // holds other tables it would mix its own among them (or fail halfway on a name both
    // use, with the server's words).
    let others = try db.values(
      """
      SELECT c.relname FROM pg_class c
      WHERE c.relnamespace = (SELECT oid FROM pg_namespace WHERE nspname = current_schema())
        AND c.relkind IN ('r', 'p', 'v', 'm', 'f')
        AND NOT EXISTS (
          SELECT 1 FROM pg_depend d
          WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')
      ORDER BY c.relname LIMIT 4
      """, as: String.self)
    if !others.isEmpty {
      let named = others.prefix(3).map { "'\($0)'" }.joined(separator: ", ")
      throw StoreError(
        .notALedger,
        "the database \(location.displayName) holds tables that are not a ledger's ("
          + named + (others.count > 3 ? ", …" : "") + "); nothing was changed: "
          + "ledgersh makes a ledger only in an empty database, so use another one "
          + "(createdb NAME) or a schema of its own")
    }
    return 0
  }
}
