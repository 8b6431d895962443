/// The kind of entity a search hit is.
public enum SearchHitKind: String, Hashable, Sendable, Codable, CaseIterable {
  case project
  case item
  case transaction
  case space

  /// The order `search` shows its sections in: what a user looks for most often first.
  public static let sectionOrder: [SearchHitKind] = [.item, .transaction, .space, .project]

  /// The plural, as `--kind` takes it and as a section title shows it (capitalized).
  public var plural: String {
    switch self {
    case .project: return "projects"
    case .item: return "items"
    case .transaction: return "transactions"
    case .space: return "spaces"
    }
  }
}
