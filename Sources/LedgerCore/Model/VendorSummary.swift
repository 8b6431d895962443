/// A vendor with what the account spent there: `vendor list`'s row.
public struct VendorSummary: Hashable, Sendable {
  /// The vendor, with its default category.
  public var vendor: Vendor
  /// How many of the account's transactions have this vendor as their source.
  public var transactionCount: Int
  /// Their net total (returns negative), in the account's currency.
  public var transactionTotal: Money
  /// How many of the account's items have this vendor as their source.
  public var itemCount: Int

  public init(vendor: Vendor, transactionCount: Int, transactionTotal: Money, itemCount: Int) {
    self.vendor = vendor
    self.transactionCount = transactionCount
    self.transactionTotal = transactionTotal
    self.itemCount = itemCount
  }
}
