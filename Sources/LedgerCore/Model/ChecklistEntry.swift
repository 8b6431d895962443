/// One line of a space's checklist.
public struct ChecklistEntry: Hashable, Sendable, Codable {
  public var text: String
  public var isDone: Bool

  public init(text: String, isDone: Bool = false) {
    self.text = text
    self.isDone = isDone
  }
}
