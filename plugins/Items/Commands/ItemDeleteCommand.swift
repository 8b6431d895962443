import LedgerCore
import LedgerShell
import LedgerViews

/// `item delete I…`: deletes items after confirming.
enum ItemDeleteCommand {
  static let spec = CommandSpec(
    "item delete",
    summary: "Delete items with their attachments' records",
    discussion: "Asks first on a terminal; scripts must pass --yes. 'undo' brings them back.",
    arguments: [ItemOptions.itemsArgument],
    options: [.flag("yes", short: "y", "Delete without asking")],
    examples: [CommandExample("item delete #12 #14 --yes", "Delete two items (scripts)")]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    let items = try ItemOptions.items(context)
    let described = ItemOptions.describe(items)
    guard try context.confirmChange("Delete \(described)?") else {
      return .note("Kept \(described).")
    }
    let result = try ItemRecords.changed(items, context: context, message: "")
    let ids = items.map(\.id)
    try context.perform { writer in
      for item in items {
        try context.requireUnchanged(
          "Item \(item.id)", shown: item.updatedAt, stored: try writer.item(item.id).updatedAt,
          show: "item show \(item.id.rawValue)")
      }
      _ = try writer.deleteItems(ids)
    }
    let message = "Deleted \(described) ('undo' brings \(items.count == 1 ? "it" : "them") back)."
    return CommandResult(data: result.data, message: message, isConfirmation: true) { style in
      CommandResult.wrapped(message, style: style)
    }
  }
}
