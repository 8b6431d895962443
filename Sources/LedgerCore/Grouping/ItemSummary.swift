/// How many items a list holds and what they are worth, for a list's footer.
public struct ItemSummary: Hashable, Sendable {
  /// How many items (rows).
  public var count: Int
  /// The sum of their quantities.
  public var quantity: Int
  /// Σ unit price (project price, else purchase price) × quantity; nil when none is priced.
  public var total: Money?

  public init(count: Int, quantity: Int, total: Money?) {
    self.count = count
    self.quantity = quantity
    self.total = total
  }

  /// The summary of `items`: the reference a store's `itemSummary` must reproduce.
  ///
  /// Throws only if the total overflows.
  public static func of(_ items: some Sequence<Item>) throws(MoneyError) -> ItemSummary {
    var summary = ItemSummary(count: 0, quantity: 0, total: nil)
    for item in items {
      summary.count += 1
      summary.quantity += item.quantity
      if let unit = item.projectPrice ?? item.purchasePrice {
        let line = try unit.multiplied(by: item.quantity)
        summary.total = try (summary.total ?? Money.zero(unit.currency)).adding(line)
      }
    }
    return summary
  }
}
