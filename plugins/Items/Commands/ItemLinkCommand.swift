import LedgerCore
import LedgerShell
import LedgerViews

/// `item link I --tx T`: records which transaction bought an item.
enum ItemLinkCommand {
  static let spec = CommandSpec(
    "item link",
    summary: "Link an item to the transaction it was bought in (or unlink it)",
    discussion: "An item of a project links only to a transaction of that project.",
    arguments: [ItemOptions.itemArgument],
    options: [ItemOptions.transaction, .flag("none", "Unlink it")],
    examples: [
      CommandExample("item link #12 --tx #4", "Item 12 was bought in transaction 4"),
      CommandExample("items --no-tx", "Items not linked yet"),
    ]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    let arguments = context.arguments
    guard arguments.has("tx") != arguments.flag("none") else {
      throw ShellError.usage("give --tx T or --none", hint: "item link #12 --tx #4")
    }
    var item = try ItemOptions.item(arguments.value("item") ?? "", context: context)
    let transaction = try arguments.value("tx").map { try context.transaction(numbered: $0) }
    guard item.transactionID != transaction?.id else {
      let state = transaction.map { "linked to transaction \($0.id)" } ?? "linked to none"
      return try ItemRecords.changed(
        item, context: context, message: "Item \(item.id) is \(state) already; nothing changed.")
    }
    item.transactionID = transaction?.id
    let edited = item
    let saved = try context.perform { writer in try writer.updateItem(edited) }
    let message =
      transaction.map { "Linked \(saved.id) to transaction \($0.id) (\($0.source))." }
      ?? "Unlinked \(saved.id) from its transaction."
    return try ItemRecords.changed(saved, context: context, message: message)
  }
}
