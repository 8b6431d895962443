import Foundation
import LedgerCore
import LedgerData
import LedgerStore
import LedgerStoreTestSupport
import LedgerTestSupport
import Testing

/// Groups (`beginGroup`, `commitGroup`, `rollbackGroup`): one transaction, one journal
/// entry, one undo, on every backend.
@Suite("Groups of commands")
struct GroupContractTests {
  func addProject(_ store: any Store, _ name: String) throws {
    _ = try store.perform("project add \(name)") { try $0.addProject(ProjectDraft(name: name)) }
  }

  @Test(
    "a committed group is one journal entry that one undo reverts", arguments: StoreBackend.allCases
  )
  func commitIsOneEntry(backend: StoreBackend) throws {
    let store = try backend.makeStore()
    try addProject(store, "Before")
    try store.beginGroup()
    #expect(store.isGroupOpen)
    try addProject(store, "One")
    try addProject(store, "Two")
    #expect(try store.projects().map(\.name) == ["Before", "One", "Two"], "reads see the group")
    #expect(throws: StoreError.self) { try store.undo() }
    #expect(throws: StoreError.self) { try store.beginGroup() }
    let entry = try #require(try store.commitGroup("project add One; project add Two"))
    #expect(!store.isGroupOpen)
    #expect(entry.summary == "+2 projects")
    #expect(
      try store.journal(limit: 5).map(\.commandLine) == [
        "project add One; project add Two", "project add Before",
      ])
    _ = try store.undo()
    #expect(try store.projects().map(\.name) == ["Before"])
  }

  @Test(
    "rollback discards the group; a failed perform inside rolls back alone",
    arguments: StoreBackend.allCases)
  func rollbackAndSavepoints(backend: StoreBackend) throws {
    let store = try backend.makeStore()
    try store.beginGroup()
    try addProject(store, "Kept")
    #expect(throws: StoreError.self) {
      _ = try store.perform("two projects, the second a duplicate") { writer in
        _ = try writer.addProject(ProjectDraft(name: "Lost"))
        return try writer.addProject(ProjectDraft(name: "Kept"))
      }
    }
    #expect(store.isGroupOpen, "a failed command leaves the group open")
    #expect(try store.projects().map(\.name) == ["Kept"])
    try store.rollbackGroup()
    #expect(!store.isGroupOpen)
    #expect(try store.projects().isEmpty)
    #expect(try store.journal(limit: 5).isEmpty)
    try store.beginGroup()
    #expect(try store.commitGroup("nothing") == nil, "an empty group leaves no entry")
    #expect(try store.journal(limit: 5).isEmpty)
  }

  @Test(
    "a bulk load inside a group is part of its one entry and its one undo",
    arguments: StoreBackend.allCases)
  func bulkInsideGroup(backend: StoreBackend) throws {
    let store = try backend.makeStore()
    try store.beginGroup()
    try addProject(store, "Mine")
    try DemoLedger.build(
      into: store, options: DemoOptions(seed: 7, projects: 2, items: 20, transactions: 30))
    #expect(try store.counts().transactions == 30)
    let entry = try #require(try store.commitGroup("project add Mine; demo"))
    #expect(entry.summary.contains("+30 transactions"))
    #expect(entry.summary.contains("+20 items"))
    #expect(try store.search("a", limit: 5).isEmpty == false, "the group's rows are searchable")
    _ = try store.undo()
    #expect(try store.counts().transactions == 0)
    #expect(try store.counts().items == 0)
    #expect(try store.projects().isEmpty)
  }

  @Test(
    "a bulk load a failed command took back is not counted in the group's entry",
    arguments: StoreBackend.allCases)
  func bulkInsideFailedCommand(backend: StoreBackend) throws {
    struct Stopped: Error {}
    let store = try backend.makeStore()
    try store.beginGroup()
    try addProject(store, "Mine")
    // As the shell runs a command stopped with Ctrl-C inside a group: in a savepoint of its
    // own, taken back once it ends.
    #expect(throws: Stopped.self) {
      try store.perform("demo") { _ in
        try DemoLedger.build(
          into: store, options: DemoOptions(seed: 7, projects: 2, items: 20, transactions: 30))
        throw Stopped()
      }
    }
    #expect(store.isGroupOpen, "the group stays open")
    #expect(try store.counts().transactions == 0)
    let entry = try #require(try store.commitGroup("project add Mine"))
    #expect(entry.summary == "+1 project")
  }

  @Test(
    "another session sees nothing of an open group until commit",
    arguments: StoreBackend.sharedCases)
  func otherSessionSeesNothing(backend: StoreBackend) throws {
    let (mine, theirs) = try backend.makeTwoSessions()
    let marker = try theirs.changeMarker()
    try mine.beginGroup()
    try addProject(mine, "Private")
    #expect(try theirs.projects().isEmpty)
    #expect(try theirs.changes(since: marker, limit: 5).entries.isEmpty)
    _ = try mine.commitGroup("project add Private")
    #expect(try theirs.projects().map(\.name) == ["Private"])
    #expect(
      try theirs.changes(since: marker, limit: 5).entries.map(\.commandLine) == [
        "project add Private"
      ])
  }
}
