/// A budget category of an account, such as "Furnishings" or "Design Fee".
///
/// Names are unique within the account; `position` is the user's order.
public struct BudgetCategory: Hashable, Sendable, Codable, Identifiable {
  public var id: EntityID
  public var accountID: EntityID
  public var name: String
  public var kind: CategoryKind
  /// The user-defined order, starting at 1.
  public var position: Int
  public var isArchived: Bool

  public init(
    id: EntityID, accountID: EntityID, name: String, kind: CategoryKind = .standard,
    position: Int, isArchived: Bool = false
  ) {
    self.id = id
    self.accountID = accountID
    self.name = name
    self.kind = kind
    self.position = position
    self.isArchived = isArchived
  }
}
