/// How many transactions a list holds and their net total, for a list's footer.
public struct TransactionSummary: Hashable, Sendable {
  public var count: Int
  /// Purchases minus returns.
  public var total: Money

  public init(count: Int, total: Money) {
    self.count = count
    self.total = total
  }

  /// The summary of `transactions` in `currency`, as a store's `transactionSummary` gives it.
  ///
  /// Throws only if the total overflows.
  public static func of(_ transactions: some Sequence<Transaction>, currency: Currency)
    throws(MoneyError) -> TransactionSummary
  {
    var summary = TransactionSummary(count: 0, total: Money.zero(currency))
    for transaction in transactions {
      summary.count += 1
      summary.total = try summary.total.adding(transaction.signedAmount)
    }
    return summary
  }
}
