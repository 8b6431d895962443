import GRDB
import LedgerSQL

/// SQL for the triggers that keep the undo log and the full-text tables in step.
///
/// Undo log: while a command runs, `ledger_recording()` answers its journal entry id
/// (`TriggerFunctions`; the `ledger_state.recording_entry` column of schemas before v9 is
/// no longer read), and every row change appends the SQL that reverts it (values written as
/// SQL literals by `TriggerFunctions`, as SQLite's `quote()` writes them, so stored
/// values are never spliced in unescaped). `undo` replays an entry's statements newest
/// first.
///
/// Since schema v10 these triggers are not in the ledger file: SQLite parsed all of them,
/// about five million instructions, whenever a connection first read the schema, even for
/// a command that only reads. Each connection that writes makes them as `TEMP` triggers
/// (`install`) before its first write. The file keeps one short guard trigger per table
/// and operation that calls `ledger_guard(version)`: a program without ledgersh's
/// functions (the sqlite3 shell), a session of an older ledgersh, or a connection without
/// its triggers cannot change a ledger's rows behind the undo log, the search index and
/// the totals.
enum LedgerTriggers {
  /// Makes this connection's triggers, `connectionTriggers`.
  ///
  /// Run outside any transaction (`ConnectionTriggers`): a rollback would take them away
  /// again, and no later write would be recorded.
  static func install(_ db: Database) throws {
    try db.execute(sql: connectionScript)
  }

  /// Every trigger of the current schema, as `CREATE TEMP TRIGGER` statements.
  static var connectionTriggers: [String] {
    let undo = LedgerTable.all.flatMap { undoTriggers($0) }
    let search = SearchIndex.all.flatMap(\.connectionTriggers)
    let totals = TotalsTable.all.flatMap(\.sqliteTriggers)
    return (undo + search + totals).filter { $0.hasPrefix("CREATE TRIGGER ") }.map(temporary)
  }

  /// The queue of rows to index and `connectionTriggers`, as one script made once.
  private static let connectionScript = ([SearchIndex.pendingSchema] + connectionTriggers)
    .joined(separator: ";\n")

  /// `statement`, a `CREATE TRIGGER`, as the `CREATE TEMP TRIGGER` of one connection.
  static func temporary(_ statement: String) -> String {
    guard statement.hasPrefix("CREATE TRIGGER ") else { return statement }
    return "CREATE TEMP TRIGGER " + statement.dropFirst("CREATE TRIGGER ".count)
  }

  /// The guard triggers of one table (since v10), which call `ledger_guard(version)`: see
  /// `TriggerFunctions.guardFunction` for what it refuses.
  static func guards(_ table: LedgerTable, version: Int32 = LedgerSchema.version) -> [String] {
    ["INSERT", "UPDATE", "DELETE"].map { operation in
      """
      CREATE TRIGGER \(table.name)_guard_\(operation.lowercased()) BEFORE \(operation) \
      ON \(table.name) BEGIN SELECT \(TriggerFunctions.guardFunction)(\(version)); END
      """
    }
  }

  /// The condition under which a table's triggers record or index a row change.
  private static func guardClause(_ table: LedgerTable, recording: Bool) -> String {
    var conditions: [String] = []
    if recording {
      conditions.append("\(TriggerFunctions.recording)() IS NOT NULL")
    }
    if table.isBulk { conditions.append("(SELECT bulk FROM ledger_state) = 0") }
    return conditions.isEmpty ? "" : "WHEN " + conditions.joined(separator: " AND ")
  }

  /// The undo-log triggers of one table.
  static func undoTriggers(_ table: LedgerTable) -> [String] {
    let name = table.name
    let when = guardClause(table, recording: true)
    let entry = "\(TriggerFunctions.recording)()"
    // Only the columns that changed, so that undoing a change of one column fires no
    // trigger of the others (such as full-text reindexing of an item's name).
    // A row updated to its own values still needs valid SQL: its first column set to
    // itself (never `id`: setting the rowid moves the row through every index). Compared
    // byte for byte: a NOCASE name renamed only in case has changed too.
    let triples = table.columns.map { "'\($0)',old.\($0),new.\($0)" }.joined(separator: ",")
    let assignments = "'||\(TriggerFunctions.undoSet)(\(triples))||'"
    let olds = (["id"] + table.columns).map { "old.\($0)" }.joined(separator: ",")
    let values = "'||\(TriggerFunctions.undoValues)(\(olds))||'"
    let columns = (["id"] + table.columns).joined(separator: ",")
    return [
      """
      CREATE TRIGGER \(name)_undo_insert AFTER INSERT ON \(name) \(when) BEGIN
        INSERT INTO undo_log(id, entry_id, tbl, op, row_id, sql)
        VALUES (\(TriggerFunctions.undoID)(), \(entry), '\(name)', '+', new.id, 'DELETE FROM \(name) WHERE id='||new.id);
      END
      """,
      """
      CREATE TRIGGER \(name)_undo_update AFTER UPDATE ON \(name) \(when) BEGIN
        INSERT INTO undo_log(id, entry_id, tbl, op, row_id, sql)
        VALUES (\(TriggerFunctions.undoID)(), \(entry), '\(name)', '~', old.id,
          'UPDATE \(name) SET \(assignments) WHERE id='||old.id);
      END
      """,
      """
      CREATE TRIGGER \(name)_undo_delete AFTER DELETE ON \(name) \(when) BEGIN
        INSERT INTO undo_log(id, entry_id, tbl, op, row_id, sql)
        VALUES (\(TriggerFunctions.undoID)(), \(entry), '\(name)', '-', old.id,
          'INSERT INTO \(name)(\(columns)) VALUES(\(values))');
      END
      """,
    ]
  }

  /// The FTS5 table of one table and the triggers that keep it in step.
  static func searchSchema(_ table: LedgerTable) -> [String] {
    guard !table.searchColumns.isEmpty else { return [] }
    let fts = table.searchTable
    let name = table.name
    let when = guardClause(table, recording: false)
    let columns = table.searchColumns.joined(separator: ", ")
    let newValues = table.searchColumns.map { "new.\($0)" }.joined(separator: ", ")
    let oldValues = table.searchColumns.map { "old.\($0)" }.joined(separator: ", ")
    return [
      """
      CREATE VIRTUAL TABLE \(fts) USING fts5(\(columns), content='\(name)', \
      content_rowid='id', tokenize='unicode61 remove_diacritics 2')
      """,
      """
      CREATE TRIGGER \(name)_fts_insert AFTER INSERT ON \(name) \(when) BEGIN
        INSERT INTO \(fts)(rowid, \(columns)) VALUES (new.id, \(newValues));
      END
      """,
      """
      CREATE TRIGGER \(name)_fts_delete AFTER DELETE ON \(name) \(when) BEGIN
        INSERT INTO \(fts)(\(fts), rowid, \(columns)) VALUES ('delete', old.id, \(oldValues));
      END
      """,
      """
      CREATE TRIGGER \(name)_fts_update AFTER UPDATE OF \(columns) ON \(name) \(when) BEGIN
        INSERT INTO \(fts)(\(fts), rowid, \(columns)) VALUES ('delete', old.id, \(oldValues));
        INSERT INTO \(fts)(rowid, \(columns)) VALUES (new.id, \(newValues));
      END
      """,
    ]
  }
}
