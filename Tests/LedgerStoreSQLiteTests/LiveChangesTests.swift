import Foundation
import LedgerCore
import LedgerStore
import LedgerStoreSQLite
import LedgerTestSupport
import Testing

/// Two stores on one ledger file see each other's commits, never their own.
@Suite("Live changes between sessions")
struct LiveChangesTests {
  func twoSessions() throws -> (any Store, any Store) {
    let path = try TemporaryFolder.make().appendingPathComponent("ledger.db").path
    return (try SQLiteStore.open(path: path), try SQLiteStore.open(path: path))
  }

  @Test("another session's commands are reported, newest first; one's own never")
  func otherSessionsCommands() throws {
    let (mine, theirs) = try twoSessions()
    let marker = try mine.changeMarker()
    _ = try mine.perform("project add Mine") { try $0.addProject(ProjectDraft(name: "Mine")) }
    #expect(try mine.changes(since: marker, limit: 5).isChanged == false)
    _ = try theirs.perform("project add Theirs") {
      try $0.addProject(ProjectDraft(name: "Theirs"))
    }
    _ = try theirs.perform("category add Lighting") {
      try $0.addCategory(name: "Lighting", kind: .standard, accountID: nil)
    }
    _ = try mine.perform("category add Rugs") {
      try $0.addCategory(name: "Rugs", kind: .standard, accountID: nil)
    }
    let changes = try mine.changes(since: marker, limit: 1)
    #expect(changes.isChanged)
    #expect(changes.entryCount == 2)
    #expect(changes.entries.map(\.commandLine) == ["category add Lighting"])
    // Asked again from the new marker: nothing new.
    let again = try mine.changes(since: changes.marker, limit: 5)
    #expect(!again.isChanged && again.entries.isEmpty)
    // The other session sees only this one's commands.
    let seen = try theirs.changes(since: marker, limit: 5)
    #expect(seen.entries.map(\.commandLine) == ["category add Rugs", "project add Mine"])
  }

  @Test("another session's undo counts as a change without a new entry")
  func otherSessionsUndo() throws {
    let (mine, theirs) = try twoSessions()
    _ = try theirs.perform("project add Theirs") {
      try $0.addProject(ProjectDraft(name: "Theirs"))
    }
    let marker = try mine.changeMarker()
    _ = try theirs.undo()
    let changes = try mine.changes(since: marker, limit: 5)
    #expect(changes.isChanged)
    #expect(changes.entryCount == 0)
  }

  @Test("a session that only reads and closes (checkpointing the log) changes nothing")
  func checkpointIsNoChange() throws {
    let path = try TemporaryFolder.make().appendingPathComponent("ledger.db").path
    let mine = try SQLiteStore.open(path: path)
    _ = try mine.perform("project add Mine") { try $0.addProject(ProjectDraft(name: "Mine")) }
    let marker = try mine.changeMarker()
    let reader = try SQLiteStore.open(path: path)
    _ = try reader.projects(ProjectQuery())
    reader.close()
    #expect(try mine.changes(since: marker, limit: 5).isChanged == false)
    // A real change after it is still seen.
    let writer = try SQLiteStore.open(path: path)
    _ = try writer.perform("project add Theirs") {
      try $0.addProject(ProjectDraft(name: "Theirs"))
    }
    writer.close()
    #expect(try mine.changes(since: marker, limit: 5).entryCount == 1)
  }
}
