import LedgerCore

/// What a selection holds: items or transactions, one kind at a time.
enum SelectionKind: String, Sendable, Equatable {
  case items
  case transactions

  /// The plural noun in messages, such as `items`.
  var plural: String { rawValue }

  /// The noun for `count` of them: `item` or `items`.
  func noun(_ count: Int) -> String {
    count == 1 ? (self == .items ? "item" : "transaction") : plural
  }

  /// The count with its noun: `1 item`, `12 transactions`.
  func counted(_ count: Int) -> String {
    English.count(count, self == .items ? "item" : "transaction")
  }

  /// The command that selects this kind.
  var selectCommand: String { self == .items ? "select items" : "select txs" }
}
