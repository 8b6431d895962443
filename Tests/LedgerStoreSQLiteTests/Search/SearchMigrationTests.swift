import Foundation
import GRDB
import LedgerCore
import LedgerStore
import LedgerTestSupport
import Testing

@testable import LedgerStoreSQLite

/// A ledger indexed by schema v1's search tables is re-indexed by "v6: search".
@Suite("Search migration")
struct SearchMigrationTests {
  @Test("a v5 ledger's rows are found by amount and CJK pairs after opening")
  func fromVersionFive() throws {
    let path = try TemporaryFolder.make().appendingPathComponent("v5.db").path
    var configuration = Configuration()
    configuration.foreignKeysEnabled = true
    configuration.prepareDatabase { db in LedgerFunctions.register(db) }
    let queue = try DatabaseQueue(path: path, configuration: configuration)
    try LedgerSchema.migrator(now: Timestamp(millisecondsSince1970: 0))
      .migrate(queue, upTo: "v5: item list indexes, smaller undo of updates")
    try queue.write { db in
      try db.execute(
        sql: """
          INSERT INTO projects(id, account_id, name, created_at, updated_at)
            VALUES (1, 1, '陈宅客厅', 0, 0);
          INSERT INTO items(id, account_id, project_id, name, purchase_price, created_at,
            updated_at) VALUES (2, 1, 1, 'Lamp', 124999, 0, 0);
          INSERT INTO spaces(id, project_id, name, checklist, created_at, updated_at)
            VALUES (3, 1, 'Nook', '[{"done":false,"text":"Armchair"}]', 0, 0);
          """)
    }
    try queue.close()
    let store = try SQLiteStore.open(path: path)
    let hits = { (text: String) in
      try store.search(SearchQuery(text: text)).flatMap(\.hits).map(\.id.rawValue)
    }
    #expect(try hits("客厅") == [1])
    #expect(try hits("1,249.99") == [2])
    #expect(try hits("armchair") == [3])
    // The index agrees with its content view (FTS5 checks every row through the view).
    let integrity = try store.writer.write { db in
      for table in ["items", "transactions", "spaces", "projects"] {
        try db.execute(sql: "INSERT INTO \(table)_fts(\(table)_fts) VALUES ('integrity-check')")
      }
      return try String.fetchAll(db, sql: "PRAGMA integrity_check")
    }
    #expect(integrity == ["ok"])
  }
}
