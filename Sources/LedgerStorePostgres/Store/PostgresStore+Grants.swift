import LedgerCore
import LedgerSQL
import LedgerStore

extension PostgresStore: TeamLedger {
  public func grant(role: String, accountID: EntityID) throws {
    try ownerOnly(verb: "grant") { db in
      let account = try LedgerQueries.account(db, accountID)
      try Self.requireRole(db, role)
      let name = Self.quotedIdentifier(role)
      let schema = Self.quotedIdentifier(
        try db.value("SELECT current_schema()", as: String.self) ?? "public")
      for statement in [
        "GRANT USAGE ON SCHEMA \(schema) TO \(name)",
        "GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA \(schema) TO \(name)",
        "GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA \(schema) TO \(name)",
      ] + PostgresSecurity.memberRevokes.map({ "REVOKE \($0) FROM \(name)" }) {
        try db.executeRaw(statement)
      }
      try db.execute(
        "INSERT INTO account_grants(role, account_id) VALUES (\(role), \(account.id.rawValue)) ON CONFLICT DO NOTHING"
      )
      try Self.notifyGrants(db)
    }
  }

  public func revoke(role: String, accountID: EntityID) throws {
    try ownerOnly(verb: "revoke") { db in
      let account = try LedgerQueries.account(db, accountID)
      let removed = try db.execute(
        "DELETE FROM account_grants WHERE role = \(role) AND account_id = \(account.id)")
      guard removed > 0 else {
        throw StoreError(.notFound, "role '\(role)' has no grant on account '\(account.name)'")
      }
      try Self.notifyGrants(db)
    }
  }

  /// Tells live sessions, at commit, that the grants changed: the journal cannot, as a
  /// revoked role no longer sees the account's entries.
  private static func notifyGrants(_ db: Database) throws {
    _ = try db.rows(
      "SELECT pg_notify('ledgersh_' || 'journal'::regclass::oid, 'grants')")
  }

  public func grants() throws -> [AccountGrant] {
    try readDatabase { db in
      try db.rows(
        """
        SELECT g.role::text AS role, g.account_id, a.name FROM account_grants g
        JOIN accounts a ON a.id = g.account_id ORDER BY g.role, g.account_id
        """
      ).map { row in
        AccountGrant(
          role: row["role"], accountID: EntityID(row["account_id"]), accountName: row["name"])
      }
    }
  }

  /// Runs `body`, a change of the grants, in one transaction; the server's refusal (a
  /// member may read `account_grants`, never change it) says who can make the change.
  private func ownerOnly(verb: String, _ body: (Database) throws -> Void) throws {
    do {
      try write(body)
    } catch let error as StoreError where error.kind == .readOnly && !location.readOnly {
      throw StoreError(
        .readOnly,
        "only the ledger's owner can grant or revoke accounts; ask them "
          + "('admin \(verb) ROLE --account NAME')")
    }
  }

  private static func requireRole(_ db: Database, _ role: String) throws {
    let exists =
      try db.value("SELECT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = \(role))", as: Bool.self)
      ?? false
    guard exists else {
      throw StoreError(
        .notFound,
        "no database role '\(role)': create it first (in psql: CREATE ROLE \(role) LOGIN)")
    }
  }

  /// A name as an SQL identifier, in double quotes.
  static func quotedIdentifier(_ name: String) -> String {
    name.quoted(doubling: "\"")
  }
}
