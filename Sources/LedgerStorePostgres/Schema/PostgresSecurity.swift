import LedgerSQL

/// Row-level security per account (schema version 2).
///
/// `account_grants` says which database roles may see each account; a policy on every
/// table keeps each row visible, and writable, only to roles granted its account (through
/// membership, so a group role can be granted). The ledger's owner (the role that made
/// the schema) is not bound by the policies: it administers the grants.
enum PostgresSecurity {
  static let schema: [String] =
    [
      """
      CREATE TABLE account_grants (
        role name NOT NULL,
        account_id bigint NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        PRIMARY KEY (role, account_id))
      """,
      """
      CREATE FUNCTION ledger_visible(account bigint) RETURNS boolean
      LANGUAGE sql SET search_path FROM CURRENT STABLE AS $$
        SELECT EXISTS (SELECT 1 FROM account_grants g
          WHERE g.account_id = account AND pg_has_role(current_user, g.role, 'MEMBER'))
      $$
      """,
      """
      CREATE FUNCTION ledger_project_visible(project bigint) RETURNS boolean
      LANGUAGE sql SET search_path FROM CURRENT STABLE AS $$
        SELECT EXISTS (SELECT 1 FROM projects p WHERE p.id = project)
      $$
      """,
    ]
    + policies.flatMap { table, rule in
      [
        "ALTER TABLE \(table) ENABLE ROW LEVEL SECURITY",
        "CREATE POLICY ledger_account ON \(table) USING (\(rule)) WITH CHECK (\(rule))",
      ]
    }

  /// Schema version 6: the journal and the undo log behind the same rules as the records.
  ///
  /// A member reads the journal entries of the accounts granted to it, and the undo log of
  /// those entries only; it adds entries of its own (in a granted account) and undo log
  /// rows of its own entries, and never updates or deletes either: closing an entry,
  /// dropping an empty one and marking one undone go through `ledger_journal_set` and
  /// `ledger_journal_drop`, which run as the owner and check that the caller wrote the
  /// entry and may see its account. An undo replays its log as the member, so a logged row
  /// of another account is refused by that account's rules. A member sees only its own
  /// grants. The security-definer functions search the ledger's schema, then `pg_temp`
  /// last, so a temporary table cannot stand in for one of the ledger's.
  static let journalSchema: [String] = [
    // Entries that named no account (the default one then): the first account granted to
    // the role that wrote them, else the first account.
    """
    UPDATE journal j SET account_id = coalesce(
      (SELECT min(g.account_id) FROM account_grants g WHERE g.role = j.role),
      (SELECT min(a.id) FROM accounts a))
    WHERE account_id IS NULL
    """,
    "DELETE FROM transaction_totals WHERE project_id = 0",
    PostgresTotals.function,
    """
    ALTER POLICY ledger_account ON transaction_totals
      USING (ledger_project_visible(project_id)) WITH CHECK (ledger_project_visible(project_id))
    """,
    "ALTER TABLE journal ENABLE ROW LEVEL SECURITY",
    "CREATE POLICY ledger_read ON journal FOR SELECT USING (ledger_visible(account_id))",
    """
    CREATE POLICY ledger_insert ON journal FOR INSERT
      WITH CHECK (role = current_user AND ledger_visible(account_id))
    """,
    "ALTER TABLE undo_log ENABLE ROW LEVEL SECURITY",
    """
    CREATE POLICY ledger_read ON undo_log FOR SELECT
      USING (EXISTS (SELECT 1 FROM journal j WHERE j.id = entry_id))
    """,
    """
    CREATE POLICY ledger_insert ON undo_log FOR INSERT
      WITH CHECK (EXISTS (SELECT 1 FROM journal j WHERE j.id = entry_id AND j.role = current_user))
    """,
    "ALTER TABLE account_grants ENABLE ROW LEVEL SECURITY",
    """
    CREATE POLICY ledger_own ON account_grants FOR SELECT
      USING (pg_has_role(current_user, role, 'MEMBER'))
    """,
    """
    CREATE FUNCTION ledger_journal_require(entry bigint, account bigint) RETURNS void
    LANGUAGE plpgsql STABLE SECURITY DEFINER AS $$
    BEGIN
      IF NOT EXISTS (
          SELECT 1 FROM journal j WHERE j.id = entry
            AND pg_has_role(session_user, j.role, 'MEMBER'))
        OR NOT (account IS NULL
          OR pg_has_role(session_user, (SELECT c.relowner FROM pg_class c
            WHERE c.oid = 'journal'::regclass), 'MEMBER')
          OR EXISTS (SELECT 1 FROM account_grants g
            WHERE g.account_id = account AND pg_has_role(session_user, g.role, 'MEMBER')))
      THEN
        RAISE EXCEPTION 'permission denied for journal entry %: not this role''s', entry
          USING ERRCODE = '42501';
      END IF;
    END $$
    """,
    """
    CREATE FUNCTION ledger_journal_set(entry bigint, line text, account bigint,
      new_summary text, mark_undone boolean) RETURNS bigint
    LANGUAGE plpgsql VOLATILE SECURITY DEFINER AS $$
    BEGIN
      PERFORM ledger_journal_require(entry, account);
      UPDATE journal SET command_line = coalesce(line, command_line),
        account_id = coalesce(account, account_id), summary = coalesce(new_summary, summary),
        undone = CASE WHEN mark_undone THEN 1 ELSE undone END
      WHERE id = entry;
      RETURN entry;
    END $$
    """,
    """
    CREATE FUNCTION ledger_journal_drop(entry bigint) RETURNS bigint
    LANGUAGE plpgsql VOLATILE SECURITY DEFINER AS $$
    BEGIN
      PERFORM ledger_journal_require(entry, NULL);
      DELETE FROM journal WHERE id = entry;
      RETURN entry;
    END $$
    """,
    // Every security-definer function searches the ledger's schema, then pg_temp last.
    """
    DO $$ DECLARE path text := format('%I, pg_temp', current_schema()); BEGIN
      EXECUTE format('ALTER FUNCTION ledger_next_id(text) SET search_path = %s', path);
      EXECUTE format('ALTER FUNCTION ledger_journal_require(bigint, bigint)
        SET search_path = %s', path);
      EXECUTE format('ALTER FUNCTION ledger_journal_set(bigint, text, bigint, text, boolean)
        SET search_path = %s', path);
      EXECUTE format('ALTER FUNCTION ledger_journal_drop(bigint) SET search_path = %s', path);
    END $$
    """,
    // Members granted an account before this version keep only what the rules allow.
    """
    DO $$ DECLARE member record; BEGIN
      FOR member IN SELECT DISTINCT role FROM account_grants LOOP
        IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = member.role) THEN
          EXECUTE format('REVOKE UPDATE, DELETE ON journal, undo_log FROM %I', member.role);
        END IF;
      END LOOP;
    END $$
    """,
  ]

  /// "v17: vendor aliases": the names vendors go by on statements, journaled and behind
  /// the account's rule like the vendors themselves; members granted before get the table
  /// as `grant` gives every table.
  static let vendorAliasesSchema: [String] = [
    """
    CREATE TABLE vendor_aliases (
      id bigint PRIMARY KEY DEFAULT ledger_next_id('vendor_aliases'),
      account_id bigint NOT NULL REFERENCES accounts(id) ON DELETE CASCADE
        DEFERRABLE INITIALLY IMMEDIATE,
      vendor_id bigint NOT NULL REFERENCES vendors(id) ON DELETE CASCADE
        DEFERRABLE INITIALLY IMMEDIATE,
      alias text COLLATE "C" NOT NULL,
      alias_key text COLLATE "C" NOT NULL,
      UNIQUE (account_id, alias_key))
    """,
    "CREATE INDEX vendor_aliases_by_vendor ON vendor_aliases(vendor_id)",
    """
    CREATE TRIGGER vendor_aliases_undo AFTER INSERT OR UPDATE OR DELETE ON vendor_aliases
    FOR EACH ROW EXECUTE FUNCTION ledger_undo_log()
    """,
    "ALTER TABLE vendor_aliases ENABLE ROW LEVEL SECURITY",
    """
    CREATE POLICY ledger_account ON vendor_aliases
      USING (ledger_visible(account_id)) WITH CHECK (ledger_visible(account_id))
    """,
    """
    DO $$ DECLARE member record; BEGIN
      FOR member IN SELECT DISTINCT role FROM account_grants LOOP
        IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = member.role) THEN
          EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON vendor_aliases TO %I',
            member.role);
        END IF;
      END LOOP;
    END $$
    """,
  ]

  /// What a member may not do that `GRANT … ON ALL TABLES` would allow, by table.
  static let memberRevokes = [
    "INSERT, UPDATE, DELETE ON account_grants, ledger_meta",
    "UPDATE, DELETE ON journal, undo_log",
  ]

  /// The rule of `transaction_totals` since schema version 8: rows of its account, of a
  /// project it sees or of no project.
  static let totalsRule =
    "ledger_visible(account_id) AND (project_id = 0 OR ledger_project_visible(project_id))"

  /// Each table and the rule that makes a row visible.
  private static let policies: [(String, String)] = [
    ("accounts", "ledger_visible(id)"),
    ("vendors", "ledger_visible(account_id)"),
    ("categories", "ledger_visible(account_id)"),
    ("space_templates", "ledger_visible(account_id)"),
    ("projects", "ledger_visible(account_id)"),
    ("transactions", "ledger_visible(account_id)"),
    ("items", "ledger_visible(account_id)"),
    ("report_totals", "ledger_visible(account_id)"),
    ("budgets", "ledger_project_visible(project_id)"),
    ("spaces", "ledger_project_visible(project_id)"),
    // Schema version 6: `ledger_project_visible(project_id)` (see `journalSchema`); 8:
    // `totalsRule`.
    ("transaction_totals", "project_id = 0 OR ledger_project_visible(project_id)"),
    (
      "attachments",
      """
      EXISTS (SELECT 1 FROM items i WHERE i.id = item_id)
        OR EXISTS (SELECT 1 FROM transactions t WHERE t.id = transaction_id)
        OR EXISTS (SELECT 1 FROM spaces s WHERE s.id = space_id)
      """
    ),
    ("vendor_defaults", "EXISTS (SELECT 1 FROM vendors v WHERE v.id = vendor_defaults.id)"),
  ]
}
