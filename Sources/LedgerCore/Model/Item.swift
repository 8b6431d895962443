/// A thing bought or held: for a project, or (no project) business inventory.
public struct Item: Hashable, Sendable, Codable, Identifiable {
  /// The most of one item a ledger holds, whoever writes it (`item add --qty`, import):
  /// far more than any order, and far from making a total overflow.
  public static let largestQuantity = 1_000_000

  public var id: EntityID
  public var accountID: EntityID
  /// nil means business inventory.
  public var projectID: EntityID?
  public var name: String
  public var sku: String
  /// The vendor, as typed.
  public var source: String
  /// What the company paid, if known.
  public var purchasePrice: Money?
  /// What the client is charged, if set.
  public var projectPrice: Money?
  /// How many; from 0 to `largestQuantity`.
  public var quantity: Int
  public var spaceID: EntityID?
  public var transactionID: EntityID?
  public var isBookmarked: Bool
  public var notes: String
  public var createdAt: Timestamp
  public var updatedAt: Timestamp

  public init(
    id: EntityID, accountID: EntityID, projectID: EntityID?, name: String, sku: String = "",
    source: String = "", purchasePrice: Money? = nil, projectPrice: Money? = nil,
    quantity: Int = 1, spaceID: EntityID? = nil, transactionID: EntityID? = nil,
    isBookmarked: Bool = false, notes: String = "", createdAt: Timestamp, updatedAt: Timestamp
  ) {
    self.id = id
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
    self.createdAt = createdAt
    self.updatedAt = updatedAt
  }
}
