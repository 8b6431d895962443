/// How many transactions a list holds and their totals, for a list's footer: what was
/// spent (purchases minus returns) and, apart, the fees received.
public struct TransactionSummary: Hashable, Sendable {
  public var count: Int
  /// Purchases minus returns, fees left out.
  public var total: Money
  /// Fees received (transactions in fee categories, returns subtracted).
  public var fees: Money

  public init(count: Int, total: Money, fees: Money? = nil) {
    self.count = count
    self.total = total
    self.fees = fees ?? Money.zero(total.currency)
  }

  /// The summary of `transactions` in `currency`, as a store's `transactionSummary` gives it;
  /// those in `feeCategoryIDs` count as fees.
  ///
  /// Throws only if a total overflows.
  public static func of(
    _ transactions: some Sequence<Transaction>, currency: Currency,
    feeCategoryIDs: Set<EntityID> = []
  ) throws(MoneyError) -> TransactionSummary {
    var summary = TransactionSummary(count: 0, total: Money.zero(currency))
    for transaction in transactions {
      summary.count += 1
      if let category = transaction.categoryID, feeCategoryIDs.contains(category) {
        summary.fees = try summary.fees.adding(transaction.signedAmount)
      } else {
        summary.total = try summary.total.adding(transaction.signedAmount)
      }
    }
    return summary
  }
}
