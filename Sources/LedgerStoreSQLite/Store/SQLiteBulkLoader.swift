import GRDB
import LedgerSQL

/// `BulkLoader` over one open transaction: statements prepared once a connection, no per-row
/// undo log or search indexing for items and transactions (see `SQLiteStore.performBulk`).
final class SQLiteBulkLoader: SQLBulkLoader {
  init(db: Database) throws {
    try super.init(db: SQLiteConnection(db))
  }
}
