import LedgerSQL

/// The trigger that keeps `transaction_totals` and `report_totals` (see the SQLite
/// backend's `TransactionTotals` and `ReportTotals`) in step with `transactions`.
///
/// Keys use 0 for "no project" and "no category". Concurrent commands that touch one key
/// wait for each other on its row (an upsert), so two sessions adding at once lose nothing.
///
/// `transaction_totals` holds project rollups only: a row of transactions without a project
/// would sum several accounts' money under one key (its category 0 is no account's), which
/// no account's row-level security rule could show to one member and hide from another.
enum PostgresTotals {
  static let schema: [String] = [function] + triggers

  /// The trigger function (schema version 6 leaves out transactions without a project).
  static let function = """
    CREATE OR REPLACE FUNCTION ledger_totals() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
    BEGIN
      IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.project_id IS NOT NULL THEN
        UPDATE transaction_totals SET amount = amount - OLD.amount, count = count - 1
        WHERE project_id = coalesce(OLD.project_id, 0)
          AND category_id = coalesce(OLD.category_id, 0) AND type = OLD.type;
        DELETE FROM transaction_totals
        WHERE project_id = coalesce(OLD.project_id, 0)
          AND category_id = coalesce(OLD.category_id, 0) AND type = OLD.type AND count = 0;
      END IF;
      IF TG_OP IN ('UPDATE', 'DELETE') THEN
        UPDATE report_totals SET amount = amount - OLD.amount, count = count - 1
        WHERE account_id = OLD.account_id AND project_id = coalesce(OLD.project_id, 0)
          AND date = OLD.date AND category_id = coalesce(OLD.category_id, 0)
          AND type = OLD.type;
        DELETE FROM report_totals
        WHERE account_id = OLD.account_id AND project_id = coalesce(OLD.project_id, 0)
          AND date = OLD.date AND category_id = coalesce(OLD.category_id, 0)
          AND type = OLD.type AND count = 0;
      END IF;
      IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.project_id IS NOT NULL THEN
        INSERT INTO transaction_totals AS t(project_id, category_id, type, amount, count)
        VALUES (coalesce(NEW.project_id, 0), coalesce(NEW.category_id, 0), NEW.type,
          NEW.amount, 1)
        ON CONFLICT (project_id, category_id, type)
        DO UPDATE SET amount = t.amount + excluded.amount, count = t.count + 1;
      END IF;
      IF TG_OP IN ('UPDATE', 'INSERT') THEN
        INSERT INTO report_totals AS r(account_id, project_id, date, category_id, type,
          amount, count)
        VALUES (NEW.account_id, coalesce(NEW.project_id, 0), NEW.date,
          coalesce(NEW.category_id, 0), NEW.type, NEW.amount, 1)
        ON CONFLICT (account_id, project_id, date, category_id, type)
        DO UPDATE SET amount = r.amount + excluded.amount, count = r.count + 1;
      END IF;
      RETURN NULL;
    END $$
    """

  private static let triggers = [
    """
    CREATE TRIGGER transactions_totals AFTER INSERT OR DELETE ON transactions
    FOR EACH ROW WHEN (coalesce(current_setting('ledgersh.bulk', true), '') <> '1')
    EXECUTE FUNCTION ledger_totals()
    """,
    """
    CREATE TRIGGER transactions_totals_update
    AFTER UPDATE OF account_id, project_id, date, category_id, type, amount ON transactions
    FOR EACH ROW WHEN (coalesce(current_setting('ledgersh.bulk', true), '') <> '1')
    EXECUTE FUNCTION ledger_totals()
    """,
  ]

  /// Statements that recompute both tables from `transactions` (after a bulk load).
  static let rebuild: [String] = [
    "DELETE FROM transaction_totals",
    """
    INSERT INTO transaction_totals(project_id, category_id, type, amount, count)
    SELECT project_id, coalesce(category_id, 0), type, sum(amount), count(*)
    FROM transactions WHERE project_id IS NOT NULL GROUP BY 1, 2, 3
    """,
    "DELETE FROM report_totals",
    """
    INSERT INTO report_totals(account_id, project_id, date, category_id, type, amount, count)
    SELECT account_id, coalesce(project_id, 0), date, coalesce(category_id, 0), type,
      sum(amount), count(*)
    FROM transactions GROUP BY 1, 2, 3, 4, 5
    """,
  ]
}
