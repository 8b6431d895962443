import LedgerCore
import LedgerShell
import LedgerStore

/// The filters, order and scope of an item list, shared by `items`, `inventory` and
/// `select items`: the option specs, and the `ItemQuery` they describe.
///
/// Names typed by the user (project, space, transaction) are resolved to ids here, with
/// a message saying what to do when one matches nothing.
public enum ItemFilters {
  /// The words `--sort` takes, in the order help lists them.
  public static let sortWords = ["name", "price", "date", "space", "source"]

  /// The filter and order options, without the scope.
  public static let filterOptions: [OptionSpec] = [
    OptionSpec(
      "space", "Only items in this space of the project", type: .reference("space"),
      completion: .named("spaces")),
    .flag("no-space", "Only items in no space"),
    OptionSpec("source", "Only this vendor (ignoring case)", completion: .named("vendors")),
    .flag("bookmarked", "Only bookmarked items"),
    OptionSpec("tx", "Only items linked to this transaction", type: .reference("transaction")),
    .flag("no-tx", "Only items linked to no transaction"),
    OptionSpec("text", "Only items whose name, SKU, source or notes hold every word"),
    OptionSpec(
      "min-price", "Only items priced at least this (project price, else purchase)",
      type: .money),
    OptionSpec("max-price", "Only items priced at most this", type: .money),
    OptionSpec(
      "sort", "Order: name, price, date added, space or source", type: .choice(sortWords),
      defaultValue: "date"),
    .flag("desc", "Reverse the order"),
  ]

  /// The scope options: a project, business inventory, or everything.
  public static let scopeOptions: [OptionSpec] = [
    OptionSpec(
      "project", "The project (default: the current one, see 'use')",
      type: .reference("project"), completion: .named("projects")),
    .flag("inventory", "Business inventory (items in no project)"),
    .flag("all", "Every item, in projects and inventory"),
  ]

  /// Every item-list option: the filters, the order and the scope.
  public static let options: [OptionSpec] = filterOptions + scopeOptions

  /// The names of the filter and order options, for commands that save them.
  public static let filterNames = filterOptions.map(\.name)

  /// The query the command's item-list options describe.
  ///
  /// The scope is `scope` when given (as `inventory` does), else `--project P`,
  /// `--inventory`, `--all`, or the current project. Limit and offset are left unset.
  public static func query(_ context: CommandContext, scope: ItemScope? = nil) throws
    -> ItemQuery
  {
    try query(context, arguments: context.arguments, scope: scope)
  }

  /// The query `arguments` describe (such as filters saved for the session), in
  /// `context`'s ledger.
  public static func query(
    _ context: CommandContext, arguments: ParsedArguments, scope: ItemScope? = nil
  ) throws -> ItemQuery {
    let accountID = try context.account().id
    var query = ItemQuery(accountID: accountID)
    let resolved = try self.scope(context, arguments: arguments, given: scope)
    query.scope = resolved.scope
    if let project = resolved.project { query.accountID = project.accountID }

    if arguments.value("space") != nil, arguments.flag("no-space") {
      throw ShellError.usage("give --space or --no-space, not both")
    }
    if let text = arguments.value("space") {
      guard let project = resolved.project else {
        throw ShellError.usage(
          resolved.scope == .inventory
            ? "items in business inventory have no space; leave out --space"
            : "--space needs a project: spaces belong to one",
          hint: "pass --project P with --space, or choose a project with 'use NAME'")
      }
      query.spaceID = try space(text, in: project, context: context).id
    }
    query.withoutSpace = arguments.flag("no-space")

    if arguments.value("tx") != nil, arguments.flag("no-tx") {
      throw ShellError.usage("give --tx or --no-tx, not both")
    }
    if let text = arguments.value("tx") {
      query.transactionID = try context.transaction(numbered: text).id
    }
    query.withoutTransaction = arguments.flag("no-tx")

    if arguments.flag("bookmarked") { query.isBookmarked = true }
    if let source = arguments.value("source") {
      let trimmed = source.trimmingCharacters(in: .whitespaces)
      guard !trimmed.isEmpty else {
        throw ShellError.usage(
          "--source needs a vendor name", hint: "such as --source \"West Elm\"")
      }
      query.source = trimmed
    }
    if let text = arguments.value("text") {
      guard !text.split(whereSeparator: \.isWhitespace).isEmpty else {
        throw ShellError.usage("--text needs at least one word", hint: "such as --text \"oak\"")
      }
      query.text = text
    }
    let currency = try context.store().account(query.accountID ?? accountID).currency
    query.minPrice = try arguments.value("min-price").map {
      try context.money($0, what: "--min-price", currency: currency).minorUnits
    }
    query.maxPrice = try arguments.value("max-price").map {
      try context.money($0, what: "--max-price", currency: currency).minorUnits
    }
    if let low = query.minPrice, let high = query.maxPrice, low > high {
      throw ShellError.usage(
        "--min-price is above --max-price; give the lower bound first",
        hint: "such as --min-price \(arguments.value("max-price") ?? "") "
          + "--max-price \(arguments.value("min-price") ?? "")")
    }
    query.sort = try sort(arguments.value("sort"))
    query.descending = arguments.flag("desc")
    return query
  }

  /// The order `--sort WORD` names; nil is the default, by date added.
  public static func sort(_ word: String?) throws -> ItemSort {
    switch word?.lowercased() {
    case nil, "date": return .created
    case "name": return .name
    case "price": return .price
    case "space": return .space
    case "source": return .source
    case let other?:
      throw ShellError.usage(
        "--sort must be one of \(sortWords.joined(separator: ", ")), not '\(other)'")
    }
  }

  /// The word users write for an order (`date` for `.created`).
  public static func word(for sort: ItemSort) -> String {
    sort == .created ? "date" : sort.rawValue
  }

  /// The scope of the list and its project, if it is one project's list.
  public static func scope(
    _ context: CommandContext, arguments: ParsedArguments, given: ItemScope? = nil
  ) throws -> (scope: ItemScope, project: Project?) {
    if let given {
      switch given {
      case .inventory: return (.inventory, nil)
      case .all: return (.all, nil)
      case .project(let id): return (given, try context.store().project(id))
      }
    }
    let inventory = arguments.flag("inventory")
    let all = arguments.flag("all")
    let count = [arguments.value("project") != nil, inventory, all].filter { $0 }.count
    if count > 1 {
      throw ShellError.usage("give one of --project P, --inventory or --all")
    }
    if let name = arguments.value("project") {
      let project = try context.project(named: name)
      return (.project(project.id), project)
    }
    if inventory { return (.inventory, nil) }
    if all { return (.all, nil) }
    let target = try context.targetProject()
    return (.project(target.id), target)
  }

  /// The space `text` names (`#id` or name) in `project`; fails naming the project's
  /// spaces when none matches, and when an id names another project's space.
  public static func space(_ text: String, in project: Project, context: CommandContext) throws
    -> Space
  {
    let store = try context.store()
    return try EntityLookup.resolve(
      text, noun: "space in '\(project.name)'", listCommand: "spaces --project \"\(project.name)\"",
      byID: { id in
        guard let space = try optional({ try store.space(id) }) else { return nil }
        guard space.projectID == project.id else {
          let owner = (try? store.project(space.projectID).name) ?? "another project"
          throw ShellError.failure(
            "space \(space.id) ('\(space.name)') is in '\(owner)', not in '\(project.name)'",
            hint: "give a space of '\(project.name)'; see 'spaces --project \"\(project.name)\"'")
        }
        return space
      },
      byName: { try store.space(named: $0, projectID: project.id) },
      names: { try store.spaceNames(projectID: project.id) })
  }

  /// The value of `body`, or nil when the store says it does not exist.
  static func optional<T>(_ body: () throws -> T) throws -> T? {
    do {
      return try body()
    } catch let error as StoreError where error.kind == .notFound {
      return nil
    }
  }
}
