import LedgerSQL

/// SQL for `transaction_totals`: each project's spending per category and type, kept
/// by triggers so that budgets and project cards read a handful of rows instead of
/// summing a project's transactions.
///
/// Keys use 0 for "no project" and "no category" (ids start at 1), so they can be a
/// primary key. The table is derived data: it has no undo-log triggers of its own and
/// is neither exported nor imported. Undo stays correct because undo replays row
/// changes on `transactions`, which fire these triggers again. Bulk loads skip the
/// per-row triggers and rebuild the table once (`rebuild`), as they do the search index.
enum TransactionTotals {
  /// The table and its triggers, for the migration that introduces them.
  static let schema: [String] =
    [
      """
      CREATE TABLE transaction_totals (
        project_id INTEGER NOT NULL,
        category_id INTEGER NOT NULL,
        type TEXT NOT NULL,
        amount INTEGER NOT NULL,
        count INTEGER NOT NULL,
        PRIMARY KEY (project_id, category_id, type)) WITHOUT ROWID
      """,
      """
      CREATE TRIGGER transactions_totals_insert AFTER INSERT ON transactions
      WHEN (SELECT bulk FROM ledger_state) = 0 BEGIN
        \(add("new"))
      END
      """,
      """
      CREATE TRIGGER transactions_totals_delete AFTER DELETE ON transactions
      WHEN (SELECT bulk FROM ledger_state) = 0 BEGIN
        \(subtract("old"))
      END
      """,
      """
      CREATE TRIGGER transactions_totals_update
      AFTER UPDATE OF project_id, category_id, type, amount ON transactions
      WHEN (SELECT bulk FROM ledger_state) = 0 BEGIN
        \(subtract("old"))
        \(add("new"))
      END
      """,
    ] + rebuild

  /// Statements that recompute the whole table from `transactions`.
  static let rebuild: [String] = [
    "DELETE FROM transaction_totals",
    """
    INSERT INTO transaction_totals(project_id, category_id, type, amount, count)
    SELECT coalesce(project_id, 0), coalesce(category_id, 0), type, sum(amount), count(*)
    FROM transactions GROUP BY project_id, category_id, type
    """,
  ]

  private static func key(_ row: String) -> String {
    "coalesce(\(row).project_id, 0), coalesce(\(row).category_id, 0), \(row).type"
  }

  private static func add(_ row: String) -> String {
    """
    INSERT INTO transaction_totals(project_id, category_id, type, amount, count)
      VALUES (\(key(row)), \(row).amount, 1)
      ON CONFLICT DO UPDATE SET amount = amount + excluded.amount, count = count + 1;
    """
  }

  private static func subtract(_ row: String) -> String {
    let match = """
      project_id = coalesce(\(row).project_id, 0) AND category_id = coalesce(\(row).category_id, 0)
          AND type = \(row).type
      """
    return """
      UPDATE transaction_totals SET amount = amount - \(row).amount, count = count - 1
        WHERE \(match);
      DELETE FROM transaction_totals WHERE \(match) AND count = 0;
      """
  }
}
