import LedgerSQL

/// The SQLite table and triggers of a `TotalsTable` (see there for what they keep).
extension TotalsTable {
  /// The table, its triggers and its first filling, for the migration that makes it.
  var sqliteSchema: [String] { [sqliteTable] + sqliteTriggers + rebuild }

  /// The table.
  var sqliteTable: String {
    let columns = keys.map { key in
      "\(key.column) \(["date", "type", "source"].contains(key.column) ? "TEXT" : "INTEGER") NOT NULL"
    }
    return """
      CREATE TABLE \(name) (
        \((columns + ["amount INTEGER NOT NULL", "count INTEGER NOT NULL"]).joined(separator: ", ")),
        PRIMARY KEY (\(columnList))) WITHOUT ROWID
      """
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
    """
    INSERT INTO \(name)(\(columnList), amount, count)
      VALUES (\(values(row).joined(separator: ", ")), \(row).amount, 1)
      ON CONFLICT DO UPDATE SET amount = amount + excluded.amount, count = count + 1;
    """
  }
}
