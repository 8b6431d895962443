import LedgerCore

/// A store shared by a team on a server, whose accounts are granted to database roles
/// (row-level security): what `admin grant|revoke|grants` need beyond `Store`.
public protocol TeamLedger: Store {
  /// Lets `role` (and its members) see and change the account's rows.
  func grant(role: String, accountID: EntityID) throws
  /// Takes the grant back; throws `.notFound` when there is none.
  func revoke(role: String, accountID: EntityID) throws
  /// Every grant, by role then account.
  func grants() throws -> [AccountGrant]
}
