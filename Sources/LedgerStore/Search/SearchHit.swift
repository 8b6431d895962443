import LedgerCore

/// One result of a full-text search: which entity, its title, and where it belongs.
public struct SearchHit: Hashable, Sendable, Codable {
  public var kind: SearchHitKind
  public var id: EntityID
  /// The entity's name (for a transaction, its source).
  public var title: String
  /// The project the entity belongs to, if any.
  public var projectID: EntityID?
  /// The matching text with matches marked `[like this]`.
  public var snippet: String

  public init(
    kind: SearchHitKind, id: EntityID, title: String, projectID: EntityID?, snippet: String
  ) {
    self.kind = kind
    self.id = id
    self.title = title
    self.projectID = projectID
    self.snippet = snippet
  }
}
