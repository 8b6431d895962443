/// A ledger account: the owner of projects, categories, vendors and templates.
///
/// A fresh ledger has one account, "Default", in USD.
public struct Account: Hashable, Sendable, Codable, Identifiable {
  public var id: EntityID
  public var name: String
  /// The currency every amount in this account is in.
  public var currency: Currency
  public var createdAt: Timestamp

  public init(id: EntityID, name: String, currency: Currency, createdAt: Timestamp) {
    self.id = id
    self.name = name
    self.currency = currency
    self.createdAt = createdAt
  }
}
