import GRDB
import LedgerCore
import LedgerSQL
import LedgerStore

/// The full-text index of one table since schema v6: a view of what is indexed, an FTS5
/// table reading it as external content, and the triggers that keep the two in step.
///
/// The view prepares each field the way `SearchText.indexed` says (Chinese and Japanese
/// as overlapping pairs), flattens checklists to their text (`ledger_search_checklist`: SQLite refuses
/// json_each in the content of an FTS5 table) and writes amounts as plain
/// decimals in the account's currency, so `1249.99` finds an amount of $1,249.99
/// (`TriggerFunctions`).
struct SearchIndex: Sendable {
  /// One indexed column: its name and the SQL that computes it from a row named `ROW_`.
  struct Column: Sendable {
    var name: String
    var expression: String
    /// Its bm25 weight: a name outranks a note.
    var weight: Double
  }

  var table: LedgerTable
  var kind: SearchHitKind
  var columns: [Column]
  /// The base-table columns whose change re-indexes a row.
  var watched: [String]

  /// The FTS5 table.
  var ftsTable: String { "\(table.name)_fts" }
  /// The view the FTS5 table reads its content from.
  var view: String { "\(table.name)_search" }
  var columnNames: String { columns.map(\.name).joined(separator: ", ") }
  /// `bm25(items_fts, 10.0, …)`, the rank with this index's column weights.
  var bm25: String {
    "bm25(\(ftsTable), \(columns.map { String($0.weight) }.joined(separator: ", ")))"
  }

  static let all: [SearchIndex] = [items, transactions, spaces, projects]

  static func index(of kind: SearchHitKind) -> SearchIndex {
    all.first { $0.kind == kind } ?? items
  }

  static func index(of table: LedgerTable) -> SearchIndex? {
    all.first { $0.table.name == table.name }
  }

  static let items = SearchIndex(
    table: .items, kind: .item,
    columns: [
      Column(name: "name", expression: text("ROW_.name"), weight: 10),
      Column(name: "sku", expression: text("ROW_.sku"), weight: 8),
      Column(name: "source", expression: text("ROW_.source"), weight: 4),
      Column(name: "notes", expression: text("ROW_.notes"), weight: 1),
      Column(
        name: "prices",
        expression: amount("ROW_.purchase_price", account: "ROW_.account_id") + " || ' ' || "
          + amount("ROW_.project_price", account: "ROW_.account_id"), weight: 4),
    ],
    watched: ["name", "sku", "source", "notes", "purchase_price", "project_price"])

  static let transactions = SearchIndex(
    table: .transactions, kind: .transaction,
    columns: [
      Column(name: "source", expression: text("ROW_.source"), weight: 10),
      Column(name: "notes", expression: text("ROW_.notes"), weight: 2),
      Column(
        name: "amount_text", expression: amount("ROW_.amount", account: "ROW_.account_id"),
        weight: 6),
    ],
    watched: ["source", "notes", "amount"])

  static let spaces = SearchIndex(
    table: .spaces, kind: .space,
    columns: [
      Column(name: "name", expression: text("ROW_.name"), weight: 10),
      Column(name: "notes", expression: text("ROW_.notes"), weight: 2),
      Column(
        name: "checklist_text",
        expression: "ledger_search_checklist(ROW_.checklist)", weight: 3),
    ],
    watched: ["name", "notes", "checklist"])

  static let projects = SearchIndex(
    table: .projects, kind: .project,
    columns: [
      Column(name: "name", expression: text("ROW_.name"), weight: 10),
      Column(name: "client_name", expression: text("ROW_.client_name"), weight: 6),
      Column(name: "description", expression: text("ROW_.description"), weight: 2),
    ],
    watched: ["name", "client_name", "description"])

  /// A text column as indexed.
  private static func text(_ column: String) -> String {
    "\(TriggerFunctions.searchText)(\(column))"
  }

  /// An amount column (minor units, maybe NULL) as plain decimal text in the currency of
  /// the row's account: `1249.99`, or `1250` in yen.
  private static func amount(_ column: String, account: String) -> String {
    "\(TriggerFunctions.searchAmount)(\(column), (SELECT currency FROM accounts WHERE id = \(account)))"
  }

  /// The expressions of every column for the row named `row` (`new`, `old`, `r`).
  func values(of row: String) -> String {
    columns.map { $0.expression.replacingOccurrences(of: "ROW_.", with: "\(row).") }
      .joined(separator: ", ")
  }

  /// The statements that make the view, the FTS5 table and its triggers, and fill it.
  var schema: [String] {
    let name = table.name
    let bulkGuard = table.isBulk ? "WHEN (SELECT bulk FROM ledger_state) = 0" : ""
    let view =
      "CREATE VIEW \(self.view) AS SELECT r.id AS id, "
      + columns.map { column in
        column.expression.replacingOccurrences(of: "ROW_.", with: "r.") + " AS \(column.name)"
      }.joined(separator: ", ") + " FROM \(name) AS r"
    return [
      view,
      """
      CREATE VIRTUAL TABLE \(ftsTable) USING fts5(\(columnNames), content='\(self.view)', \
      content_rowid='id', tokenize='unicode61 remove_diacritics 2')
      """,
      """
      CREATE TRIGGER \(name)_fts_insert AFTER INSERT ON \(name) \(bulkGuard) BEGIN
        INSERT INTO \(ftsTable)(rowid, \(columnNames)) VALUES (new.id, \(values(of: "new")));
      END
      """,
      """
      CREATE TRIGGER \(name)_fts_delete AFTER DELETE ON \(name) \(bulkGuard) BEGIN
        INSERT INTO \(ftsTable)(\(ftsTable), rowid, \(columnNames))
        VALUES ('delete', old.id, \(values(of: "old")));
      END
      """,
      """
      CREATE TRIGGER \(name)_fts_update AFTER UPDATE OF \(watched.joined(separator: ", ")) \
      ON \(name) \(bulkGuard) BEGIN
        INSERT INTO \(ftsTable)(\(ftsTable), rowid, \(columnNames))
        VALUES ('delete', old.id, \(values(of: "old")));
        INSERT INTO \(ftsTable)(rowid, \(columnNames)) VALUES (new.id, \(values(of: "new")));
      END
      """,
      "INSERT INTO \(ftsTable)(\(ftsTable)) VALUES ('rebuild')",
    ]
  }

  /// The triggers a writing connection makes (`LedgerTriggers.connectionTriggers`): they
  /// queue a changed row in `pendingTable` rather than index it at once.
  ///
  /// Writing to an FTS5 table from a trigger makes every later statement of the
  /// transaction open a savepoint of the index, and FTS5 writes out its pending terms at
  /// each one: a segment per row, merged again and again. That was the largest cost of a
  /// `tx add` in a `-1` script (the sqlite3 shell pays it too: 5,000 rows in one
  /// transaction take 0.62 s through such a trigger, 0.23 s indexed at the end). The
  /// queue is indexed in one statement before the transaction commits (`indexPending`),
  /// and before a search inside an open transaction. A row still queued was never
  /// indexed: deleting it, or changing it, removes nothing from the index.
  var connectionTriggers: [String] {
    let name = table.name
    let bulkGuard = table.isBulk ? "WHEN (SELECT bulk FROM ledger_state) = 0" : ""
    let queue = "INSERT OR IGNORE INTO \(Self.pendingTable)(tbl, row_id)"
    let indexed = """
      NOT EXISTS (SELECT 1 FROM \(Self.pendingTable) WHERE tbl = '\(name)' AND row_id = old.id)
      """
    return [
      """
      CREATE TRIGGER \(name)_fts_insert AFTER INSERT ON \(name) \(bulkGuard) BEGIN
        \(queue) VALUES ('\(name)', new.id);
      END
      """,
      """
      CREATE TRIGGER \(name)_fts_delete AFTER DELETE ON \(name) \(bulkGuard) BEGIN
        INSERT INTO \(ftsTable)(\(ftsTable), rowid, \(columnNames))
        SELECT 'delete', old.id, \(values(of: "old")) WHERE \(indexed);
        DELETE FROM \(Self.pendingTable) WHERE tbl = '\(name)' AND row_id = old.id;
      END
      """,
      """
      CREATE TRIGGER \(name)_fts_update AFTER UPDATE OF \(watched.joined(separator: ", ")) \
      ON \(name) \(bulkGuard) BEGIN
        INSERT INTO \(ftsTable)(\(ftsTable), rowid, \(columnNames))
        SELECT 'delete', old.id, \(values(of: "old")) WHERE \(indexed);
        \(queue) VALUES ('\(name)', new.id);
      END
      """,
    ]
  }

  /// The rows written but not yet indexed, of every table, in this connection's running
  /// transaction: a `TEMP` table, so never in the ledger file, and rolled back with the
  /// transaction or savepoint that queued them.
  static let pendingTable = "ledger_search_pending"

  static let pendingSchema = """
    CREATE TEMP TABLE IF NOT EXISTS ledger_search_pending (
      tbl TEXT NOT NULL, row_id INTEGER NOT NULL, PRIMARY KEY (tbl, row_id)) WITHOUT ROWID
    """

  /// Indexes the queued rows of this table, read through the view.
  var pendingIndexing: String {
    """
    INSERT INTO \(ftsTable)(rowid, \(columnNames)) SELECT id, \(columnNames) FROM \(view) \
    WHERE id IN (SELECT row_id FROM \(Self.pendingTable) WHERE tbl = '\(table.name)')
    """
  }

  /// Indexes every row the running transaction queued, then empties the queue: before each
  /// commit of a writing connection, and before a search inside a transaction.
  static func indexPending(_ db: Database) throws {
    let queued = try Bool.fetchOne(
      db, cachedSQL: "SELECT EXISTS (SELECT 1 FROM \(pendingTable))")
    guard queued == true else { return }
    for index in all { try db.execute(cachedSQL: index.pendingIndexing) }
    try db.execute(cachedSQL: "DELETE FROM \(pendingTable)")
  }

  /// The statements that remove schema v1's index of the table.
  var v1Removal: [String] {
    ["insert", "delete", "update"].map { "DROP TRIGGER IF EXISTS \(table.name)_fts_\($0)" }
      + ["DROP TABLE IF EXISTS \(ftsTable)"]
  }

  /// Indexes rows with ids above `after` (a bulk load's), reading them through the view.
  var bulkIndexing: String {
    "INSERT INTO \(ftsTable)(rowid, \(columnNames)) SELECT id, \(columnNames) FROM \(view) WHERE id > ?"
  }

  /// Re-reads the whole index from the table (after undoing a bulk load).
  var rebuild: String { "INSERT INTO \(ftsTable)(\(ftsTable)) VALUES ('rebuild')" }
}
