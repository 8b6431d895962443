/// What an import added.
public struct ImportSummary: Hashable, Sendable {
  /// "json", or the CSV entity's name.
  public var format: String
  public var counts: LedgerCounts

  public init(format: String, counts: LedgerCounts) {
    self.format = format
    self.counts = counts
  }
}
