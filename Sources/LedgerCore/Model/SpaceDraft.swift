/// The fields a user gives when adding a space.
///
/// With a template, the space starts with the template's checklist (all not done)
/// followed by `checklist`.
public struct SpaceDraft: Hashable, Sendable {
  public var projectID: EntityID
  public var name: String
  public var notes: String
  public var checklist: [ChecklistEntry]
  public var templateID: EntityID?

  public init(
    projectID: EntityID, name: String, notes: String = "", checklist: [ChecklistEntry] = [],
    templateID: EntityID? = nil
  ) {
    self.projectID = projectID
    self.name = name
    self.notes = notes
    self.checklist = checklist
    self.templateID = templateID
  }
}
