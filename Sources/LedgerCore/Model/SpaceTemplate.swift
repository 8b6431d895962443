/// A reusable space: a name and a checklist, such as "Kitchen" with "Measure counters".
public struct SpaceTemplate: Hashable, Sendable, Codable, Identifiable {
  public var id: EntityID
  public var accountID: EntityID
  public var name: String
  public var checklist: [String]
  /// Where the template appears in the account's list, 1 = first (0 when unknown).
  public var position: Int

  public init(
    id: EntityID, accountID: EntityID, name: String, checklist: [String] = [], position: Int = 0
  ) {
    self.id = id
    self.accountID = accountID
    self.name = name
    self.checklist = checklist
    self.position = position
  }

  private enum CodingKeys: String, CodingKey {
    case id, accountID, name, checklist, position
  }

  /// Decodes a template; archives written before templates had positions give 0.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(EntityID.self, forKey: .id)
    accountID = try container.decode(EntityID.self, forKey: .accountID)
    name = try container.decode(String.self, forKey: .name)
    checklist = try container.decode([String].self, forKey: .checklist)
    position = try container.decodeIfPresent(Int.self, forKey: .position) ?? 0
  }
}
