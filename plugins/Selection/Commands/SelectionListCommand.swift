import LedgerCore
import LedgerShell
import LedgerStore
import LedgerViews
import TerminalUI

/// `selection`: lists what is selected.
enum SelectionListCommand {
  static let spec = CommandSpec(
    "selection",
    summary: "List what is selected",
    discussion: """
      Items and transactions show as cards; --format json, jsonl, csv and tsv \
      list one record a row. Ids deleted since they were selected drop out.
      """,
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
    let snapshot = try SelectionSnapshot.load(
      selection, from: store, accountID: context.account().id)
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
      let records = sorted.map {
        $0.record(
          projectName: $0.projectID.flatMap { projectNames[$0] },
          spaceName: $0.spaceID.flatMap { spaceNames[$0] })
      }
      let cards = try sorted.map { item in
        ItemCard(
          item, spaceName: item.spaceID.flatMap { spaceNames[$0] },
          primaryImage: try store.attachments(of: .item(item.id)).first { $0.isPrimary })
      }
      return CommandResult(data: .records(records, columns: Item.recordFields)) { style in
        CommandResult.wrapped(heading, style: style) + "\n\n" + style.draw(Grid(cards))
      }
    }
  }
}
