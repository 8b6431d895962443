import LedgerCore
import LedgerStore

/// What `export` writes: the whole ledger as JSON, or one entity as CSV.
public enum ExportFormat: String, Hashable, Sendable, CaseIterable {
  case json
  case csv
}
