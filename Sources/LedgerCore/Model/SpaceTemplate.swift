/// A reusable space: a name and a checklist, such as "Kitchen" with "Measure counters".
public struct SpaceTemplate: Hashable, Sendable, Codable, Identifiable {
  public var id: EntityID
  public var accountID: EntityID
  public var name: String
  public var checklist: [String]

  public init(id: EntityID, accountID: EntityID, name: String, checklist: [String] = []) {
    self.id = id
    self.accountID = accountID
    self.name = name
    self.checklist = checklist
  }
}
