/// A vendor of an account, offered for completion and as a default source.
public struct Vendor: Hashable, Sendable, Codable, Identifiable {
  public var id: EntityID
  public var accountID: EntityID
  public var name: String

  public init(id: EntityID, accountID: EntityID, name: String) {
    self.id = id
    self.accountID = accountID
    self.name = name
  }
}
