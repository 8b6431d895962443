import LedgerSQL

/// SQL for `report_totals`: each day's spending per account, project, category and type,
/// kept by triggers so that spending reports over a million transactions read a few
/// thousand rows instead of the transactions.
///
/// Like `transaction_totals`, keys use 0 for "no project" and "no category", the table is
/// derived data (no undo-log triggers, not exported), undo stays right because replayed
/// row changes fire these triggers again, and bulk loads skip the per-row triggers and
/// rebuild the table once (`rebuild`).
enum ReportTotals {
  /// The table and its triggers, for the migration that introduces them.
  static let schema: [String] =
    [
      """
      CREATE TABLE report_totals (
        account_id INTEGER NOT NULL,
        project_id INTEGER NOT NULL,
        date TEXT NOT NULL,
        category_id INTEGER NOT NULL,
        type TEXT NOT NULL,
        amount INTEGER NOT NULL,
        count INTEGER NOT NULL,
        PRIMARY KEY (account_id, project_id, date, category_id, type)) WITHOUT ROWID
      """,
      """
      CREATE TRIGGER transactions_report_insert AFTER INSERT ON transactions
      WHEN (SELECT bulk FROM ledger_state) = 0 BEGIN
        \(add("new"))
      END
      """,
      """
      CREATE TRIGGER transactions_report_delete AFTER DELETE ON transactions
      WHEN (SELECT bulk FROM ledger_state) = 0 BEGIN
        \(subtract("old"))
      END
      """,
      """
      CREATE TRIGGER transactions_report_update
      AFTER UPDATE OF account_id, project_id, date, category_id, type, amount ON transactions
      WHEN (SELECT bulk FROM ledger_state) = 0 BEGIN
        \(subtract("old"))
        \(add("new"))
      END
      """,
    ] + rebuild

  /// Statements that recompute the whole table from `transactions`.
  static let rebuild: [String] = [
    "DELETE FROM report_totals",
    """
    INSERT INTO report_totals(account_id, project_id, date, category_id, type, amount, count)
    SELECT account_id, coalesce(project_id, 0), date, coalesce(category_id, 0), type,
      sum(amount), count(*)
    FROM transactions GROUP BY account_id, project_id, date, category_id, type
    """,
  ]

  private static func key(_ row: String) -> String {
    """
    \(row).account_id, coalesce(\(row).project_id, 0), \(row).date,
        coalesce(\(row).category_id, 0), \(row).type
    """
  }

  private static func add(_ row: String) -> String {
    """
    INSERT INTO report_totals(account_id, project_id, date, category_id, type, amount, count)
      VALUES (\(key(row)), \(row).amount, 1)
      ON CONFLICT DO UPDATE SET amount = amount + excluded.amount, count = count + 1;
    """
  }

  private static func subtract(_ row: String) -> String {
    let match = """
      account_id = \(row).account_id AND project_id = coalesce(\(row).project_id, 0)
          AND date = \(row).date AND category_id = coalesce(\(row).category_id, 0)
          AND type = \(row).type
      """
    return """
      UPDATE report_totals SET amount = amount - \(row).amount, count = count - 1
        WHERE \(match);
      DELETE FROM report_totals WHERE \(match) AND count = 0;
      """
  }
}
