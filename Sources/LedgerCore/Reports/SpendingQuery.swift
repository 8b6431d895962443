/// What a spending report sums: a project or a whole account, a range of days, a grouping.
public struct SpendingQuery: Hashable, Sendable {
  /// The account; nil means the default account.
  public var accountID: EntityID?
  /// Only this project's transactions; nil means every transaction of the account,
  /// business inventory included.
  public var projectID: EntityID?
  /// First day included.
  public var from: CalendarDay?
  /// Last day included.
  public var to: CalendarDay?
  /// How transactions are grouped into bars.
  public var grouping: SpendingGrouping
  /// Further conditions on the transactions summed, or nil for every one in scope.
  ///
  /// Category, vendor, kind, reimbursement, amounts, review; their account, project and
  /// days are this query's.
  public var conditions: TransactionQuery?

  public init(
    accountID: EntityID? = nil, projectID: EntityID? = nil, from: CalendarDay? = nil,
    to: CalendarDay? = nil, grouping: SpendingGrouping = .month
  ) {
    self.accountID = accountID
    self.projectID = projectID
    self.from = from
    self.to = to
    self.grouping = grouping
  }

  /// Whether the query selects `transaction` (the account is checked only when set).
  public func includes(_ transaction: Transaction) -> Bool {
    if let accountID, transaction.accountID != accountID { return false }
    if let projectID, transaction.projectID != projectID { return false }
    if let from, transaction.date < from { return false }
    if let to, transaction.date > to { return false }
    return true
  }

  /// Whether the query selects `transaction`, its conditions included.
  public func includes(_ transaction: Transaction, feeCategoryIDs: Set<EntityID>) -> Bool {
    guard includes(transaction) else { return false }
    return conditions?.matches(transaction, feeCategoryIDs: feeCategoryIDs) ?? true
  }

  /// The reference answer every store must give: the totals of the selected
  /// transactions by group, fee categories apart, in `SpendingTotal.storeOrder`.
  public func totals(
    of transactions: some Sequence<Transaction>, feeCategoryIDs: Set<EntityID>
  ) -> [SpendingTotal] {
    var sums: [SpendingTotal.Slot: SpendingTotal] = [:]
    for transaction in transactions where includes(transaction, feeCategoryIDs: feeCategoryIDs) {
      let isFee = transaction.categoryID.map { feeCategoryIDs.contains($0) } ?? false
      let slot = SpendingTotal.Slot(key: grouping.key(of: transaction), isFee: isFee)
      var total =
        sums[slot]
        ?? SpendingTotal(key: slot.key, isFee: isFee, purchases: 0, returns: 0, count: 0)
      total.add(transaction.type, minorUnits: transaction.amount.minorUnits)
      sums[slot] = total
    }
    return sums.values.sorted(by: SpendingTotal.storeOrder)
  }
}
