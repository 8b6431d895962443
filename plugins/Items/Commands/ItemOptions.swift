import LedgerCore
import LedgerShell
import LedgerStore
import LedgerViews

/// The option specs the item commands share, and finding an item by id.
enum ItemOptions {
  static let sku = OptionSpec("sku", "The vendor's stock-keeping unit")
  static let source = OptionSpec(
    "source", "The vendor; ones already used complete with Tab", completion: .named("vendors"))
  static let price = OptionSpec(
    "price", "What the company paid for one, such as 899 or 1,249.99", type: .money)
  static let projectPrice = OptionSpec(
    "project-price", "What the client is charged for one", type: .money)
  /// The largest quantity one item may have.
  static let largestQuantity = 100_000
  static let quantity = OptionSpec(
    "qty", "How many (1 to \(largestQuantity))", type: .integer(1...largestQuantity),
    defaultValue: "1")
  static let space = OptionSpec(
    "space", "The space (room) of the project it is in", type: .reference("space"),
    completion: .named("spaces"))
  static let transaction = OptionSpec(
    "tx", "The transaction it was bought in, such as #12", type: .reference("transaction"))
  static let notes = OptionSpec("notes", "Free text")
  static let bookmark = OptionSpec.flag("bookmark", "Bookmark it")
  static let image = OptionSpec(
    "image",
    "Attach a picture or PDF (png, jpg, heic, webp, pdf); repeat for more, the first "
      + "is the primary one", type: .path, repeatable: true)
  static let project = OptionSpec(
    "project", "The project (default: the current one, see 'use')", type: .reference("project"),
    completion: .named("projects"))
  static let inventory = OptionSpec.flag("inventory", "Business inventory (no project)")
  static let yes = OptionSpec.flag("yes", short: "y", "Go ahead without asking")

  static let itemArgument = ArgumentSpec(
    "item", "The item's id, such as #12", type: .reference("item"))
  static let itemsArgument = ArgumentSpec(
    "items", "The items' ids, such as #12 #13", type: .reference("item"), variadic: true)

  /// The item `text` names: `#12` or `12`.
  static func item(_ text: String, context: CommandContext) throws -> Item {
    guard let id = EntityID.parse(text) else {
      throw ShellError.usage(
        "'\(text)' is not an item id; write it like #12", hint: "see 'items' for the ids")
    }
    let store = try context.store()
    do {
      return try store.item(id)
    } catch let error as StoreError where error.kind == .notFound {
      throw ShellError.failure("no item \(id)", hint: "see 'items --all' for the ids")
    }
  }

  /// The items the variadic `items` argument names, each once, in the order given.
  static func items(_ context: CommandContext) throws -> [Item] {
    let texts = context.arguments.values("items")
    guard !texts.isEmpty else {
      throw ShellError.usage("name at least one item", hint: "usage: \(context.spec.usage)")
    }
    var seen: Set<EntityID> = []
    var items: [Item] = []
    for text in texts {
      let item = try item(text, context: context)
      if seen.insert(item.id).inserted { items.append(item) }
    }
    return items
  }

  /// The `--image` paths, checked to be non-empty.
  static func imagePaths(_ arguments: ParsedArguments) throws -> [String] {
    try arguments.values("image").map { path in
      guard !path.trimmingCharacters(in: .whitespaces).isEmpty else {
        throw ShellError.usage(
          "--image needs the path of a file, not an empty string",
          hint: "such as --image ~/Pictures/sofa.jpg")
      }
      return path
    }
  }

  /// The ids as users write them, such as `#12, #13 and #14`.
  static func list(_ items: [Item]) -> String {
    let ids = items.map(\.id.description)
    guard ids.count > 1, let last = ids.last else { return ids.first ?? "" }
    return ids.dropLast().joined(separator: ", ") + " and " + last
  }
}
