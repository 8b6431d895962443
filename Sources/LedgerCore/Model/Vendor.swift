/// A vendor of an account, offered for completion and as a default source.
public struct Vendor: Hashable, Sendable, Codable, Identifiable {
  public var id: EntityID
  public var accountID: EntityID
  public var name: String
  /// The category a new transaction from this vendor gets when none is given.
  public var defaultCategoryID: EntityID?

  public init(id: EntityID, accountID: EntityID, name: String, defaultCategoryID: EntityID? = nil) {
    self.id = id
    self.accountID = accountID
    self.name = name
    self.defaultCategoryID = defaultCategoryID
  }
}
