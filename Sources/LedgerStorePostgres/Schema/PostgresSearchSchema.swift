import LedgerCore
import LedgerSQL

/// The search documents of projects, spaces, transactions and items: a `tsvector` column
/// each, kept by a BEFORE trigger and indexed with GIN.
///
/// A document is made of the row's fields as `SearchText.indexed` prepares them (Chinese
/// and Japanese as overlapping pairs, by `ledger_search_text`), lower-cased and without
/// accents (`unaccent`), weighted as the SQLite index weights its columns; amounts are
/// plain decimals in the account's currency (`1249 99`: split at the point, as SQLite's
/// tokenizer splits), so `1249.99` finds $1,249.99. A query is
/// made the same way (`ledger_query`): words as prefixes, phrases exact.
enum PostgresSearchSchema {
  static let schema: [String] =
    [
      """
      CREATE FUNCTION ledger_search_text(t text) RETURNS text LANGUAGE plpgsql SET search_path FROM CURRENT IMMUTABLE AS $$
      DECLARE
        result text := '';
        run text[] := '{}';
        c text;
        code int;
        i int;
      BEGIN
        -- Names may come in a nondeterministic collation, which regular expressions refuse.
        IF t IS NULL OR (t COLLATE "C") !~ '[^\\x01-\\x7f]' THEN RETURN t; END IF;
        FOREACH c IN ARRAY regexp_split_to_array(t COLLATE "C", '') || ARRAY[''] LOOP
          code := CASE WHEN c = '' THEN 0 ELSE ascii(c) END;
          IF code BETWEEN 12293 AND 12295 OR code BETWEEN 12352 AND 12543
            OR code BETWEEN 12784 AND 12799 OR code BETWEEN 13312 AND 19903
            OR code BETWEEN 19968 AND 40959 OR code BETWEEN 63744 AND 64255
            OR code BETWEEN 65382 AND 65439 OR code BETWEEN 131072 AND 201551 THEN
            run := run || c;
          ELSE
            IF cardinality(run) = 1 THEN
              result := result || ' ' || run[1] || ' ';
            ELSIF cardinality(run) > 1 THEN
              result := result || ' ';
              FOR i IN 1 .. cardinality(run) - 1 LOOP
                IF i > 1 THEN result := result || ' '; END IF;
                result := result || run[i] || run[i + 1];
              END LOOP;
              result := result || ' ';
            END IF;
            run := '{}';
            result := result || c;
          END IF;
        END LOOP;
        RETURN result;
      END $$
      """,
      """
      CREATE FUNCTION ledger_fold(t text) RETURNS text LANGUAGE sql SET search_path FROM CURRENT STABLE AS $$
        SELECT unaccent(lower(ledger_search_text(coalesce(t, '')) COLLATE "und-x-icu"))
      $$
      """,
      """
      CREATE FUNCTION ledger_doc(t text, weight "char") RETURNS tsvector
      LANGUAGE sql SET search_path FROM CURRENT STABLE AS $$
        SELECT setweight(to_tsvector('simple', ledger_fold(t)), weight)
      $$
      """,
      """
      CREATE FUNCTION ledger_query(t text, prefix boolean) RETURNS tsquery
      LANGUAGE sql SET search_path FROM CURRENT STABLE AS $$
        SELECT CASE WHEN numnode(q) = 0 THEN NULL
          WHEN prefix THEN (q::text || ':*')::tsquery ELSE q END
        FROM (SELECT phraseto_tsquery('simple', ledger_fold(t)) AS q) AS s
      $$
      """,
      """
      CREATE FUNCTION ledger_amount_text(amount bigint, account bigint) RETURNS text
      LANGUAGE sql SET search_path FROM CURRENT STABLE AS $$
        SELECT CASE WHEN amount IS NULL THEN ''
          WHEN (SELECT currency FROM accounts WHERE id = account) IN (\(wholeCurrencies))
            THEN amount::text
          ELSE (amount / 100)::text || ' ' || lpad((abs(amount) % 100)::text, 2, '0') END
      $$
      """,
      """
      CREATE FUNCTION ledger_checklist_text(checklist text) RETURNS text
      LANGUAGE sql SET search_path FROM CURRENT IMMUTABLE AS $$
        SELECT coalesce(string_agg(e ->> 'text', ' '), '')
        FROM json_array_elements(checklist::json) AS e
      $$
      """,
      """
      CREATE FUNCTION ledger_search_doc() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
      BEGIN
        IF TG_TABLE_NAME = 'items' THEN
          NEW.search := ledger_doc(NEW.name, 'A') || ledger_doc(NEW.sku, 'B')
            || ledger_doc(NEW.source || ' ' || ledger_amount_text(NEW.purchase_price,
              NEW.account_id) || ' ' || ledger_amount_text(NEW.project_price, NEW.account_id), 'C')
            || ledger_doc(NEW.notes, 'D');
        ELSIF TG_TABLE_NAME = 'transactions' THEN
          NEW.search := ledger_doc(NEW.source, 'A')
            || ledger_doc(ledger_amount_text(NEW.amount, NEW.account_id), 'B')
            || ledger_doc(NEW.notes, 'C');
        ELSIF TG_TABLE_NAME = 'spaces' THEN
          NEW.search := ledger_doc(NEW.name, 'A')
            || ledger_doc(ledger_checklist_text(NEW.checklist), 'C') || ledger_doc(NEW.notes, 'C');
        ELSE
          NEW.search := ledger_doc(NEW.name, 'A') || ledger_doc(NEW.client_name, 'B')
            || ledger_doc(NEW.description, 'C');
        END IF;
        RETURN NEW;
      END $$
      """,
    ]
    + ["projects", "spaces", "transactions", "items"].map { table in
      """
      CREATE TRIGGER \(table)_search BEFORE INSERT OR UPDATE ON \(table)
      FOR EACH ROW EXECUTE FUNCTION ledger_search_doc()
      """
    }

  /// The codes of currencies without minor units, as an SQL list.
  private static var wholeCurrencies: String {
    let codes = Currency.known.filter { $0.minorUnitDigits == 0 }.map { "'\($0.code)'" }
    return codes.isEmpty ? "''" : codes.joined(separator: ", ")
  }
}
