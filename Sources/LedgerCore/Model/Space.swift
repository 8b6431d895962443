/// A room or area of a project, such as "Living Room"; its name is unique in the project.
public struct Space: Hashable, Sendable, Codable, Identifiable {
  public var id: EntityID
  public var projectID: EntityID
  public var name: String
  public var notes: String
  public var checklist: [ChecklistEntry]
  /// The template the space was made from, if any.
  public var templateID: EntityID?
  public var createdAt: Timestamp
  public var updatedAt: Timestamp

  public init(
    id: EntityID, projectID: EntityID, name: String, notes: String = "",
    checklist: [ChecklistEntry] = [], templateID: EntityID? = nil, createdAt: Timestamp,
    updatedAt: Timestamp
  ) {
    self.id = id
    self.projectID = projectID
    self.name = name
    self.notes = notes
    self.checklist = checklist
    self.templateID = templateID
    self.createdAt = createdAt
    self.updatedAt = updatedAt
  }
}
