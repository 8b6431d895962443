import LedgerCore
import LedgerShell
import LedgerStore
import LedgerViews

/// The records of selected items or transactions, in the order of `ids`: what `selection`
/// lists and what a `bulk` command hands back in the machine formats.
struct SelectionRecords {
  /// The items, in the order of selection (empty for transactions).
  var items: [Item] = []
  /// The transactions' page, in the order of selection (nil for items).
  var transactions: TransactionPage?
  /// Each item's space name by space id.
  var spaceNames: [EntityID: String] = [:]
  /// The records, one per id that exists.
  var records: [Record]
  /// The column names of `records`.
  var columns: [String]

  /// Loads the `kind` records of `ids` from `store`; ids that no longer exist drop out.
  static func load(_ kind: SelectionKind, ids: [EntityID], from store: any Store) throws
    -> SelectionRecords
  {
    let order = Dictionary(
      ids.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    switch kind {
    case .transactions:
      var page = try TransactionPage.load(TransactionQuery(ids: ids), from: store)
      page.transactions.sort { (order[$0.id] ?? 0) < (order[$1.id] ?? 0) }
      return SelectionRecords(
        transactions: page, records: page.records, columns: Transaction.recordFields)
    case .items:
      let items = try store.items(ItemQuery(ids: ids)).sorted {
        (order[$0.id] ?? 0) < (order[$1.id] ?? 0)
      }
      var projectNames: [EntityID: String] = [:]
      var spaceNames: [EntityID: String] = [:]
      for projectID in Set(items.compactMap(\.projectID)) {
        projectNames[projectID] = try store.project(projectID).name
        for space in try store.spaces(projectID: projectID) {
          spaceNames[space.id] = space.name
        }
      }
      let records = items.map {
        $0.record(
          projectName: $0.projectID.flatMap { projectNames[$0] },
          spaceName: $0.spaceID.flatMap { spaceNames[$0] })
      }
      return SelectionRecords(
        items: items, spaceNames: spaceNames, records: records, columns: Item.recordFields)
    }
  }
}
