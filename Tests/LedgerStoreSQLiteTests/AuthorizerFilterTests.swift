import CSQLiteAuthorizer
import Foundation
import GRDB
import LedgerCore
import LedgerStore
import LedgerTestSupport
import Testing

@testable import LedgerStoreSQLite

/// The filter in front of GRDB's authorizer (CSQLiteAuthorizer).
///
/// SQLite asks the connection's authorizer about every column a statement reads while it
/// compiles it. The filter answers those reads itself (GRDB only records them, for
/// observations ledgersh does not use); everything else still reaches GRDB.
@Suite("Authorizer filter")
struct AuthorizerFilterTests {
  func store() throws -> SQLiteStore {
    try SQLiteStore.open(
      path: try TemporaryFolder.make().appendingPathComponent("ledger.db").path)
  }

  @Test("the columns a statement reads are answered by the filter, not recorded by GRDB")
  func readsAnsweredByTheFilter() throws {
    let store = try store()
    let before = ledgersh_authorizer_reads_answered()
    let region = try store.writer.read { db in
      try db.makeStatement(sql: "SELECT name, description FROM projects WHERE archived = 0")
        .databaseRegion
    }
    #expect(region.isEmpty)
    #expect(ledgersh_authorizer_reads_answered() >= before + 3)
  }

  @Test("GRDB still sees transactions, savepoints and schema changes")
  func otherActionsReachGRDB() throws {
    let store = try store()
    try store.writer.writeWithoutTransaction { db in
      // GRDB follows BEGIN and COMMIT only through its authorizer: if they did not reach
      // it, it would not know a transaction is open and would refuse the savepoint.
      try db.execute(sql: "BEGIN IMMEDIATE")
      #expect(db.isInsideTransaction)
      try db.inSavepoint {
        try db.execute(sql: "CREATE TEMP TABLE scratch (id INTEGER PRIMARY KEY, note TEXT)")
        return .commit
      }
      // A schema change empties GRDB's schema cache: the new table's columns are known.
      #expect(try db.columns(in: "scratch").map(\.name) == ["id", "note"])
      try db.execute(sql: "ALTER TABLE scratch ADD COLUMN extra INTEGER")
      #expect(try db.columns(in: "scratch").map(\.name) == ["id", "note", "extra"])
      try db.execute(sql: "COMMIT")
      #expect(!db.isInsideTransaction)
    }
    // And the ledger's own work, which runs through the same authorizer, is intact.
    _ = try store.perform("project add Loft") { try $0.addProject(ProjectDraft(name: "Loft")) }
    #expect(try store.search("loft", limit: 5).count == 1)
    #expect(try store.undo().commandLine == "project add Loft")
    #expect(try store.projects().isEmpty)
  }
}
