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

  /// Fails naming the first id that is not an existing entity of `kind` in the account
  /// `accountID`.
  static func checkExisting(
    _ ids: [EntityID], kind: SelectionKind, store: any Store, accountID: EntityID
  ) throws {
    let existing: Set<EntityID>
    switch kind {
    case .items:
      var query = ItemQuery(ids: ids)
      query.accountID = accountID
      existing = Set(try store.items(query).map(\.id))
    case .transactions:
      var query = TransactionQuery(ids: ids)
      query.accountID = accountID
      existing = Set(try store.transactions(query).map(\.id))
    }
    if let missing = ids.first(where: { !existing.contains($0) }) {
      let noun = kind == .items ? "item" : "transaction"
      throw ShellError.failure(
        "no \(noun) \(missing) in this account",
        hint: "see '\(kind == .items ? "items --all" : "txs")' for the ids")
    }
  }
}
