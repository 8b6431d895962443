import LedgerCore
import LedgerShell
import LedgerViews

/// `item link I --tx T`: links an item to the transaction it was bought in.
enum ItemLinkCommand {
  static let spec = CommandSpec(
    "item link",
    summary: "Link an item to the transaction it was bought in",
    discussion: "--none unlinks it. 'items --tx T' lists the items of a transaction.",
    group: "Items",
    arguments: [ItemOptions.itemArgument],
    options: [ItemOptions.transaction, .flag("none", "Unlink it from its transaction")],
    examples: [
      CommandExample("item link #12 --tx #7", "Item 12 was bought in transaction 7"),
      CommandExample("item link 12 --none", "Unlink it"),
    ]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    let arguments = context.arguments
    var item = try ItemOptions.item(arguments.value("item") ?? "", context: context)
    let message: String
    switch (arguments.value("tx"), arguments.flag("none")) {
    case (let text?, false):
      let transaction = try context.transaction(numbered: text)
      item.transactionID = transaction.id
      message =
        "Linked item \(item.id) to transaction \(transaction.id) (\(transaction.source), "
        + "\(transaction.signedAmount.formatted))."
    case (nil, true):
      item.transactionID = nil
      message = "Unlinked item \(item.id) from its transaction."
    case (_?, true): throw ShellError.usage("give --tx T or --none, not both")
    case (nil, false):
      throw ShellError.usage("say which transaction", hint: "pass --tx T, or --none to unlink")
    }
    let edited = item
    let saved = try context.perform { writer in try writer.updateItem(edited) }
    return try ItemRecords.changed(saved, context: context, message: message)
  }
}
