import LedgerCore
import LedgerStore

/// What a live interactive session keeps: where the ledger stood at the last prompt, and
/// where to remember its context.
struct LiveSessionState {
  /// The ledger's state at the last prompt.
  var marker: ChangeMarker?
  /// The file remembering the context, or nil when nothing is remembered.
  var contextFile: SessionContextFile?
  /// Other sessions' commands a banner announced, by journal entry, with the words it named
  /// them by: when one is undone later, the next banner says so.
  var announced: [EntityID: String] = [:]
}
