import LedgerCore
import LedgerShell
import LedgerViews

/// `item delete I…`: deletes items after confirming.
enum ItemDeleteCommand {
  static let spec = CommandSpec(
    "item delete",
    summary: "Delete items",
    discussion: """
      Deletes every item named, in one step that 'undo' reverts. Asks first on a \
      terminal; scripts must pass --yes.
      """,
    group: "Items",
    arguments: [ItemOptions.itemsArgument],
    options: [ItemOptions.yes],
    examples: [CommandExample("item delete #12 #13 --yes", "Delete two items without asking")]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    let items = try ItemOptions.items(context)
    let question =
      items.count == 1
      ? "Delete item \(items[0].id) (\(items[0].name))?"
      : "Delete \(items.count) items (\(ItemOptions.list(items)))?"
    guard try context.confirm(question) else { return .note("Nothing deleted.") }
    let records = try items.map { try ItemRecords.record($0, context: context) }
    let ids = items.map(\.id)
    _ = try context.perform { writer in try writer.deleteItems(ids) }
    let message =
      items.count == 1
      ? "Deleted item \(items[0].id) ('undo' brings it back)."
      : "Deleted \(items.count) items ('undo' brings them back)."
    return CommandResult(data: .records(records, columns: Item.recordFields), message: message) {
      style in CommandResult.wrapped(message, style: style)
    }
  }
}
