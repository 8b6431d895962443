/// The fields a user gives when adding a transaction; the store assigns id and times.
public struct TransactionDraft: Hashable, Sendable {
  /// The owning account; nil means the project's account, or the ledger's first account.
  public var accountID: EntityID?
  public var projectID: EntityID?
  public var source: String
  public var amount: Money
  public var date: CalendarDay
  public var type: TransactionType
  public var reimbursement: Reimbursement
  public var categoryID: EntityID?
  public var needsReview: Bool
  public var notes: String
  /// The statement line it comes from (`Transaction.sourceKey`); nil when typed.
  public var sourceKey: String?

  public init(
    projectID: EntityID?, source: String, amount: Money, date: CalendarDay,
    type: TransactionType = .purchase, reimbursement: Reimbursement = .none,
    categoryID: EntityID? = nil, needsReview: Bool = false, notes: String = "",
    accountID: EntityID? = nil, sourceKey: String? = nil
  ) {
    self.accountID = accountID
    self.projectID = projectID
    self.source = source
    self.amount = amount
    self.date = date
    self.type = type
    self.reimbursement = reimbursement
    self.categoryID = categoryID
    self.needsReview = needsReview
    self.notes = notes
    self.sourceKey = sourceKey
  }
}
