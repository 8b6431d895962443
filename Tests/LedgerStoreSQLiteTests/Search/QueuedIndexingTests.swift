import Foundation
import GRDB
import LedgerCore
import LedgerData
import LedgerStore
import Testing

@testable import LedgerStoreSQLite

/// Rows are queued by the triggers and indexed before each commit
/// (`SearchIndex.connectionTriggers`): whatever a group or an undo does to queued rows, the
/// index ends up with each row once, as it is, and FTS5's own check agrees.
@Suite("Search indexing at commit")
struct QueuedIndexingTests {
  private func add(_ store: SQLiteStore, _ project: Project, _ source: String) throws -> Transaction
  {
    try store.perform("tx add") { writer in
      try writer.addTransaction(
        TransactionDraft(
          projectID: project.id, source: source, amount: Money(minorUnits: 1_250, currency: .usd),
          date: try #require(CalendarDay(year: 2026, month: 11, day: 2))))
    }
  }

  private func hits(_ store: SQLiteStore, _ text: String) throws -> [Int64] {
    try store.search(SearchQuery(text: text)).flatMap(\.hits).map(\.id.rawValue)
  }

  /// FTS5's integrity check of every index against the rows it reads: throws on a row
  /// missing, extra or indexed twice.
  private func checkIndexes(_ store: SQLiteStore) throws {
    try store.writer.writeWithoutTransaction { db in
      for index in SearchIndex.all {
        try db.execute(
          sql: "INSERT INTO \(index.ftsTable)(\(index.ftsTable)) VALUES ('integrity-check')")
      }
    }
  }

  @Test("inside a group a search sees rows just added, changed and deleted")
  func groupSearchesWhatItWrote() throws {
    let store = try SQLiteStore.inMemory()
    let project = try store.perform("project add") { try $0.addProject(ProjectDraft(name: "Loft")) }
    try store.beginGroup()
    let desk = try add(store, project, "Walnut Desk Co")
    #expect(try hits(store, "walnut") == [desk.id.rawValue])
    var renamed = desk
    renamed.source = "Oak House"
    _ = try store.perform("tx edit") { try $0.updateTransaction(renamed) }
    let birch = try add(store, project, "Birch Studio")
    try store.perform("tx delete") { try $0.deleteTransaction(birch.id) }
    #expect(try hits(store, "walnut").isEmpty)
    #expect(try hits(store, "oak") == [desk.id.rawValue])
    #expect(try hits(store, "birch").isEmpty)
    _ = try store.commitGroup("begin … commit")
    try checkIndexes(store)
    #expect(try hits(store, "oak") == [desk.id.rawValue])

    // A row indexed by an earlier commit, changed and then deleted.
    renamed.source = "Maple Works"
    let stored = try store.perform("tx edit") { try $0.updateTransaction(renamed) }
    #expect(try hits(store, "maple") == [desk.id.rawValue])
    #expect(try hits(store, "oak").isEmpty)
    try store.perform("tx delete") { try $0.deleteTransaction(stored.id) }
    try checkIndexes(store)
    #expect(try hits(store, "maple").isEmpty)
  }

  @Test("a failed command in a group takes its queued rows back with it")
  func failedCommandInGroup() throws {
    let store = try SQLiteStore.inMemory()
    let project = try store.perform("project add") { try $0.addProject(ProjectDraft(name: "Loft")) }
    try store.beginGroup()
    _ = try add(store, project, "Kept Lamp")
    #expect(throws: (any Error).self) {
      try store.perform("tx add") { writer in
        _ = try writer.addTransaction(
          TransactionDraft(
            projectID: project.id, source: "Lost Rug", amount: Money(minorUnits: 1, currency: .usd),
            date: try #require(CalendarDay(year: 2026, month: 11, day: 2))))
        throw StoreError(.invalid, "the command fails after writing")
      }
    }
    _ = try store.commitGroup("begin … commit")
    try checkIndexes(store)
    #expect(try hits(store, "kept").count == 1)
    #expect(try hits(store, "lost").isEmpty)
  }

  @Test("undo of a group that bulk-loaded and deleted a row indexes that row once")
  func undoOfBulkAndDelete() throws {
    let store = try SQLiteStore.inMemory()
    let project = try store.perform("project add") { try $0.addProject(ProjectDraft(name: "Loft")) }
    let lamp = try add(store, project, "Zyzzyva Lamp")
    try store.beginGroup()
    try DemoLedger.build(
      into: store, options: DemoOptions(seed: 3, projects: 1, items: 40, transactions: 40))
    try store.perform("tx delete") { try $0.deleteTransaction(lamp.id) }
    _ = try store.commitGroup("begin … commit")
    #expect(try hits(store, "zyzzyva").isEmpty)
    _ = try store.undo()
    try checkIndexes(store)
    #expect(try hits(store, "zyzzyva") == [lamp.id.rawValue])
  }
}
