import Foundation
import GRDB
import LedgerCore
import LedgerStore
import LedgerStoreTestSupport
import LedgerTestSupport
import Testing

@testable import LedgerStoreSQLite

/// Ledgers written by earlier versions open, keep their data, and journal as before.
@Suite("Schema migrations")
struct SchemaMigrationTests {
  /// A ledger at schema v2 with a project, an item, a transaction, two attachments and
  /// three templates, written with plain SQL as ledgersh 2 would have.
  func versionTwoLedger() throws -> String {
    let path = try TemporaryFolder.make().appendingPathComponent("v2.db").path
    var configuration = Configuration()
    configuration.foreignKeysEnabled = true
    // As every ledgersh connection does: the triggers call these functions.
    configuration.prepareDatabase { LedgerFunctions.register($0) }
    let queue = try DatabaseQueue(path: path, configuration: configuration)
    try LedgerSchema.migrator(now: Timestamp(millisecondsSince1970: 0))
      .migrate(queue, upTo: "v2: transaction totals")
    try queue.write { db in
      try db.execute(
        sql: """
          INSERT INTO projects(id, account_id, name, created_at, updated_at)
            VALUES (1, 1, 'Loft', 0, 0);
          INSERT INTO items(id, account_id, project_id, name, created_at, updated_at)
            VALUES (2, 1, 1, 'Lamp', 0, 0);
          INSERT INTO transactions(id, account_id, project_id, amount, date, type,
            reimbursement, created_at, updated_at)
            VALUES (3, 1, 1, 500, '2026-01-02', 'purchase', 'none', 0, 0);
          INSERT INTO attachments(id, item_id, sha256, ext, kind, original_name, byte_count,
            is_primary, created_at) VALUES (4, 2, 'aa', 'gif', 'image', 'old.gif', 6, 1, 0);
          INSERT INTO attachments(id, transaction_id, sha256, ext, kind, original_name,
            byte_count, is_primary, created_at)
            VALUES (5, 3, 'bb', 'pdf', 'pdf', 'r.pdf', 9, 1, 0);
          INSERT INTO space_templates(account_id, name) VALUES (1, 'zeta'), (1, 'Alpha'),
            (1, 'Mid');
          """)
    }
    #expect(try queue.read { try Int32.fetchOne($0, sql: "PRAGMA user_version") } == 2)
    try queue.close()
    return path
  }

  @Test("a v2 ledger opens at the current version with its attachments and templates")
  func fromVersionTwo() throws {
    let store = try SQLiteStore.open(path: try versionTwoLedger())
    #expect(
      try store.writer.read { try Int32.fetchOne($0, sql: "PRAGMA user_version") }
        == LedgerSchema.version)
    let gif = try store.attachment(EntityID(4))
    #expect(gif.owner == .item(EntityID(2)))
    #expect(gif.kind == .image)
    #expect(gif.fileExtension == "gif")
    #expect(gif.pixelWidth == nil)
    #expect(try store.attachments(of: .transaction(EntityID(3))).map(\.originalName) == ["r.pdf"])
    let templates = try store.spaceTemplates(accountID: nil)
    #expect(templates.map(\.name) == ["Alpha", "Mid", "zeta"])
    #expect(templates.map(\.position) == [1, 2, 3])
    let problems = try store.writer.read { db in
      try Row.fetchAll(db, sql: "PRAGMA foreign_key_check").count
        + (try String.fetchAll(db, sql: "PRAGMA integrity_check") == ["ok"] ? 0 : 1)
    }
    #expect(problems == 0)
  }

  @Test("after the migration, changes to attachments and templates undo in full")
  func journalAfterMigration() throws {
    let store = try SQLiteStore.open(path: try versionTwoLedger())
    let before = try store.attachment(EntityID(4))
    try store.perform("attach delete") { try $0.deleteAttachment(EntityID(4)) }
    let alpha = try #require(try store.spaceTemplate(named: "alpha", accountID: nil))
    _ = try store.perform("template move") { try $0.moveSpaceTemplate(alpha.id, to: 3) }
    #expect(try store.spaceTemplateNames(accountID: nil) == ["Mid", "zeta", "Alpha"])
    _ = try store.undo()
    _ = try store.undo()
    #expect(try store.attachment(EntityID(4)) == before)
    #expect(try store.spaceTemplateNames(accountID: nil) == ["Alpha", "Mid", "zeta"])
    // A space's attachment is journaled with its new columns too.
    let folder = try TemporaryFolder.make()
    let photo = try TestFiles.write(TestFiles.png(width: 3, height: 2), "p.png", in: folder)
    let space = try store.perform("space add") {
      try $0.addSpace(SpaceDraft(projectID: EntityID(1), name: "Hall"))
    }
    let attached = try store.perform("attach") {
      try $0.attachFile(atPath: photo, to: .space(space.id), primary: false)
    }
    try store.perform("attach delete") { try $0.deleteAttachment(attached.id) }
    _ = try store.undo()
    #expect(try store.attachment(attached.id) == attached)
  }

  @Test("a v17 ledger's vendors are found by name in any case after the migration")
  func vendorKeysFromVersionSeventeen() throws {
    let path = try TemporaryFolder.make().appendingPathComponent("v17.db").path
    var configuration = Configuration()
    configuration.foreignKeysEnabled = true
    configuration.prepareDatabase { LedgerFunctions.register($0) }
    let queue = try DatabaseQueue(path: path, configuration: configuration)
    try LedgerSchema.migrator(now: Timestamp(millisecondsSince1970: 0))
      .migrate(queue, upTo: "v17: vendor aliases")
    try queue.write { db in
      // What a v17 ledgersh wrote: its guard let it, this build's guard knows v18 only.
      try db.execute(sql: "DROP TRIGGER vendors_guard_insert")
      try db.execute(
        sql: """
          INSERT INTO vendors(id, account_id, name) VALUES (1, 1, 'CAFÉ WEST'), (2, 1, 'West Elm');
          """)
    }
    try queue.close()
    let store = try SQLiteStore.open(path: path)
    #expect(try store.vendor(named: "café west", accountID: nil)?.id == EntityID(1))
    #expect(try store.vendor(named: "  WEST ELM ", accountID: nil)?.name == "West Elm")
    #expect(try store.vendor(named: "West", accountID: nil) == nil)
    // A purchase from 'café west' is the listed vendor's, not a third one.
    let added = try store.perform("tx add") {
      try $0.addTransaction(
        TransactionDraft(
          projectID: nil, source: "café west", amount: Money(minorUnits: 100, currency: .usd),
          date: try #require(CalendarDay.parse("2026-01-02"))))
    }
    #expect(added.source == "CAFÉ WEST")
    #expect(try store.vendors(accountID: nil).count == 2)
    // Renaming changes the key too; undo restores it.
    _ = try store.perform("vendor rename") { try $0.renameVendor(EntityID(2), to: "Ouest Elm") }
    #expect(try store.vendor(named: "ouest elm", accountID: nil)?.id == EntityID(2))
    _ = try store.undo()
    #expect(try store.vendor(named: "west elm", accountID: nil)?.id == EntityID(2))
    #expect(try store.vendor(named: "ouest elm", accountID: nil) == nil)
  }
}
