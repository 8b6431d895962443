import LedgerCore

/// What other sessions committed to a ledger since a `ChangeMarker`.
public struct LedgerChanges: Hashable, Sendable {
  /// The marker to ask from next time.
  public var marker: ChangeMarker
  /// Whether anyone else committed at all (an `undo` adds no entry but counts).
  public var isChanged: Bool
  /// The journal entries other sessions wrote, newest first (at most the limit asked).
  public var entries: [JournalEntry]
  /// How many entries other sessions wrote, beyond the limit too.
  public var entryCount: Int

  public init(marker: ChangeMarker, isChanged: Bool, entries: [JournalEntry], entryCount: Int) {
    self.marker = marker
    self.isChanged = isChanged
    self.entries = entries
    self.entryCount = entryCount
  }
}
