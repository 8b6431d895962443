import LedgerCore

/// Which projects a list shows; sorted by name, ignoring case.
public struct ProjectQuery: Hashable, Sendable {
  public var accountID: EntityID?
  /// Include archived projects (default: only active ones).
  public var includeArchived: Bool
  /// Only archived projects.
  public var archivedOnly: Bool

  public init(accountID: EntityID? = nil, includeArchived: Bool = false, archivedOnly: Bool = false)
  {
    self.accountID = accountID
    self.includeArchived = includeArchived
    self.archivedOnly = archivedOnly
  }
}
