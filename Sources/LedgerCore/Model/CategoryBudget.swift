/// The amount a project budgets for one category.
public struct CategoryBudget: Hashable, Sendable, Codable, Identifiable {
  public var id: EntityID
  public var projectID: EntityID
  public var categoryID: EntityID
  public var amount: Money

  public init(id: EntityID, projectID: EntityID, categoryID: EntityID, amount: Money) {
    self.id = id
    self.projectID = projectID
    self.categoryID = categoryID
    self.amount = amount
  }
}
