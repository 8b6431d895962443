/// A client project: its name is unique within its account.
public struct Project: Hashable, Sendable, Codable, Identifiable {
  public var id: EntityID
  public var accountID: EntityID
  public var name: String
  public var clientName: String
  public var description: String
  /// The budget category shown first on the project's card, if any.
  public var pinnedCategoryID: EntityID?
  public var isArchived: Bool
  public var createdAt: Timestamp
  public var updatedAt: Timestamp

  public init(
    id: EntityID, accountID: EntityID, name: String, clientName: String = "",
    description: String = "", pinnedCategoryID: EntityID? = nil, isArchived: Bool = false,
    createdAt: Timestamp, updatedAt: Timestamp
  ) {
    self.id = id
    self.accountID = accountID
    self.name = name
    self.clientName = clientName
    self.description = description
    self.pinnedCategoryID = pinnedCategoryID
    self.isArchived = isArchived
    self.createdAt = createdAt
    self.updatedAt = updatedAt
  }
}
