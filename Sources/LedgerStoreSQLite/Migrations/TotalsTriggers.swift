import LedgerSQL

/// The SQLite table and triggers of a `TotalsTable` (see there for what they keep).
extension TotalsTable {
  /// The table, its triggers and its first filling, for the migration that makes it.
  var sqliteSchema: [String] {
    let columns = keys.map { key in
      "\(key.column) \(key.column == "date" || key.column == "type" ? "TEXT" : "INTEGER") NOT NULL"
    }
    let table = """
      CREATE TABLE \(name) (
        \((columns + ["amount INTEGER NOT NULL", "count INTEGER NOT NULL"]).joined(separator: ", ")),
        PRIMARY KEY (\(columnList))) WITHOUT ROWID
      """
    return [table] + sqliteTriggers + rebuild
  }

  /// The triggers that keep the table, skipped during bulk loads.
  var sqliteTriggers: [String] {
    let when = "WHEN (SELECT bulk FROM ledger_state) = 0"
    let subtract = subtract("old").map { $0 + ";" }.joined(separator: "\n")
    return [
      "CREATE TRIGGER \(triggerName)_insert AFTER INSERT ON transactions \(when) BEGIN\n"
        + "\(sqliteAdd("new"))\nEND",
      "CREATE TRIGGER \(triggerName)_delete AFTER DELETE ON transactions \(when) BEGIN\n"
        + "\(subtract)\nEND",
      "CREATE TRIGGER \(triggerName)_update AFTER UPDATE OF "
        + "\(watchedColumns.joined(separator: ", ")) ON transactions \(when) BEGIN\n"
        + "\(subtract)\n\(sqliteAdd("new"))\nEND",
    ]
  }

  /// The upsert that adds `row`'s amount to its sum.
  private func sqliteAdd(_ row: String) -> String {
    let values = values(row).joined(separator: ", ")
    // With a condition, a SELECT: its WHERE also keeps the upsert's ON from being read as
    // a join's.
    let source =
      condition(row).map { "SELECT \(values), \(row).amount, 1 WHERE \($0)" }
      ?? "VALUES (\(values), \(row).amount, 1)"
    return """
      INSERT INTO \(name)(\(columnList), amount, count) \(source)
        ON CONFLICT DO UPDATE SET amount = amount + excluded.amount, count = count + 1;
      """
  }
}
