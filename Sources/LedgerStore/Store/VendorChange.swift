import LedgerCore

/// The outcome of renaming or merging a vendor: the vendor now, and how many
/// transactions and items had their source rewritten.
public struct VendorChange: Hashable, Sendable {
  /// The vendor as it is after the change (the target of a merge).
  public var vendor: Vendor
  /// How many transactions changed source.
  public var transactions: Int
  /// How many items changed source.
  public var items: Int

  public init(vendor: Vendor, transactions: Int, items: Int) {
    self.vendor = vendor
    self.transactions = transactions
    self.items = items
  }
}
