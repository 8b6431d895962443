/// One bar of a spending report: the purchases and returns of one group.
///
/// Amounts are minor units of the account's currency. Transactions in fee categories
/// (money received, not spent) are totalled apart, with `isFee` set.
public struct SpendingTotal: Hashable, Sendable {
  /// The group: see `SpendingGrouping` for each grouping's keys.
  public var key: String
  /// Whether these are transactions of fee categories rather than spending.
  public var isFee: Bool
  /// Sum of purchase amounts.
  public var purchases: Int64
  /// Sum of return amounts.
  public var returns: Int64
  /// How many transactions, purchases and returns alike.
  public var count: Int

  public init(key: String, isFee: Bool, purchases: Int64, returns: Int64, count: Int) {
    self.key = key
    self.isFee = isFee
    self.purchases = purchases
    self.returns = returns
    self.count = count
  }

  /// Purchases less returns: what the bar shows.
  public var net: Int64 { purchases &- returns }

  /// Adds one transaction's amount.
  public mutating func add(_ type: TransactionType, minorUnits: Int64, count: Int = 1) {
    switch type {
    case .purchase: purchases = purchases &+ minorUnits
    case .return: returns = returns &+ minorUnits
    }
    self.count += count
  }

  /// The order stores return totals in: spending before fees, then by key.
  public static func storeOrder(_ lhs: SpendingTotal, _ rhs: SpendingTotal) -> Bool {
    lhs.isFee != rhs.isFee ? !lhs.isFee : lhs.key < rhs.key
  }
}
