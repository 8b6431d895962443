/// The fields a user gives when adding a project; the store assigns id and times.
public struct ProjectDraft: Hashable, Sendable {
  /// The owning account; nil means the ledger's first account.
  public var accountID: EntityID?
  public var name: String
  public var clientName: String
  public var description: String

  public init(
    name: String, clientName: String = "", description: String = "", accountID: EntityID? = nil
  ) {
    self.accountID = accountID
    self.name = name
    self.clientName = clientName
    self.description = description
  }
}
