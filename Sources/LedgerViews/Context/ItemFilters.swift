import LedgerCore
import LedgerShell
import LedgerStore

/// The filters, order and scope of an item list: the options of `items`, `inventory` and
/// `select items`, and the query they describe.
public enum ItemFilters {
  /// The words `--sort` takes, with `date` for when the item was added.
  public static let sortWords = ["name", "price", "date", "space", "source"]

  /// The filter and sort options (without the scope options).
  public static let filterOptions: [OptionSpec] = [
    OptionSpec(
      "space", "Only items in this space", type: .reference("space"),
      completion: .named(.spaces)),
    .flag("no-space", "Only items in no space"),
    OptionSpec(
      "source", "Only this vendor (ignoring case; a listed vendor, accents too)",
      completion: .named(.vendors)),
    .flag("bookmarked", "Only bookmarked items"),
    OptionSpec("tx", "Only items linked to this transaction", type: .reference("transaction")),
    .flag("no-tx", "Only items linked to no transaction"),
    OptionSpec("text", "Only items whose name, SKU, source or notes hold every word"),
    OptionSpec(
      "min-price", "Only items priced at least this (project price, else purchase)",
      type: .money),
    OptionSpec("max-price", "Only items priced at most this", type: .money),
    OptionSpec("sort", "Order", type: .choice(sortWords), defaultValue: "date"),
    .flag("desc", "Reverse the order"),
  ]

  /// The scope options: a project, business inventory or everything.
  public static let scopeOptions: [OptionSpec] = [
    OptionSpec(
      "project", "The project (default: the current one, see 'use')",
      type: .reference("project"), completion: .named(.projects)),
    .flag("inventory", "Business inventory: items in no project"),
    .flag("all", "Items of every project and inventory"),
  ]

  /// Every item-list option: the filters, the order and the scope.
  public static var options: [OptionSpec] { filterOptions + scopeOptions }

  /// The names of every filter and sort option, to tell whether any was given.
  public static var filterNames: [String] { filterOptions.map(\.name) }

  /// Where the list comes from, by the scope options; `inventory` forces inventory.
  public static func scope(_ context: CommandContext, inventory forced: Bool = false) throws
    -> (scope: ItemScope, project: Project?)
  {
    let arguments = context.arguments
    let chosen = [arguments.has("project"), arguments.flag("inventory"), arguments.flag("all")]
      .filter { $0 }.count
    guard chosen <= 1 else {
      throw ShellError.usage("give one of --project, --inventory or --all")
    }
    if forced || arguments.flag("inventory") {
      guard !arguments.has("project") else {
        throw ShellError.usage("inventory items belong to no project; drop --project")
      }
      return (.inventory, nil)
    }
    if arguments.flag("all") { return (.all, nil) }
    let project = try context.targetProject()
    return (.project(project.id), project)
  }

  /// The query the command's item-list options describe, in the scope they name (or
  /// `scope` when given); limit and offset are left unset.
  public static func query(_ context: CommandContext, scope given: ItemScope? = nil) throws
    -> ItemQuery
  {
    switch given {
    case .none:
      let (scope, project) = try scope(context)
      return try query(context, scope: scope, project: project)
    case .some(.project(let id)):
      return try query(context, scope: .project(id), project: context.store().project(id))
    case .some(let scope):
      return try query(context, scope: scope, project: nil)
    }
  }

  /// The query the given options describe, for `scope` (whose project, if any, resolves
  /// `--space`); `base` supplies filters already in force, which options override.
  public static func query(
    _ context: CommandContext, scope: ItemScope, project: Project?, base: ItemQuery? = nil
  ) throws -> ItemQuery {
    let arguments = context.arguments
    var query = base ?? ItemQuery()
    query.scope = scope
    // A project was found inside the account already; filtering on the account again would
    // make the store check every row of the project's index against the items table.
    if case .project = scope {
      query.accountID = nil
    } else {
      query.accountID = try context.account().id
    }
    if let text = arguments.value("space") {
      guard let project else {
        // Said as 'item add --inventory --space' says it: a project in use is not the point.
        if scope == .inventory {
          throw ShellError.usage(
            "inventory items are in no space", hint: "drop --space, or list a project's items")
        }
        throw ShellError.usage(
          "--space needs a project: spaces belong to one",
          hint: "pass --project P, or choose one with 'use NAME'")
      }
      query.spaceID = try context.space(named: text, in: project).id
      query.withoutSpace = false
    }
    if arguments.flag("no-space") {
      guard !arguments.has("space") else {
        throw ShellError.usage("give --space or --no-space, not both")
      }
      query.spaceID = nil
      query.withoutSpace = true
    }
    if let source = arguments.value("source") {
      query.source = try VendorSpelling.of(source, context: context)
    }
    if arguments.flag("bookmarked") { query.isBookmarked = true }
    if let text = arguments.value("tx") {
      guard !arguments.flag("no-tx") else {
        throw ShellError.usage("give --tx or --no-tx, not both")
      }
      query.transactionID = try context.transaction(numbered: text).id
      query.withoutTransaction = false
    }
    if arguments.flag("no-tx") {
      query.transactionID = nil
      query.withoutTransaction = true
    }
    if let text = arguments.value("text") {
      let trimmed = text.trimmingCharacters(in: .whitespaces)
      query.text = trimmed.isEmpty ? nil : trimmed
    }
    if let price = arguments.money("min-price") { query.minPrice = price.minorUnits }
    if let price = arguments.money("max-price") { query.maxPrice = price.minorUnits }
    if let low = query.minPrice, let high = query.maxPrice, low > high {
      throw ShellError.usage("--min-price is above --max-price; nothing could match")
    }
    if let word = arguments.value("sort") { query.sort = try sort(word) }
    if arguments.flag("desc") { query.descending = true }
    return query
  }

  /// The order `word` names (`date` is when the item was added).
  public static func sort(_ word: String) throws -> ItemSort {
    switch word.lowercased() {
    case "date", "created": return .created
    case let other:
      guard let sort = ItemSort(rawValue: other) else {
        throw ShellError.usage("--sort must be one of \(sortWords.joined(separator: ", "))")
      }
      return sort
    }
  }

  /// The word users know an order by.
  public static func word(for sort: ItemSort) -> String {
    sort == .created ? "date" : sort.rawValue
  }
}
