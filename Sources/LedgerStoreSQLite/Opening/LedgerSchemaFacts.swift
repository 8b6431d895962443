import GRDB
import LedgerSQL

/// What a database says about itself: whose file it is and at which schema version.
struct LedgerSchemaFacts: Equatable {
  var applicationID: Int32
  var version: Int32
  /// How many tables, indexes, views and triggers it holds (0 for a new file).
  var objectCount: Int

  /// Reads the facts in one statement, so in one read transaction that sees the
  /// write-ahead log, not only the file's header.
  static func read(_ db: Database) throws -> LedgerSchemaFacts {
    let row = try Row.fetchOne(
      db,
      sql: """
        SELECT a.application_id, v.user_version, (SELECT count(*) FROM sqlite_master)
        FROM pragma_application_id AS a, pragma_user_version AS v
        """)
    return LedgerSchemaFacts(
      applicationID: row?[0] ?? 0, version: row?[1] ?? 0, objectCount: row?[2] ?? 0)
  }

  /// Whether this is a ledger at the schema this build writes.
  var isCurrentLedger: Bool {
    applicationID == LedgerSchema.applicationID && version == LedgerSchema.version
  }
}
