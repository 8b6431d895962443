import Foundation
import GRDB
import LedgerCore
import LedgerSQL
import LedgerStore
import Testing

@testable import LedgerStoreSQLite

/// The one-row reads that skip GRDB's row cursor answer what the cursor answered.
@Suite("One-row reads by column position")
struct FirstRowTests {
  /// A ledger with a pinned and an unpinned project, an archived fee category, and names
  /// in Chinese, Japanese, with emoji and with a combining accent.
  func ledger() throws -> SQLiteStore {
    let store = try SQLiteStore.inMemory()
    _ = try store.perform("setup") { writer in
      let fees = try writer.addCategory(name: "設計費 ✏️", kind: .fee, accountID: nil)
      _ = try writer.setCategoryArchived(fees.id, true)
      _ = try writer.addCategory(name: "Furnishings", kind: .standard, accountID: nil)
      let pinned = try writer.addProject(
        ProjectDraft(name: "渋谷のロフト 🏙", clientName: "Zoë Café", description: "two\nlines"))
      _ = try writer.pinCategory(fees.id, projectID: pinned.id)
      _ = try writer.addProject(ProjectDraft(name: "Smith Residence"))
    }
    return store
  }

  @Test("projects, categories and accounts decode as GRDB's rows decode them")
  func recordsMatchRowDecoding() throws {
    let store = try ledger()
    let projectIDs = try store.writer.read {
      try Int64.fetchAll($0, sql: "SELECT id FROM projects ORDER BY id")
    }
    #expect(projectIDs.count == 2)
    for id in projectIDs {
      let (fast, slow) = try store.writer.read { db in
        let byName = try SQLiteConnection(db).first(
          "SELECT \(raw: LedgerTable.projects.selection) FROM projects WHERE id = \(id)",
          RecordDecoder.project(_:))
        return (try LedgerQueries.project(SQLiteConnection(db), EntityID(id)), byName)
      }
      #expect(fast == slow)
    }
    let (pinned, unpinned) = try store.writer.read { db in
      (
        try LedgerQueries.project(SQLiteConnection(db), EntityID(projectIDs[0])),
        try LedgerQueries.project(SQLiteConnection(db), EntityID(projectIDs[1]))
      )
    }
    #expect(pinned.name == "渋谷のロフト 🏙" && pinned.clientName == "Zoë Café")
    #expect(pinned.description == "two\nlines" && pinned.pinnedCategoryID != nil)
    #expect(unpinned.name == "Smith Residence" && unpinned.pinnedCategoryID == nil)

    let categoryIDs = try store.writer.read {
      try Int64.fetchAll($0, sql: "SELECT id FROM categories ORDER BY id")
    }
    #expect(categoryIDs.count == 2)
    for id in categoryIDs {
      let (fast, slow) = try store.writer.read { db in
        let byName = try SQLiteConnection(db).first(
          "SELECT \(raw: LedgerTable.categories.selection) FROM categories WHERE id = \(id)",
          RecordDecoder.category(_:))
        return (try LedgerQueries.category(SQLiteConnection(db), EntityID(id)), byName)
      }
      #expect(fast == slow)
    }
    let (fees, furnishings, missing) = try store.writer.read { db in
      (
        try LedgerQueries.category(SQLiteConnection(db), named: "設計費 ✏️", accountID: nil),
        try LedgerQueries.category(SQLiteConnection(db), named: "FURNISHINGS", accountID: nil),
        try LedgerQueries.category(SQLiteConnection(db), named: "Lighting", accountID: nil)
      )
    }
    #expect(fees?.kind == .fee && fees?.isArchived == true)
    #expect(furnishings?.name == "Furnishings" && furnishings?.kind == .standard)
    #expect(missing == nil)

    let (account, accountRow) = try store.writer.read { db in
      (
        try LedgerQueries.account(SQLiteConnection(db), nil),
        try SQLiteConnection(db).first(
          "SELECT \(raw: LedgerTable.accounts.selection) FROM accounts", RecordDecoder.account(_:))
      )
    }
    #expect(account == accountRow)
  }

  @Test("a value read is nil for no row and for NULL, and the value otherwise")
  func valuesAndNulls() throws {
    let store = try ledger()
    let values = try store.writer.read { db in
      (
        try Int64.fetchOne(db, cachedSQL: "SELECT 42"),
        try Int64.fetchOne(db, cachedSQL: "SELECT NULL"),
        try Int64.fetchOne(db, cachedSQL: "SELECT id FROM projects WHERE id < 0"),
        try String.fetchOne(db, cachedSQL: "SELECT ?", arguments: ["渋谷 🏙"]),
        try Bool.fetchOne(db, cachedSQL: "SELECT EXISTS (SELECT 1 FROM projects)")
      )
    }
    #expect(values.0 == 42)
    #expect(values.1 == nil)
    #expect(values.2 == nil)
    #expect(values.3 == "渋谷 🏙")
    #expect(values.4 == true)
  }

  @Test("a statement failing as it steps reports SQLite's error; the connection goes on")
  func failingStep() throws {
    let store = try ledger()
    // Fails when stepped, not when prepared: an integer overflow.
    let overflow = "SELECT abs(-9223372036854775807 - ?)"
    var message: String?
    do {
      _ = try store.writer.read { try Int64.fetchOne($0, cachedSQL: overflow, arguments: [1]) }
      Issue.record("the overflow was not reported")
    } catch let error as DatabaseError {
      message = error.message
    }
    #expect(message?.contains("integer overflow") == true, "\(message ?? "no message")")
    // The same statement with an argument that does not overflow, and another query.
    let (largest, projects) = try store.writer.read { db in
      (
        try Int64.fetchOne(db, cachedSQL: overflow, arguments: [0]),
        try Int64.fetchOne(db, cachedSQL: "SELECT count(*) FROM projects")
      )
    }
    #expect(largest == 9_223_372_036_854_775_807)
    #expect(projects == 2)
  }
}

/// The folder a ledger's attachments live beside, found without Foundation's URL.
@Suite("Ledger folder")
struct LedgerFolderTests {
  @Test("absolute paths keep their folder; relative ones are made absolute")
  func absoluteFolders() {
    let current = FileManager.default.currentDirectoryPath
    let base = current.hasSuffix("/") ? current : current + "/"
    #expect(SQLiteStore.absoluteFolder(of: "/srv/ledgers/渋谷.db") == "/srv/ledgers")
    #expect(SQLiteStore.absoluteFolder(of: "/l.db") == "/")
    #expect(SQLiteStore.absoluteFolder(of: "x") == current)
    #expect(SQLiteStore.absoluteFolder(of: "a/b/ledger.db") == base + "a/b")
    #expect(SQLiteStore.absoluteFolder(of: "a//ledger.db") == base + "a")
    // The same folder as the URL the store used before, for an ordinary relative path.
    #expect(
      SQLiteStore.absoluteFolder(of: "a/ledger.db")
        == URL(fileURLWithPath: "a/ledger.db").deletingLastPathComponent().path)
  }
}
