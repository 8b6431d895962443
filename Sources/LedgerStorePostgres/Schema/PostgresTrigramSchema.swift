import LedgerSQL

/// Substring search for Chinese and Japanese with pg_trgm (schema version 3).
///
/// Each searched table gets `search_text`, its searched fields lower-cased and without
/// accents, but not cut into pairs as the `tsvector` documents are, under a trigram GIN
/// index. A search word written only in Chinese or Japanese characters then also asks
/// `search_text LIKE '%word%'`, which the index answers without reading the table.
enum PostgresTrigramSchema {
  /// The tables with search documents.
  static let tables = ["projects", "spaces", "transactions", "items"]

  /// Creates pg_trgm, or stops the migration with what to ask the server's administrator.
  static let createExtension = """
    DO $$ BEGIN
      CREATE EXTENSION IF NOT EXISTS pg_trgm;
    EXCEPTION WHEN OTHERS THEN
      RAISE EXCEPTION 'ledgersh needs the PostgreSQL extension pg_trgm to search Chinese and Japanese text, and could not create it (%)', SQLERRM
        USING HINT = 'ask an administrator of the server to install it (the postgresql-contrib package) and run CREATE EXTENSION pg_trgm in this database';
    END $$
    """

  static let schema: [String] =
    [createExtension]
    + tables.map { "ALTER TABLE \($0) ADD COLUMN search_text text" }
    + [
      """
      CREATE FUNCTION ledger_substring_text(t text) RETURNS text
      LANGUAGE sql SET search_path FROM CURRENT STABLE AS $$
        SELECT unaccent(lower(coalesce(t, '') COLLATE "und-x-icu"))
      $$
      """,
      """
      CREATE OR REPLACE FUNCTION ledger_search_doc() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
      BEGIN
        IF TG_TABLE_NAME = 'items' THEN
          NEW.search := ledger_doc(NEW.name, 'A') || ledger_doc(NEW.sku, 'B')
            || ledger_doc(NEW.source || ' ' || ledger_amount_text(NEW.purchase_price,
              NEW.account_id) || ' ' || ledger_amount_text(NEW.project_price, NEW.account_id), 'C')
            || ledger_doc(NEW.notes, 'D');
          NEW.search_text := ledger_substring_text(concat_ws(' ', NEW.name, NEW.sku, NEW.source,
            NEW.notes));
        ELSIF TG_TABLE_NAME = 'transactions' THEN
          NEW.search := ledger_doc(NEW.source, 'A')
            || ledger_doc(ledger_amount_text(NEW.amount, NEW.account_id), 'B')
            || ledger_doc(NEW.notes, 'C');
          NEW.search_text := ledger_substring_text(concat_ws(' ', NEW.source, NEW.notes));
        ELSIF TG_TABLE_NAME = 'spaces' THEN
          NEW.search := ledger_doc(NEW.name, 'A')
            || ledger_doc(ledger_checklist_text(NEW.checklist), 'C') || ledger_doc(NEW.notes, 'C');
          NEW.search_text := ledger_substring_text(concat_ws(' ', NEW.name,
            ledger_checklist_text(NEW.checklist), NEW.notes));
        ELSE
          NEW.search := ledger_doc(NEW.name, 'A') || ledger_doc(NEW.client_name, 'B')
            || ledger_doc(NEW.description, 'C');
          NEW.search_text := ledger_substring_text(concat_ws(' ', NEW.name, NEW.client_name,
            NEW.description));
        END IF;
        RETURN NEW;
      END $$
      """,
      // The undo log keeps a row's own fields; both search columns are made again.
      """
      CREATE OR REPLACE FUNCTION ledger_undo_log() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
      DECLARE
        entry bigint := nullif(current_setting('ledgersh.entry', true), '')::bigint;
      BEGIN
        IF entry IS NULL THEN RETURN NULL; END IF;
        IF TG_OP = 'INSERT' THEN
          INSERT INTO undo_log(entry_id, tbl, op, row_id) VALUES (entry, TG_TABLE_NAME, '+', NEW.id);
        ELSIF TG_OP = 'UPDATE' THEN
          INSERT INTO undo_log(entry_id, tbl, op, row_id, old)
          VALUES (entry, TG_TABLE_NAME, '~', OLD.id, to_jsonb(OLD) - 'search' - 'search_text');
        ELSE
          INSERT INTO undo_log(entry_id, tbl, op, row_id, old)
          VALUES (entry, TG_TABLE_NAME, '-', OLD.id, to_jsonb(OLD) - 'search' - 'search_text');
        END IF;
        RETURN NULL;
      END $$
      """,
      // Existing rows: the BEFORE trigger fills the column; the bulk setting keeps the undo
      // and totals triggers of transactions and items out of it.
      "SELECT set_config('ledgersh.bulk', '1', true)",
    ]
    + tables.map { "UPDATE \($0) SET search_text = NULL" }
    + ["SELECT set_config('ledgersh.bulk', '', true)"]
    + tables.map {
      "CREATE INDEX \($0)_search_text ON \($0) USING gin (search_text gin_trgm_ops)"
    }
}
