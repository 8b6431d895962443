import LedgerCore
import LedgerShell
import LedgerViews

/// `item edit I [...]`: changes the given fields of an item.
enum ItemEditCommand {
  static let spec = CommandSpec(
    "item edit",
    summary: "Change an item's fields",
    discussion: """
      Only the fields given change. --no-space takes it out of its space, --no-tx unlinks \
      its transaction, --no-price and --no-project-price clear a price; --bookmark and \
      --unbookmark set the bookmark. Each --image attaches another file and makes the \
      first one given primary. To move an item to another project, use 'item move'.
      """,
    group: "Items",
    arguments: [ItemOptions.itemArgument],
    options: [
      OptionSpec("name", "The new name"), ItemOptions.sku, ItemOptions.source,
      ItemOptions.price, .flag("no-price", "Clear the purchase price"),
      ItemOptions.projectPrice, .flag("no-project-price", "Clear the project price"),
      ItemOptions.quantity, ItemOptions.space, .flag("no-space", "Take it out of its space"),
      ItemOptions.transaction, .flag("no-tx", "Unlink its transaction"), ItemOptions.notes,
      ItemOptions.bookmark, .flag("unbookmark", "Remove the bookmark"), ItemOptions.image,
    ],
    examples: [
      CommandExample("item edit #12 --project-price 1,199 --qty 2", "Reprice, two of them"),
      CommandExample("item edit 12 --space Bedroom", "Put it in another room"),
      CommandExample("item edit 12 --no-space --no-tx", "Unplace and unlink it"),
    ]
  ) { context in try run(context) }

  static let fields = [
    "name", "sku", "source", "price", "no-price", "project-price", "no-project-price", "qty",
    "space", "no-space", "tx", "no-tx", "notes", "bookmark", "unbookmark", "image",
  ]

  static func run(_ context: CommandContext) throws -> CommandResult {
    let arguments = context.arguments
    var item = try ItemOptions.item(arguments.value("item") ?? "", context: context)
    guard fields.contains(where: arguments.has) else {
      throw ShellError.usage(
        "nothing to change", hint: "pass one of \(fields.map { "--\($0)" }.joined(separator: ", "))"
      )
    }
    for (one, other) in [
      ("space", "no-space"), ("tx", "no-tx"), ("price", "no-price"),
      ("project-price", "no-project-price"), ("bookmark", "unbookmark"),
    ] where arguments.has(one) && arguments.has(other) {
      throw ShellError.usage("give --\(one) or --\(other), not both")
    }
    let store = try context.store()
    let currency = try store.account(item.accountID).currency
    if let name = arguments.value("name") {
      item.name = name.trimmingCharacters(in: .whitespaces)
      guard !item.name.isEmpty else { throw ShellError.usage("--name cannot be empty") }
    }
    if let sku = arguments.value("sku") { item.sku = sku.trimmingCharacters(in: .whitespaces) }
    if let source = arguments.value("source") {
      item.source = source.trimmingCharacters(in: .whitespaces)
    }
    if let price = arguments.value("price") {
      item.purchasePrice = try context.money(price, what: "--price", currency: currency)
    }
    if arguments.flag("no-price") { item.purchasePrice = nil }
    if let price = arguments.value("project-price") {
      item.projectPrice = try context.money(price, what: "--project-price", currency: currency)
    }
    if arguments.flag("no-project-price") { item.projectPrice = nil }
    if let quantity = arguments.integer("qty") { item.quantity = quantity }
    if let text = arguments.value("space") {
      guard let projectID = item.projectID else {
        throw ShellError.usage(
          "item \(item.id) is in business inventory, where items have no space",
          hint: "move it to a project first: item move \(item.id) --to-project P")
      }
      item.spaceID = try ItemFilters.space(text, in: store.project(projectID), context: context).id
    }
    if arguments.flag("no-space") { item.spaceID = nil }
    if let text = arguments.value("tx") {
      item.transactionID = try context.transaction(numbered: text).id
    }
    if arguments.flag("no-tx") { item.transactionID = nil }
    if let notes = arguments.value("notes") { item.notes = notes }
    if arguments.flag("bookmark") { item.isBookmarked = true }
    if arguments.flag("unbookmark") { item.isBookmarked = false }
    let images = try ItemOptions.imagePaths(arguments)
    let edited = item
    let saved = try context.perform { writer in
      let saved = try writer.updateItem(edited)
      for (index, path) in images.enumerated() {
        _ = try writer.attachFile(atPath: path, to: .item(saved.id), primary: index == 0)
      }
      return saved
    }
    return try ItemRecords.changed(saved, context: context, message: "Saved item \(saved.id).")
  }
}
