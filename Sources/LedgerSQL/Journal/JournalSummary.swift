import LedgerCore

/// The summary a journal entry keeps (`+1 project, ~2 items`), counted the same on both
/// stores from the rows their undo logs hold.
public enum JournalSummary {
  /// The entity name of `table` ("transaction" for `transactions`); the table's own name
  /// when it is not a ledger table.
  public static func entityName(_ table: String) -> String {
    LedgerTable.all.first { $0.name == table }?.entity ?? table
  }

  /// The change counts of logged rows (`table`, `op` of `+`, `~` or `-`, how many) and of
  /// rows a bulk load added without logging them, in the ledger's table order.
  public static func counts(
    logged rows: [(table: String, op: String, number: Int)], bulk: [String: Int]
  ) -> [ChangeCount] {
    var counts: [String: ChangeCount] = [:]
    for (table, op, number) in rows {
      var count = counts[table] ?? ChangeCount(entity: entityName(table))
      switch op {
      case "+": count.added += number
      case "~": count.changed += number
      default: count.removed += number
      }
      counts[table] = count
    }
    for (table, number) in bulk where number > 0 {
      var count = counts[table] ?? ChangeCount(entity: entityName(table))
      count.added += number
      counts[table] = count
    }
    return LedgerTable.all.compactMap { counts[$0.name] }
  }
}
