/// Money moved in one category: the sums of its purchases and of its returns.
///
/// A store computes these with one aggregate query; `BudgetRollup` turns them into rows.
/// `categoryID` nil collects transactions without a category.
public struct CategorySpending: Hashable, Sendable {
  public var categoryID: EntityID?
  /// Sum of purchase amounts, in minor units.
  public var purchases: Int64
  /// Sum of return amounts, in minor units.
  public var returns: Int64

  public init(categoryID: EntityID?, purchases: Int64, returns: Int64) {
    self.categoryID = categoryID
    self.purchases = purchases
    self.returns = returns
  }

  /// Sums transactions per category (purchases and returns apart), in first-seen order.
  public static func from(_ transactions: some Sequence<Transaction>) throws(MoneyError)
    -> [CategorySpending]
  {
    var order: [EntityID?] = []
    var sums: [EntityID?: CategorySpending] = [:]
    for transaction in transactions {
      var entry =
        sums[transaction.categoryID]
        ?? CategorySpending(categoryID: transaction.categoryID, purchases: 0, returns: 0)
      if sums[transaction.categoryID] == nil { order.append(transaction.categoryID) }
      let amount = transaction.amount.minorUnits
      let overflow: Bool
      if transaction.type == .purchase {
        (entry.purchases, overflow) = entry.purchases.addingReportingOverflow(amount)
      } else {
        (entry.returns, overflow) = entry.returns.addingReportingOverflow(amount)
      }
      guard !overflow else {
        throw .overflow("spending in category \(entry.categoryID.map(\.description) ?? "none")")
      }
      sums[transaction.categoryID] = entry
    }
    return order.compactMap { sums[$0] }
  }
}
