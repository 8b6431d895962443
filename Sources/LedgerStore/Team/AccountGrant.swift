import LedgerCore

/// A database role's right to see and change one account's rows on a team ledger.
public struct AccountGrant: Hashable, Sendable {
  public var role: String
  public var accountID: EntityID
  public var accountName: String

  public init(role: String, accountID: EntityID, accountName: String) {
    self.role = role
    self.accountID = accountID
    self.accountName = accountName
  }
}
