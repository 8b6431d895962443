import LedgerCore

extension StoreError {
  /// The error for a sum beyond 64 bits, which only amounts stored before amounts had a
  /// limit (`Money.largestMajorUnits`) can reach.
  public static let totalTooLarge = StoreError(
    .invalid,
    "a total is too large to add up: an amount above the limit of 1,000,000,000 was stored "
      + "by an older ledgersh; find it with 'txs --sort amount' and correct it")
}
