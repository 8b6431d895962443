/// A purchase or return, usually for a project; without a project it is business inventory.
///
/// `amount` is never negative: `type` says which way the money went.
/// The receipt is the transaction's primary attachment; linked items point here.
public struct Transaction: Hashable, Sendable, Codable, Identifiable {
  public var id: EntityID
  public var accountID: EntityID
  public var projectID: EntityID?
  /// The vendor, as typed.
  public var source: String
  public var amount: Money
  public var date: CalendarDay
  public var type: TransactionType
  public var reimbursement: Reimbursement
  public var categoryID: EntityID?
  public var needsReview: Bool
  public var notes: String
  public var createdAt: Timestamp
  public var updatedAt: Timestamp
  /// The day the client paid back a reimbursable purchase (`tx reimbursed`); nil while
  /// it is still owed, and for every other transaction.
  public var reimbursedOn: CalendarDay?
  /// The statement line an imported transaction came from (`import statement`).
  ///
  /// The OFX `FITID`, or a CSV line's stable key; nil for one entered by hand. Unique in
  /// its account.
  public var sourceKey: String?

  public init(
    id: EntityID, accountID: EntityID, projectID: EntityID?, source: String, amount: Money,
    date: CalendarDay, type: TransactionType = .purchase, reimbursement: Reimbursement = .none,
    categoryID: EntityID? = nil, needsReview: Bool = false, notes: String = "",
    createdAt: Timestamp, updatedAt: Timestamp, reimbursedOn: CalendarDay? = nil,
    sourceKey: String? = nil
  ) {
    self.id = id
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
    self.createdAt = createdAt
    self.updatedAt = updatedAt
    self.reimbursedOn = reimbursedOn
    self.sourceKey = sourceKey
  }

  /// The amount with its direction: negative for returns.
  public var signedAmount: Money {
    type == .purchase
      ? amount : Money(minorUnits: 0 &- amount.minorUnits, currency: amount.currency)
  }
}
