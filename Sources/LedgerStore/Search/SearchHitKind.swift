/// The kind of entity a search hit is.
public enum SearchHitKind: String, Hashable, Sendable, Codable, CaseIterable {
  case project
  case item
  case transaction
  case space
}
