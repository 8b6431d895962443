import LedgerSQL

/// The trigger that keeps the tables of sums (`TotalsTable.all`) in step with
/// `transactions`.
///
/// Concurrent commands that touch one key wait for each other on its row (an upsert), so
/// two sessions adding at once lose nothing.
enum PostgresTotals {
  static let schema: [String] = [function] + triggers

  /// The trigger function.
  static let function: String = {
    func block(_ operations: String, _ body: String) -> String {
      "  IF TG_OP IN (\(operations)) THEN\n\(body)\n  END IF;"
    }
    let subtract = TotalsTable.all.map { table in
      block(
        "'UPDATE', 'DELETE'", table.subtract("OLD").map { "    \($0);" }.joined(separator: "\n"))
    }
    let add = TotalsTable.all.map { table in
      block(
        "'UPDATE', 'INSERT'",
        """
            INSERT INTO \(table.name) AS t(\(table.columnList), amount, count)
            VALUES (\(table.values("NEW").joined(separator: ", ")), NEW.amount, 1)
            ON CONFLICT (\(table.columnList))
            DO UPDATE SET amount = t.amount + excluded.amount, count = t.count + 1;
        """)
    }
    return """
      CREATE OR REPLACE FUNCTION ledger_totals() RETURNS trigger LANGUAGE plpgsql \
      SET search_path FROM CURRENT AS $$
      BEGIN
      \((subtract + add).joined(separator: "\n"))
        RETURN NULL;
      END $$
      """
  }()

  private static let triggers = [
    """
    CREATE TRIGGER transactions_totals AFTER INSERT OR DELETE ON transactions
    FOR EACH ROW WHEN (coalesce(current_setting('ledgersh.bulk', true), '') <> '1')
    EXECUTE FUNCTION ledger_totals()
    """,
    """
    CREATE TRIGGER transactions_totals_update
    AFTER UPDATE OF \(watched) ON transactions
    FOR EACH ROW WHEN (coalesce(current_setting('ledgersh.bulk', true), '') <> '1')
    EXECUTE FUNCTION ledger_totals()
    """,
  ]

  /// The transaction columns any table of sums watches, each once.
  private static var watched: String {
    var columns: [String] = []
    for column in TotalsTable.all.flatMap(\.watchedColumns) where !columns.contains(column) {
      columns.append(column)
    }
    return columns.joined(separator: ", ")
  }

  /// Statements that recompute every table of sums from `transactions` (after a bulk load).
  static let rebuild: [String] = TotalsTable.all.flatMap(\.rebuild)
}
