import LedgerCore
import LedgerShell
import LedgerStore
import LedgerViews

/// The option specs and lookups the item commands share.
enum ItemOptions {
  static let itemArgument = ArgumentSpec(
    "item", "The item's id, such as #12", type: .reference("item"))
  static let itemsArgument = ArgumentSpec(
    "item", "The items' ids, such as #12 #14", type: .reference("item"), variadic: true)
  static let sku = OptionSpec("sku", "The vendor's stock-keeping unit")
  static let source = OptionSpec(
    "source", "The vendor; ones already used complete with Tab", completion: .named(.vendors)
  ).suggested(for: "vendor", "store", "shop")
  static let price = OptionSpec("price", "What the company paid for one", type: .money)
    .suggested(for: "cost", "purchase-price", "amount")
  static let projectPrice = OptionSpec(
    "project-price", "What the client is charged for one", type: .money)
  static let quantity = OptionSpec(
    "qty", "How many", type: .integer(0...1_000_000), defaultValue: "1"
  ).suggested(for: "quantity", "count")
  static let space = OptionSpec(
    "space", "The space in the project, such as 'Living Room'", type: .reference("space"),
    completion: .named(.spaces))
  static let transaction = OptionSpec(
    "tx", "The transaction it was bought in, such as #12", type: .reference("transaction"))
  static let notes = OptionSpec("notes", "Free text").suggested(for: "note", "description")
  static let project = OptionSpec(
    "project", "The project (default: the current one, see 'use')", type: .reference("project"),
    completion: .named(.projects))

  /// The item `text` names: `#12` or `12`, in the session's account.
  static func item(_ text: String, context: CommandContext) throws -> Item {
    guard let id = EntityID.parse(text.trimmingCharacters(in: .whitespaces)) else {
      throw ShellError.usage(
        "'\(text)' is not an item id; write it like #12", hint: "see 'items' for the ids")
    }
    let store = try context.store()
    let item: Item
    do {
      item = try store.item(id)
    } catch let error as StoreError where error.kind == .notFound {
      throw ShellError.failure("no item \(id)", hint: "see 'items --all' for the ids")
    }
    guard item.accountID == (try context.account().id) else {
      throw ShellError.failure("no item \(id) in this account", hint: "see 'items --all'")
    }
    return item
  }

  /// The items the variadic ITEM argument names, each once, in the order given.
  static func items(_ context: CommandContext) throws -> [Item] {
    var seen: Set<EntityID> = []
    var items: [Item] = []
    for text in context.arguments.values("item") {
      let item = try item(text, context: context)
      if seen.insert(item.id).inserted { items.append(item) }
    }
    guard !items.isEmpty else { throw ShellError.usage("name at least one item, such as #12") }
    return items
  }

  /// `#12 'Oak Side Table'`, or `3 items` for more.
  static func describe(_ items: [Item]) -> String {
    if items.count == 1, let item = items.first { return "\(item.id) '\(item.name)'" }
    return "\(items.count) items"
  }

  /// The name of the project or business inventory that holds `item`.
  static func place(of item: Item, context: CommandContext) throws -> String {
    guard let projectID = item.projectID else { return "business inventory" }
    return try context.store().project(projectID).name
  }
}
