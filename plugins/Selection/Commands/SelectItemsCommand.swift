import LedgerCore
import LedgerShell
import LedgerViews

/// `select items [filters]`: selects every item the filters of `items` match.
enum SelectItemsCommand {
  static let spec = CommandSpec(
    "select items",
    summary: "Select the items that match the filters of 'items'",
    discussion: """
      Takes the filters and scope of 'items' (the current project unless --project, \
      --inventory or --all), those set with 'items filter' included, and selects every \
      match, replacing any selection; selecting items replaces selected transactions. The \
      selection lasts for the session.
      """,
    options: ItemFilters.options,
    examples: [
      CommandExample("select items --no-space", "The current project's items in no space"),
      CommandExample("select items --inventory --source \"West Elm\"", "Inventory from one vendor"),
    ]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    // What 'items' lists: the options given, over the filters set with 'items filter'.
    let store = try context.store()
    let (scope, project) = try ItemFilters.scope(context)
    let state = (context.session[state: ItemFilterState.self] ?? ItemFilterState())
      .holding(for: scope, store: store)
    var query = try ItemFilters.query(context, scope: scope, project: project, base: state.query)
    query.limit = nil
    let ids = try store.items(query).map(\.id)
    return try SelectionReplacement.replace(
      with: Selection(kind: .items, ids: ids), context: context)
  }
}
