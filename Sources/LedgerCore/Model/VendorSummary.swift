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
  /// How many of its transactions are in a fee category: money the client paid the studio.
  public var feeCount: Int

  public init(
    vendor: Vendor, transactionCount: Int, transactionTotal: Money, itemCount: Int,
    feeCount: Int = 0
  ) {
    self.vendor = vendor
    self.transactionCount = transactionCount
    self.transactionTotal = transactionTotal
    self.itemCount = itemCount
    self.feeCount = feeCount
  }

  /// Whether this "vendor" is a client, listed apart from the shops.
  ///
  /// Every transaction of it is a fee it paid, and no item comes from it.
  public var isClient: Bool {
    feeCount > 0 && feeCount == transactionCount && itemCount == 0
  }
}
