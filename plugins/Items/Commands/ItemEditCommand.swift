import LedgerCore
import LedgerShell
import LedgerViews

/// `item edit I --field value …`: changes an item's fields.
enum ItemEditCommand {
  static let spec = CommandSpec(
    "item edit",
    summary: "Change an item's name, SKU, source, prices, quantity, space, transaction or notes",
    discussion: """
      Only the fields given change. --no-space takes the item out of its space, --no-tx \
      unlinks its transaction, --no-price and --no-project-price clear a price. To move an \
      item to another project or to inventory use 'item move'.
      """,
    arguments: [ItemOptions.itemArgument],
    options: [
      OptionSpec("name", "The new name"), ItemOptions.sku, ItemOptions.source, ItemOptions.price,
      .flag("no-price", "Clear the price paid"), ItemOptions.projectPrice,
      .flag("no-project-price", "Clear the project price"),
      OptionSpec("qty", "How many", type: .integer(0...1_000_000)), ItemOptions.space,
      .flag("no-space", "Take it out of its space"), ItemOptions.transaction,
      .flag("no-tx", "Unlink its transaction"), ItemOptions.notes,
    ],
    examples: [
      CommandExample("item edit #12 --project-price 1,149 --space Bedroom", "Reprice and move"),
      CommandExample("item edit #12 --no-space", "Take it out of its space"),
    ]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    let arguments = context.arguments
    var item = try ItemOptions.item(arguments.value("item") ?? "", context: context)
    let original = item
    let store = try context.store()
    for (flag, option) in [
      ("no-price", "price"), ("no-project-price", "project-price"), ("no-space", "space"),
      ("no-tx", "tx"),
    ] where arguments.flag(flag) && arguments.has(option) {
      throw ShellError.usage("give --\(option) or --\(flag), not both")
    }
    var changed = false
    if let name = arguments.value("name") {
      item.name = try EntityName.validated(name, of: "item")
      changed = true
    }
    if let sku = arguments.value("sku") {
      item.sku = sku
      changed = true
    }
    if let source = arguments.value("source") {
      item.source = try VendorSpelling.of(
        source.trimmingCharacters(in: .whitespaces), context: context, accountID: item.accountID)
      changed = true
    }
    if let price = arguments.money("price") {
      item.purchasePrice = price
      changed = true
    }
    if arguments.flag("no-price") {
      item.purchasePrice = nil
      changed = true
    }
    if let price = arguments.money("project-price") {
      item.projectPrice = price
      changed = true
    }
    if arguments.flag("no-project-price") {
      item.projectPrice = nil
      changed = true
    }
    if let quantity = arguments.integer("qty") {
      item.quantity = quantity
      changed = true
    }
    if let text = arguments.value("space") {
      guard let projectID = item.projectID else {
        throw ShellError.usage(
          "\(item.id) is in business inventory, which has no spaces",
          hint: "move it to a project first: item move \(item.id) --to-project P")
      }
      item.spaceID = try context.space(named: text, in: store.project(projectID)).id
      changed = true
    }
    if arguments.flag("no-space") {
      item.spaceID = nil
      changed = true
    }
    if let text = arguments.value("tx") {
      item.transactionID = try context.transaction(numbered: text).id
      changed = true
    }
    if arguments.flag("no-tx") {
      item.transactionID = nil
      changed = true
    }
    if let notes = arguments.value("notes") {
      item.notes = notes
      changed = true
    }
    guard changed else {
      throw ShellError.usage(
        "'item edit' needs a field to change", hint: "such as --price 899 or --space Bedroom")
    }
    // Values that are already the item's change nothing: no write, no journal entry, so
    // 'undo' still takes back the command before, as 'space edit' does.
    guard item != original else {
      return try ItemRecords.changed(
        original, context: context, message: "Item \(original.id) is unchanged.")
    }
    let edited = item
    let saved = try context.perform { writer in try writer.updateItem(edited) }
    return try ItemRecords.changed(saved, context: context, message: "Saved item \(saved.id).")
  }
}
