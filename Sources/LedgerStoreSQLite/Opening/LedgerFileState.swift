import LedgerSQL

/// What a path holds, as far as opening a ledger is concerned.
enum LedgerFileState: Equatable {
  /// Nothing yet (no file, an empty file, or an empty SQLite database): safe to create.
  case new
  /// A ledger file, at this schema version.
  case ledger(version: Int32)
}
