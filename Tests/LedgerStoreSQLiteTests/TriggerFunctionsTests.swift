import Foundation
import GRDB
import LedgerCore
import LedgerStore
import LedgerTestSupport
import Testing

@testable import LedgerStoreSQLite

/// The functions the undo and search triggers call write what the spelled-out SQL of
/// schema v8 wrote, and a ledger migrated to v9 has the schema of a new one.
@Suite("Trigger functions")
struct TriggerFunctionsTests {
  static let texts: [String] = [
    "", "plain", "it's", "''", "Café", "Cafe\u{301}", "客厅沙发", "ソファ", "👩‍👩‍👧 sofa",
    "line\nbreak", "tab\there", "\"\u{301}quoted",
  ]

  func queue() throws -> DatabaseQueue {
    var configuration = Configuration()
    configuration.prepareDatabase { LedgerFunctions.register($0) }
    return try DatabaseQueue(configuration: configuration)
  }

  @Test("a value is written as quote() writes it, and reads back as itself")
  func quoting() throws {
    let values: [DatabaseValue] =
      Self.texts.map(\.databaseValue) + [
        DatabaseValue.null, 0.databaseValue, (-42).databaseValue, Int64.max.databaseValue,
        Int64.min.databaseValue, Data([0, 1, 0xAB]).databaseValue, Data().databaseValue,
        2.5.databaseValue,
      ]
    try queue().read { db in
      for value in values {
        let ours = try String.fetchOne(db, sql: "SELECT ledger_undo_values(?)", arguments: [value])
        let sqlite = try String.fetchOne(db, sql: "SELECT quote(?)", arguments: [value])
        #expect(ours == sqlite, "\(value)")
        let back = try DatabaseValue.fetchOne(db, sql: "SELECT \(ours ?? "")")
        #expect(back == value, "\(value)")
      }
    }
  }

  @Test("text holding a NUL is kept whole, where quote() would cut it short")
  func nulInText() throws {
    let text = "before\u{0}after 'x'"
    try queue().read { db in
      let literal = try #require(
        try String.fetchOne(db, sql: "SELECT ledger_undo_values(?)", arguments: [text]))
      // Compared as bytes: GRDB reads text only up to a NUL.
      let back = try String.fetchOne(db, sql: "SELECT hex(\(literal))")
      #expect(try back == String.fetchOne(db, sql: "SELECT hex(?)", arguments: [text]))
      #expect(try String.fetchOne(db, sql: "SELECT typeof(\(literal))") == "text")
    }
  }

  @Test("an undo sets only the columns that changed, compared byte for byte")
  func undoSet() throws {
    try queue().read { db in
      func set(_ arguments: StatementArguments) throws -> String? {
        try String.fetchOne(
          db, sql: "SELECT ledger_undo_set('name', ?, ?, 'qty', ?, ?)", arguments: arguments)
      }
      let cases: [(StatementArguments, String)] = [
        (["Sofa", "Sofa", 1, 1], "name=name"),
        (["Sofa", "sofa", 1, 1], "name='Sofa'"),
        (["Café", "Cafe\u{301}", 1, 1.0], "name='Café'"),
        (["x", "x", 1, 2], "qty=1"),
        ([nil, "x", 1, nil], "name=NULL,qty=1"),
        (["5", 5, nil, nil], "name='5'"),
      ]
      for (arguments, expected) in cases {
        let answer = try set(arguments)
        #expect(answer == expected, "\(arguments)")
      }
    }
  }

  @Test("search text and amounts are what the CASE expressions of schema v8 gave")
  func searchValues() throws {
    try queue().read { db in
      for text in Self.texts + ["PLAIN ascii ~"] {
        let v8 = "CASE WHEN ?1 GLOB '*[^ -~]*' THEN ledger_search_text(?1) ELSE ?1 END"
        let old = try DatabaseValue.fetchOne(db, sql: "SELECT \(v8)", arguments: [text])
        let new = try DatabaseValue.fetchOne(
          db, sql: "SELECT ledger_search_text(?)", arguments: [text])
        #expect(new == old, "\(text.debugDescription)")
      }
      let whole = Currency.known.filter { $0.minorUnitDigits == 0 }
        .map { "WHEN '\($0.code)' THEN ?1" }.joined(separator: " ")
      let v8 = """
        CASE WHEN ?1 IS NULL THEN '' ELSE CASE ?2 \(whole) \
        ELSE printf('%d.%02d', ?1 / 100, ?1 % 100) END END
        """
      for currency in ["USD", "EUR", "JPY", "KRW", "XXX"] {
        for amount: Int64? in [nil, 0, 5, 99, 100, 105, 124_999, -5, -150, 12_345_678_901] {
          let arguments: StatementArguments = [amount, currency]
          let old = try DatabaseValue.fetchOne(db, sql: "SELECT \(v8)", arguments: arguments)
          let new = try DatabaseValue.fetchOne(
            db, sql: "SELECT ledger_search_amount(?1, ?2)", arguments: arguments)
          #expect(new == old, "\(String(describing: amount)) \(currency)")
        }
      }
    }
  }

  /// A ledger at schema v8 with rows whose search text and undo need the functions.
  func versionEightLedger() throws -> String {
    let path = try TemporaryFolder.make().appendingPathComponent("v8.db").path
    var configuration = Configuration()
    configuration.foreignKeysEnabled = true
    configuration.prepareDatabase { LedgerFunctions.register($0) }
    let queue = try DatabaseQueue(path: path, configuration: configuration)
    try LedgerSchema.migrator(now: Timestamp(millisecondsSince1970: 0))
      .migrate(queue, upTo: "v8: search")
    try queue.write { db in
      try db.execute(
        sql: """
          INSERT INTO projects(id, account_id, name, created_at, updated_at)
            VALUES (1, 1, '客厅 Loft', 0, 0);
          INSERT INTO items(id, account_id, project_id, name, purchase_price, created_at,
            updated_at) VALUES (2, 1, 1, 'ソファ Sofa', 124999, 0, 0);
          INSERT INTO transactions(id, account_id, project_id, source, amount, date, type,
            reimbursement, created_at, updated_at)
            VALUES (3, 1, 1, 'Café Crème', 500, '2026-01-02', 'purchase', 'none', 0, 0);
          INSERT INTO items(id, account_id, project_id, name, created_at, updated_at)
            VALUES (4, 1, 1, 'Lamp', 0, 0);
          -- The undo log as schema v8 wrote it: ids in one sequence for all entries.
          INSERT INTO journal(id, time, command_line, summary) VALUES
            (1, 0, 'item add Lamp', '+1 item'), (2, 0, 'item edit 2', '~1 item');
          INSERT INTO undo_log(id, entry_id, tbl, op, row_id, sql) VALUES
            (7, 1, 'items', '+', 4, 'DELETE FROM items WHERE id=4'),
            (8, 2, 'items', '~', 2, 'UPDATE items SET notes=''was'' WHERE id=2'),
            (9, 2, 'items', '~', 2, 'UPDATE items SET notes=''now'' WHERE id=2');
          -- A bulk load big enough to have dropped the ordering indexes, as v8 logged it.
          INSERT INTO transactions(id, account_id, project_id, source, amount, date, type,
            reimbursement, created_at, updated_at)
            VALUES (5, 1, 1, 'Bulk', 700, '2026-01-03', 'purchase', 'none', 0, 0);
          INSERT INTO journal(id, time, command_line, summary)
            VALUES (3, 0, 'demo', '+1 transaction');
          INSERT INTO undo_log(id, entry_id, tbl, op, row_id, sql) VALUES
            (10, 3, '', '*', NULL, 'UPDATE ledger_state SET bulk = 0'),
            (11, 3, '', '*', NULL,
              'CREATE INDEX transactions_by_review ON transactions(needs_review, date)'),
            (12, 3, '', '*', NULL, 'INSERT INTO transactions_fts(transactions_fts) VALUES (''rebuild'')'),
            (13, 3, '', '*', NULL, 'DELETE FROM transactions WHERE id > 3'),
            (14, 3, '', '*', NULL, 'DROP INDEX "transactions_by_review"'),
            (15, 3, '', '*', NULL, 'UPDATE ledger_state SET bulk = 1');
          """)
    }
    try queue.close()
    return path
  }

  @Test("a v8 ledger migrates to the schema a new ledger has, and searches and undoes")
  func migrationFromVersionEight() throws {
    let store = try SQLiteStore.open(path: try versionEightLedger())
    let fresh = try SQLiteStore.inMemory()
    let schema = "SELECT type, name, sql FROM sqlite_master ORDER BY type, name"
    let migrated = try store.writer.read { try Row.fetchAll($0, sql: schema) }
    let made = try fresh.writer.read { try Row.fetchAll($0, sql: schema) }
    #expect(migrated == made)
    try store.writer.write { db in
      for index in SearchIndex.all {
        try db.execute(
          sql: "INSERT INTO \(index.ftsTable)(\(index.ftsTable)) VALUES ('integrity-check')")
      }
    }
    #expect(try store.search("客厅", limit: 5).count == 1)
    #expect(try store.search("ソファ", limit: 5).count == 1)
    #expect(try store.search("1249.99", limit: 5).count == 1)
    #expect(try store.search("creme", limit: 5).count == 1)
    // Entries logged before the migration undo as they did, newest change first; the
    // bulk load's undo remakes the index of transactions to review as v9 has it.
    #expect(try store.undo().commandLine == "demo")
    #expect(try store.transactionCount(TransactionQuery()) == 1)
    let reviewIndexes = try store.writer.read { db in
      try String.fetchAll(
        db, sql: "SELECT sql FROM sqlite_master WHERE name LIKE 'transactions_%review%'")
    }
    #expect(reviewIndexes == [LedgerSchema.needingReviewIndex])
    #expect(try store.undo().commandLine == "item edit 2")
    #expect(try store.item(EntityID(2)).notes == "was")
    #expect(try store.undo().commandLine == "item add Lamp")
    #expect(throws: StoreError.self) { try store.item(EntityID(4)) }
    var item = try store.item(EntityID(2))
    let before = item
    item.name = "ソファ 'Sofa'"
    item.notes = "it's"
    _ = try store.perform("item edit") { try $0.updateItem(item) }
    try store.perform("item delete") { try $0.deleteItem(EntityID(2)) }
    _ = try store.undo()
    #expect(try store.item(EntityID(2)).name == "ソファ 'Sofa'")
    _ = try store.undo()
    #expect(try store.item(EntityID(2)) == before)
    #expect(try store.search("ソファ", limit: 5).count == 1)
  }
}

/// The entry the triggers log under lives with the connection: a command that fails,
/// changes nothing or is rolled back with its group leaves nothing for the next to log to.
@Suite("Recording entry")
struct RecordingEntryTests {
  func orphans(_ store: SQLiteStore) throws -> Int {
    try store.writer.read { db in
      try Int.fetchOne(
        db, sql: "SELECT count(*) FROM undo_log WHERE entry_id NOT IN (SELECT id FROM journal)")
        ?? -1
    }
  }

  @Test("after a failed, an empty and a rolled-back command, undo takes back the last change")
  func staleEntries() throws {
    let store = try SQLiteStore.inMemory()
    _ = try store.perform("project add A") { try $0.addProject(ProjectDraft(name: "A")) }
    #expect(throws: StoreError.self) {
      try store.perform("project add B") { writer in
        _ = try writer.addProject(ProjectDraft(name: "B"))
        throw StoreError(.invalid, "refused")
      }
    }
    try store.perform("nothing") { _ in }
    try store.beginGroup()
    _ = try store.perform("project add C") { try $0.addProject(ProjectDraft(name: "C")) }
    try store.rollbackGroup()
    #expect(try store.projects().map(\.name) == ["A"])
    #expect(try orphans(store) == 0)
    let undone = try store.undo()
    #expect(undone.commandLine == "project add A")
    #expect(try store.projects().isEmpty)
    _ = try store.perform("project add D") { try $0.addProject(ProjectDraft(name: "D")) }
    #expect(try store.journal(limit: 5).first?.summary == "+1 project")
    _ = try store.undo()
    #expect(try store.projects().isEmpty)
    #expect(try orphans(store) == 0)
  }

  @Test("a command no longer writes the ledger_state row")
  func noStateWrite() throws {
    let store = try SQLiteStore.inMemory()
    // After a first command: the connection has made its own triggers by then.
    _ = try store.perform("project add First") { try $0.addProject(ProjectDraft(name: "First")) }
    // A command's commit writes a page of the log for every page it changes.
    try store.writer.write { db in
      try db.execute(
        sql: """
          CREATE TEMP TRIGGER state_watch AFTER UPDATE ON main.ledger_state
          BEGIN SELECT RAISE(ABORT, 'ledger_state written'); END
          """)
    }
    _ = try store.perform("project add A") { try $0.addProject(ProjectDraft(name: "A")) }
    _ = try store.undo()
  }
}
