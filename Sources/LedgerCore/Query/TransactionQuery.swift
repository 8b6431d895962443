/// Which transactions a list shows, in what order, and which page of them.
///
/// Every filter left nil matches everything. `matches(_:)` and `apply(to:)` are the
/// reference semantics a store's query must reproduce.
public struct TransactionQuery: Hashable, Sendable {
  public var accountID: EntityID?
  public var projectID: EntityID?
  /// Only transactions without a project (business inventory purchases).
  public var withoutProject: Bool
  public var categoryID: EntityID?
  public var needsReview: Bool?
  public var type: TransactionType?
  /// First day included.
  public var from: CalendarDay?
  /// Last day included.
  public var to: CalendarDay?
  /// The vendor, matched without regard to case.
  public var source: String?
  /// Whether in a fee category (money received from the client): true only fees, false
  /// none of them; nil either.
  public var fee: Bool?
  /// Only this reimbursement.
  public var reimbursement: Reimbursement?
  /// Smallest amount included, in minor units (the amount as entered, never negative).
  public var minAmount: Int64?
  /// Largest amount included, in minor units.
  public var maxAmount: Int64?
  /// Only these transactions (in the query's order); empty matches none.
  public var ids: [EntityID]?
  public var sort: TransactionSort
  public var descending: Bool
  public var limit: Int?
  public var offset: Int

  public init(
    accountID: EntityID? = nil, projectID: EntityID? = nil, withoutProject: Bool = false,
    categoryID: EntityID? = nil, needsReview: Bool? = nil, type: TransactionType? = nil,
    from: CalendarDay? = nil, to: CalendarDay? = nil, source: String? = nil,
    ids: [EntityID]? = nil, sort: TransactionSort = .date, descending: Bool = true,
    limit: Int? = nil, offset: Int = 0
  ) {
    self.accountID = accountID
    self.projectID = projectID
    self.withoutProject = withoutProject
    self.categoryID = categoryID
    self.needsReview = needsReview
    self.type = type
    self.from = from
    self.to = to
    self.source = source
    self.ids = ids
    self.sort = sort
    self.descending = descending
    self.limit = limit
    self.offset = offset
  }

  /// Whether the transaction passes every filter; `feeCategoryIDs` are the account's fee
  /// categories (for `fee`).
  public func matches(_ transaction: Transaction, feeCategoryIDs: Set<EntityID> = []) -> Bool {
    if let accountID, transaction.accountID != accountID { return false }
    if let projectID, transaction.projectID != projectID { return false }
    if withoutProject, transaction.projectID != nil { return false }
    if let categoryID, transaction.categoryID != categoryID { return false }
    if let needsReview, transaction.needsReview != needsReview { return false }
    if let type, transaction.type != type { return false }
    if let from, transaction.date < from { return false }
    if let to, transaction.date > to { return false }
    if let source, transaction.source.lowercased() != source.lowercased() { return false }
    if let ids, !ids.contains(transaction.id) { return false }
    if let fee {
      let isFee = transaction.categoryID.map { feeCategoryIDs.contains($0) } ?? false
      if isFee != fee { return false }
    }
    if let reimbursement, transaction.reimbursement != reimbursement { return false }
    if let minAmount, transaction.amount.minorUnits < minAmount { return false }
    if let maxAmount, transaction.amount.minorUnits > maxAmount { return false }
    return true
  }

  /// Whether `lhs` comes before `rhs` in this query's order.
  public func precedes(_ lhs: Transaction, _ rhs: Transaction) -> Bool {
    let ascending: Bool
    switch sort {
    case .date:
      ascending = (lhs.date, lhs.id) < (rhs.date, rhs.id)
      if lhs.date == rhs.date, lhs.id == rhs.id { return false }
    case .amount:
      ascending =
        (lhs.amount.minorUnits, lhs.id) < (rhs.amount.minorUnits, rhs.id)
      if lhs.amount.minorUnits == rhs.amount.minorUnits, lhs.id == rhs.id { return false }
    }
    return descending ? !ascending : ascending
  }

  /// The filtered, sorted page of `transactions`.
  public func apply(
    to transactions: some Sequence<Transaction>, feeCategoryIDs: Set<EntityID> = []
  ) -> [Transaction] {
    let sorted = transactions.filter { matches($0, feeCategoryIDs: feeCategoryIDs) }
      .sorted(by: precedes)
    let page = sorted.dropFirst(max(0, offset))
    if let limit { return Array(page.prefix(max(0, limit))) }
    return Array(page)
  }
}
