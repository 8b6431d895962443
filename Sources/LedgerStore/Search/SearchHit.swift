import LedgerCore

/// One result of a full-text search: which entity, its title, and where it belongs.
public struct SearchHit: Hashable, Sendable, Codable {
  public var kind: SearchHitKind
  public var id: EntityID
  /// The entity's name (for a transaction, its source).
  public var title: String
  /// The project the entity belongs to, if any.
  public var projectID: EntityID?
  /// The name of that project, when the search looked it up.
  public var projectName: String?
  /// Plain text from the best-matching field, cut around the first match with `…`.
  public var snippet: String
  /// The FTS5 bm25 rank with the kind's column weights: lower is better, and only ranks
  /// of one kind compare.
  public var rank: Double
  /// The transaction's amount or the item's price, when it has one.
  public var amount: Money?
  /// The transaction's date.
  public var date: CalendarDay?

  public init(
    kind: SearchHitKind, id: EntityID, title: String, projectID: EntityID?, snippet: String,
    projectName: String? = nil, rank: Double = 0, amount: Money? = nil, date: CalendarDay? = nil
  ) {
    self.kind = kind
    self.id = id
    self.title = title
    self.projectID = projectID
    self.projectName = projectName
    self.snippet = snippet
    self.rank = rank
    self.amount = amount
    self.date = date
  }
}
