import LedgerCore
import LedgerShell
import LedgerStore

/// Reads and checks the ids `select add` and `select remove` take.
enum SelectionIDs {
  /// The ids `words` name (`#12` or `12`); a usage error names the first that is not one.
  static func parse(_ words: [String]) throws -> [EntityID] {
    guard !words.isEmpty else {
      throw ShellError.usage("give at least one id", hint: "such as #12")
    }
    return try words.map { word in
      guard let id = EntityID.parse(word) else {
        throw ShellError.usage("'\(word)' is not an id; write it like #12")
      }
      return id
    }
  }

  /// Fails naming the first id that is not an existing entity of `kind`.
  static func checkExisting(_ ids: [EntityID], kind: SelectionKind, store: any Store) throws {
    let existing: Set<EntityID>
    switch kind {
    case .items: existing = Set(try store.items(ItemQuery(ids: ids)).map(\.id))
    case .transactions:
      existing = Set(try store.transactions(TransactionQuery(ids: ids)).map(\.id))
    }
    if let missing = ids.first(where: { !existing.contains($0) }) {
      let noun = kind == .items ? "item" : "transaction"
      throw ShellError.failure(
        "no \(noun) \(missing)", hint: "see '\(kind == .items ? "items" : "txs")' for the ids")
    }
  }
}
