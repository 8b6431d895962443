import Foundation
import LedgerCore
import LedgerStore
import LedgerStorePostgres
import LedgerStoreSQLite
import LedgerTestSupport
import Testing

/// A way to make a fresh, empty store: the contract suite runs once per backend.
///
/// PostgreSQL joins the list when `LEDGERSH_PG_TEST_URL` names a server (`make test` starts
/// a throwaway cluster and sets it; see `PostgresTestServer`).
public enum StoreBackend: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case sqliteInMemory = "SQLite in memory"
  case sqliteFile = "SQLite file"
  case postgres = "PostgreSQL"

  /// The backends to test: PostgreSQL only when a test server is set.
  public static var allCases: [StoreBackend] {
    PostgresTestServer.url == nil
      ? [.sqliteInMemory, .sqliteFile] : [.sqliteInMemory, .sqliteFile, .postgres]
  }

  /// The backends where two sessions open one ledger: not SQLite in memory.
  public static var sharedCases: [StoreBackend] { allCases.filter { $0 != .sqliteInMemory } }

  public var testDescription: String { rawValue }

  /// A fresh ledger; its files (if any) live in a new temporary folder.
  public func makeStore() throws -> any Store {
    switch self {
    case .sqliteInMemory:
      return try SQLiteStore.inMemory(dataDirectory: try TemporaryFolder.make().path)
    case .sqliteFile:
      return try SQLiteStore.open(
        path: try TemporaryFolder.make().appendingPathComponent("ledger.db").path)
    case .postgres:
      return try PostgresTestServer.freshStore()
    }
  }

  /// Two sessions on one fresh ledger, as two users or two terminals open it.
  public func makeTwoSessions() throws -> (any Store, any Store) {
    switch self {
    case .sqliteInMemory:
      throw StoreError(.unavailable, "a ledger in memory has one session only")
    case .sqliteFile:
      let path = try TemporaryFolder.make().appendingPathComponent("ledger.db").path
      return (try SQLiteStore.open(path: path), try SQLiteStore.open(path: path))
    case .postgres:
      guard let url = PostgresTestServer.url else {
        throw StoreError(.unavailable, "no PostgreSQL test server")
      }
      let environment = PostgresTestServer.environment(
        schema: try PostgresTestServer.freshSchema())
      func open() throws -> any Store {
        try PostgresStore.open(
          url: url, environment: environment, dataDirectory: try TemporaryFolder.make().path)
      }
      return (try open(), try open())
    }
  }
}
