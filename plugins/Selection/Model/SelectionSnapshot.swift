import LedgerCore
import LedgerShell
import LedgerStore

/// When a row was created and last changed: a row whose stamp is not the one read has
/// been changed since, or is another row under the same id.
struct RowStamp: Equatable {
  var created: Timestamp
  var updated: Timestamp

  init(_ item: Item) { (created, updated) = (item.createdAt, item.updatedAt) }
  init(_ transaction: Transaction) {
    (created, updated) = (transaction.createdAt, transaction.updatedAt)
  }
}

/// The selection as it stands in the ledger now: the ids that still exist, how many, and
/// their total.
struct SelectionSnapshot {
  var kind: SelectionKind
  /// The selected ids that still exist, in the order of selection.
  var ids: [EntityID]
  /// The stamp of each row in `ids`, as read: `BulkActions` refuses to change a row whose
  /// stamp is another by the time it changes it.
  var stamps: [EntityID: RowStamp] = [:]
  /// Items: Σ unit price × quantity (nil when none is priced); transactions: purchases
  /// minus returns, fees left out.
  var total: Money?
  /// Transactions: the fees received among them (a kind of their own, not spending).
  var fees: Money?
  /// Whether the total is past the largest amount there is: the selection still stands,
  /// and says so instead of a total.
  var totalIsTooLarge = false

  /// Reads `selection` against `store`: in the account `accountID` (nil when the ledger has
  /// one), as the ids selected in another account are not there once it is left.
  static func load(_ selection: Selection, from store: any Store, accountID: EntityID?) throws
    -> SelectionSnapshot
  {
    let existing: Set<EntityID>
    var total: Money?
    var fees: Money?
    var tooLarge = false
    // A sum past the largest amount is refused by the store (.invalid): the selection is
    // still made, and only its total is missing. (100 items of a million at $1,000,000,000
    // failed 'select' whole.)
    func summed(_ sum: () throws -> Money?) throws {
      do {
        total = try sum()
      } catch let error as StoreError where error.kind == .invalid {
        tooLarge = true
      }
    }
    var stamps: [EntityID: RowStamp] = [:]
    // The rows selected, and not others given their ids since.
    func keep(_ id: EntityID, _ stamp: RowStamp) {
      guard selection.created[id].map({ $0 == stamp.created }) ?? true else { return }
      stamps[id] = stamp
    }
    switch selection.kind {
    case .items:
      var query = ItemQuery(ids: selection.ids)
      query.accountID = accountID
      for item in try store.items(query) { keep(item.id, RowStamp(item)) }
      existing = Set(stamps.keys)
      query.ids = selection.ids.filter(existing.contains)
      try summed { try store.itemSummary(query).total }
    case .transactions:
      var query = TransactionQuery(ids: selection.ids)
      query.accountID = accountID
      for transaction in try store.transactions(query) {
        keep(transaction.id, RowStamp(transaction))
      }
      existing = Set(stamps.keys)
      query.ids = selection.ids.filter(existing.contains)
      if !existing.isEmpty {
        try summed {
          let summary = try store.transactionSummary(query)
          fees = summary.fees
          return summary.total
        }
      }
    }
    return SelectionSnapshot(
      kind: selection.kind, ids: selection.ids.filter(existing.contains), stamps: stamps,
      total: total, fees: fees, totalIsTooLarge: tooLarge)
  }

  /// The selection of the session, read against the store; a usage error when nothing is
  /// selected, or when `kind` is given and the selection holds the other kind.
  static func require(_ context: CommandContext, kind: SelectionKind? = nil) throws
    -> SelectionSnapshot
  {
    guard let selection = context.session[state: Selection.self], !selection.ids.isEmpty else {
      throw ShellError.usage(
        "nothing is selected", hint: "select with 'select items …' or 'select txs …'")
    }
    if let kind, selection.kind != kind {
      throw ShellError.usage(
        "'\(context.spec.name)' works on \(kind.plural), and the selection holds "
          + "\(selection.kind.counted(selection.ids.count))",
        hint: "select \(kind.plural) with '\(kind.selectCommand) …' (it replaces the selection)")
    }
    let snapshot = try load(selection, from: try context.store(), accountID: context.account().id)
    guard !snapshot.ids.isEmpty else {
      context.session[state: Selection.self] = nil
      throw ShellError.failure(
        "the selected \(selection.kind.plural) no longer exist in this account",
        hint: "select again with '\(selection.kind.selectCommand) …'")
    }
    return snapshot
  }

  /// `12 items ($3,450.00)`, or `12 items` when there is no total.
  var description: String {
    guard let fees, fees.minorUnits != 0 else {
      return kind.counted(ids.count) + (total.map { " (\($0.formatted))" } ?? "")
    }
    let spent = total.flatMap { $0.minorUnits == 0 ? nil : "\($0.formatted) spent; " } ?? ""
    return kind.counted(ids.count) + " (\(spent)fees received \(fees.formatted))"
  }
}
