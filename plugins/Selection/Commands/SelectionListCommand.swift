import LedgerCore
import LedgerShell
import LedgerStore
import LedgerViews
import TerminalUI

/// `selection`: lists what is selected.
enum SelectionListCommand {
  /// The field names of an item in JSON, CSV and TSV, in order.
  static let itemFields = [
    "id", "name", "sku", "source", "project_id", "project", "space_id", "space", "price",
    "project_price", "currency", "quantity", "bookmarked", "transaction_id",
  ]

  static let spec = CommandSpec(
    "selection",
    summary: "List what is selected",
    discussion: """
      Transactions show as cards, items as a table; --format json, jsonl, csv and tsv \
      list one record a row. Ids deleted since they were selected drop out.
      """,
    group: "Selection",
    examples: [
      CommandExample("selection", "What 'bulk' would act on"),
      CommandExample("selection --format csv", "The selection as CSV"),
    ]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    guard let selection = context.session[state: Selection.self], !selection.ids.isEmpty else {
      let message = "Nothing is selected; select with 'select items …' or 'select txs …'."
      return CommandResult(data: .records([], columns: []), message: message) { style in
        CommandResult.wrapped(message, style: style)
      }
    }
    let store = try context.store()
    let snapshot = try SelectionSnapshot.load(selection, from: store)
    let heading = "Selected: \(snapshot.description)"
    switch selection.kind {
    case .transactions:
      let page = try TransactionPage.load(TransactionQuery(ids: snapshot.ids), from: store)
      let order = Dictionary(uniqueKeysWithValues: snapshot.ids.enumerated().map { ($1, $0) })
      var ordered = page
      ordered.transactions.sort { (order[$0.id] ?? 0) < (order[$1.id] ?? 0) }
      let cards = ordered.cards
      return CommandResult(
        data: .records(ordered.records, columns: Transaction.recordFields)
      ) { style in
        CommandResult.wrapped(heading, style: style) + "\n\n" + style.draw(Grid(cards))
      }
    case .items:
      let items = try store.items(ItemQuery(ids: snapshot.ids))
      let order = Dictionary(uniqueKeysWithValues: snapshot.ids.enumerated().map { ($1, $0) })
      let sorted = items.sorted { (order[$0.id] ?? 0) < (order[$1.id] ?? 0) }
      var projectNames: [EntityID: String] = [:]
      var spaceNames: [EntityID: String] = [:]
      for projectID in Set(sorted.compactMap(\.projectID)) {
        projectNames[projectID] = try? store.project(projectID).name
        for space in (try? store.spaces(projectID: projectID)) ?? [] {
          spaceNames[space.id] = space.name
        }
      }
      let records = sorted.map { record($0, projectNames: projectNames, spaceNames: spaceNames) }
      let rows = sorted.map { item in
        [
          "\(item.id)", item.name, item.projectID.flatMap { projectNames[$0] } ?? "inventory",
          item.spaceID.flatMap { spaceNames[$0] } ?? "",
          (item.projectPrice ?? item.purchasePrice)?.formatted ?? "", "\(item.quantity)",
        ]
      }
      return CommandResult(data: .records(records, columns: itemFields)) { style in
        let table = Table(
          columns: [
            TableColumn("Id", wraps: false), TableColumn("Name"), TableColumn("Project"),
            TableColumn("Space"), .numeric("Price"), .numeric("Qty"),
          ], rows: rows)
        return CommandResult.wrapped(heading, style: style) + "\n\n" + style.draw(table)
      }
    }
  }

  /// An item as a record with the field names of `items --format json`.
  static func record(
    _ item: Item, projectNames: [EntityID: String], spaceNames: [EntityID: String]
  ) -> Record {
    Record([
      "id": .int(item.id.rawValue),
      "name": .string(item.name),
      "sku": .string(item.sku),
      "source": .string(item.source),
      "project_id": item.projectID.map { .int($0.rawValue) } ?? .null,
      "project": .optional(item.projectID.flatMap { projectNames[$0] }),
      "space_id": item.spaceID.map { .int($0.rawValue) } ?? .null,
      "space": .optional(item.spaceID.flatMap { spaceNames[$0] }),
      "price": item.purchasePrice.map { .decimal($0.decimalString) } ?? .null,
      "project_price": item.projectPrice.map { .decimal($0.decimalString) } ?? .null,
      "currency": .optional((item.projectPrice ?? item.purchasePrice)?.currency.code),
      "quantity": .int(item.quantity),
      "bookmarked": .bool(item.isBookmarked),
      "transaction_id": item.transactionID.map { .int($0.rawValue) } ?? .null,
    ])
  }
}
