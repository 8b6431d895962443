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
    let loaded = try SelectionRecords.load(selection.kind, ids: snapshot.ids, from: store)
    let data = ResultData.records(loaded.records, columns: loaded.columns)
    if let page = loaded.transactions {
      let cards = page.cards
      return CommandResult(data: data) { style in
        CommandResult.wrapped(heading, style: style) + "\n\n" + style.draw(Grid(cards))
      }
    }
    let spaceNames = loaded.spaceNames
    let cards = try loaded.items.map { item in
      ItemCard(
        item, spaceName: item.spaceID.flatMap { spaceNames[$0] },
        primaryImage: try store.attachments(of: .item(item.id)).first { $0.isPrimary })
    }
    return CommandResult(data: data) { style in
      CommandResult.wrapped(heading, style: style) + "\n\n" + style.draw(Grid(cards))
    }
  }
}
