import LedgerCore
import LedgerStore

/// What an import added.
public struct ImportSummary: Hashable, Sendable {
  /// "json", or the CSV entity's name.
  public var format: String
  public var counts: LedgerCounts
  /// CSV rows not imported because their id is already in the account.
  public var skipped: Int

  public init(format: String, counts: LedgerCounts, skipped: Int = 0) {
    self.format = format
    self.counts = counts
    self.skipped = skipped
  }
}
