/// The fields a user gives when adding an item; the store assigns id and times.
public struct ItemDraft: Hashable, Sendable {
  /// The owning account; nil means the project's account, or the ledger's first account.
  public var accountID: EntityID?
  /// nil means business inventory.
  public var projectID: EntityID?
  public var name: String
  public var sku: String
  public var source: String
  public var purchasePrice: Money?
  public var projectPrice: Money?
  public var quantity: Int
  public var spaceID: EntityID?
  public var transactionID: EntityID?
  public var isBookmarked: Bool
  public var notes: String

  public init(
    name: String, projectID: EntityID? = nil, sku: String = "", source: String = "",
    purchasePrice: Money? = nil, projectPrice: Money? = nil, quantity: Int = 1,
    spaceID: EntityID? = nil, transactionID: EntityID? = nil, isBookmarked: Bool = false,
    notes: String = "", accountID: EntityID? = nil
  ) {
    self.accountID = accountID
    self.projectID = projectID
    self.name = name
    self.sku = sku
    self.source = source
    self.purchasePrice = purchasePrice
    self.projectPrice = projectPrice
    self.quantity = quantity
    self.spaceID = spaceID
    self.transactionID = transactionID
    self.isBookmarked = isBookmarked
    self.notes = notes
  }
}
