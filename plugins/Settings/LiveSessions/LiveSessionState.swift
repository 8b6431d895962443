import LedgerStore

/// What a live interactive session keeps: where the ledger stood at the last prompt, and
/// where to remember its context.
struct LiveSessionState {
  /// The ledger's state at the last prompt.
  var marker: ChangeMarker?
  /// The file remembering the context, or nil when nothing is remembered.
  var contextFile: SessionContextFile?
}
