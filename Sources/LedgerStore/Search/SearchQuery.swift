import LedgerCore

/// What `Store.search(_:)` looks for, and where.
public struct SearchQuery: Hashable, Sendable {
  /// The user's words, as typed.
  ///
  /// All must match, each as a prefix; `"…"` quotes a phrase; an amount such as `1,249.99`
  /// matches amounts and prices. No text is a syntax error.
  public var text: String
  /// Only entities of this account (nil: every account).
  public var accountID: EntityID?
  /// Only entities of this project (for projects: that project itself).
  public var projectID: EntityID?
  /// The kinds to search, in the order sections come back.
  public var kinds: [SearchHitKind]
  /// At most this many hits of each kind.
  public var limit: Int

  public init(
    text: String, accountID: EntityID? = nil, projectID: EntityID? = nil,
    kinds: [SearchHitKind] = SearchHitKind.sectionOrder, limit: Int = 10
  ) {
    self.text = text
    self.accountID = accountID
    self.projectID = projectID
    self.kinds = kinds
    self.limit = limit
  }

  /// The words, phrases and amounts the text asks for.
  public var terms: [SearchTerm] { SearchTerm.parse(text) }
}
