import Foundation
import GRDB
import LedgerCore
import LedgerSQL
import LedgerStore
import LedgerTestSupport
import Testing

@testable import LedgerStoreSQLite

/// Since schema v10 the ledger file keeps only guard triggers; each connection that
/// writes makes the undo, search and totals triggers for itself before its first write.
@Suite("Triggers per connection")
struct ConnectionTriggersTests {
  func ledgerPath() throws -> String {
    try TemporaryFolder.make().appendingPathComponent("ledger.db").path
  }

  func triggerNames(_ store: SQLiteStore, schema: String) throws -> [String] {
    try store.writer.read { db in
      try String.fetchAll(
        db, sql: "SELECT name FROM \(schema).sqlite_master WHERE type = 'trigger' ORDER BY name")
    }
  }

  @Test("a command that reads makes no triggers; the first write makes them all")
  func madeOnFirstWrite() throws {
    let path = try ledgerPath()
    let made = try SQLiteStore.open(path: path)
    made.close()
    let store = try SQLiteStore.open(path: path)
    let guards = try triggerNames(store, schema: "main")
    #expect(guards.count == 3 * LedgerTable.all.count)
    #expect(guards.allSatisfy { $0.contains("_guard_") })
    #expect(try store.projects().isEmpty)
    #expect(try triggerNames(store, schema: "temp").isEmpty)
    _ = try store.perform("project add Loft") { try $0.addProject(ProjectDraft(name: "Loft")) }
    #expect(
      try triggerNames(store, schema: "temp").count == LedgerTriggers.connectionTriggers.count)
    #expect(try store.search("loft", limit: 5).count == 1)
    #expect(try store.undo().commandLine == "project add Loft")
    #expect(try store.search("loft", limit: 5).isEmpty)
  }

  @Test("a first write that fails or is rolled back leaves the triggers for the next")
  func keptAfterRollback() throws {
    let store = try SQLiteStore.open(path: try ledgerPath())
    #expect(throws: StoreError.self) {
      try store.perform("project add A") { writer in
        _ = try writer.addProject(ProjectDraft(name: "A"))
        throw StoreError(.invalid, "refused")
      }
    }
    let other = try SQLiteStore.open(path: try ledgerPath())
    try other.beginGroup()
    _ = try other.perform("project add B") { try $0.addProject(ProjectDraft(name: "B")) }
    try other.rollbackGroup()
    for store in [store, other] {
      _ = try store.perform("project add C") { try $0.addProject(ProjectDraft(name: "Cellar")) }
      #expect(try store.search("cellar", limit: 5).count == 1)
      #expect(try store.undo().commandLine == "project add C")
      #expect(try store.projects().isEmpty)
    }
  }

  @Test("a connection without its triggers cannot change a row")
  func refusedBeforeTriggers() throws {
    let store = try SQLiteStore.open(path: try ledgerPath())
    #expect {
      try store.writer.write { db in
        try db.execute(
          sql:
            "INSERT INTO projects(account_id, name, created_at, updated_at) VALUES (1, 'X', 0, 0)")
      }
    } throws: { error in
      "\(error)".contains("the ledger's triggers are not made yet")
    }
    #expect(try store.projects().isEmpty)
  }

  @Test("a session refuses to write a ledger a newer ledgersh upgraded while it ran")
  func refusedAfterUpgrade() throws {
    let path = try ledgerPath()
    let store = try SQLiteStore.open(path: path)
    _ = try store.perform("project add Loft") { try $0.addProject(ProjectDraft(name: "Loft")) }
    // What a later schema's migration does: guard triggers that name its version.
    var configuration = Configuration()
    configuration.prepareDatabase { LedgerFunctions.register($0) }
    let newer = try DatabaseQueue(path: path, configuration: configuration)
    try newer.write { db in
      for operation in ["insert", "update", "delete"] {
        try db.execute(sql: "DROP TRIGGER projects_guard_\(operation)")
      }
      for statement in LedgerTriggers.guards(.projects, version: LedgerSchema.version + 1) {
        try db.execute(sql: statement)
      }
    }
    try newer.close()
    #expect {
      try store.perform("project add Hall") { try $0.addProject(ProjectDraft(name: "Hall")) }
    } throws: { error in
      "\(error)".contains("upgraded to schema \(LedgerSchema.version + 1) by a newer ledgersh")
    }
    #expect(try store.projects().map(\.name) == ["Loft"])
    #expect(try store.journal(limit: 5).count == 1)
  }

  @Test("a program without ledgersh's functions cannot change a ledger's rows")
  func otherProgramsRefused() throws {
    let path = try ledgerPath()
    let store = try SQLiteStore.open(path: path)
    _ = try store.perform("project add Loft") { try $0.addProject(ProjectDraft(name: "Loft")) }
    store.close()
    let plain = try DatabaseQueue(path: path)
    for statement in [
      "INSERT INTO projects(account_id, name, created_at, updated_at) VALUES (1, 'X', 0, 0)",
      "UPDATE projects SET name = 'X'",
      "DELETE FROM projects",
    ] {
      #expect {
        try plain.write { try $0.execute(sql: statement) }
      } throws: { error in
        "\(error)".contains("no such function: ledger_guard")
      }
    }
    #expect(
      try plain.read { try String.fetchAll($0, sql: "SELECT name FROM projects") } == ["Loft"])
    try plain.close()
    let reopened = try SQLiteStore.open(path: path)
    #expect(try reopened.search("loft", limit: 5).count == 1)
  }
}
