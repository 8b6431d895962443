import Foundation
import LedgerCore
import LedgerStore
import LedgerStoreSQLite
import Testing

/// A way to make a fresh, empty store: the contract suite runs once per backend.
///
/// A PostgreSQL backend adds its own case; nothing else in the suite changes.
enum StoreBackend: String, CaseIterable, CustomTestStringConvertible {
  case sqliteInMemory = "SQLite in memory"
  case sqliteFile = "SQLite file"

  var testDescription: String { rawValue }

  /// A fresh ledger; its files (if any) live in a new temporary folder.
  func makeStore() throws -> any Store {
    switch self {
    case .sqliteInMemory:
      return try SQLiteStore.inMemory(dataDirectory: try TemporaryFolder.make().path)
    case .sqliteFile:
      return try SQLiteStore.open(
        path: try TemporaryFolder.make().appendingPathComponent("ledger.db").path)
    }
  }
}

/// Temporary folders for test ledgers and files.
enum TemporaryFolder {
  static func make() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "ledgersh-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
