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
