import LedgerCore
import LedgerShell
import LedgerStore
import LedgerViews
import TerminalUI

/// `items filter`: the FilterMenu on a terminal, or the filters as flags; they hold for the
/// session and apply to later `items` and `inventory`.
enum ItemsFilterCommand {
  static let spec = CommandSpec(
    "items filter",
    summary: "Choose the filters later 'items' and 'inventory' apply (a menu on a terminal)",
    discussion: """
      Without flags on a terminal, opens the filter menu: space › and source › (✓ on the \
      active choice), bookmarked only, linked to no transaction, clear. With flags (and in \
      scripts) the flags set the filters. Either way they hold for the rest of the session, \
      and a line above each list says what is in force. --clear removes every filter and \
      the order chosen with 'items sort'. Without flags in a script, shows what is in force.
      """,
    options: ItemFilters.filterOptions.filter { !["sort", "desc"].contains($0.name) } + [
      .flag("clear", "Remove every filter and the chosen order")
    ],
    examples: [
      CommandExample(
        "items filter --space \"Living Room\" --bookmarked", "Then 'items' shows those"),
      CommandExample("items filter --clear", "Back to every item"),
      CommandExample("items filter", "Open the filter menu (terminal)"),
    ]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    let arguments = context.arguments
    var state = context.session[state: ItemFilterState.self] ?? ItemFilterState()
    let store = try context.store()
    if arguments.flag("clear") {
      context.session[state: ItemFilterState.self] = nil
      return .note("No item filters or order in force.")
    }
    let given = ItemFilters.filterNames.contains { arguments.has($0) }
    if given {
      let project = try currentProject(context)
      var query = try ItemFilters.query(
        context, scope: .all, project: project, base: state.query)
      query.accountID = nil
      state.query = query
      state.currency = try context.account().currency
    } else if let interaction = context.interaction {
      guard try menu(&state, context: context, interaction: interaction, store: store) else {
        return .note("Nothing changed.")
      }
    }
    context.session[state: ItemFilterState.self] = state.isActive ? state : nil
    return report(state, context: context, store: store)
  }

  /// What is in force, as a note (and a record for machines).
  static func report(_ state: ItemFilterState, context: CommandContext, store: any Store)
    -> CommandResult
  {
    let summary = state.summary(
      store: store, separator: context.style.renderContext.symbols.separator,
      unicode: context.style.renderContext.unicode)
    // A space belongs to one project: its filter holds for that project's items, never for
    // inventory or another project (ItemFilterState.holding), and the note says so.
    let spaceProject = state.query.spaceID.flatMap { id in
      (try? store.space(id)).flatMap { try? store.project($0.projectID).name }
    }
    let message =
      summary.isEmpty
      ? "No item filters or order in force."
      : "In force for 'items' and 'inventory': \(summary)."
        + (spaceProject.map { " The space applies to '\($0)' only." } ?? "")
    return CommandResult(
      data: .record(Record(["filters": .string(summary)])), message: message, isConfirmation: true
    ) { style in CommandResult.wrapped(message, style: style) }
  }

  /// The current project, if there is one (for spaces), without failing when there is none.
  static func currentProject(_ context: CommandContext) throws -> Project? {
    guard context.session.currentProject != nil || context.arguments.has("project") else {
      return nil
    }
    return try context.targetProject()
  }

  /// Runs the filter menu; returns whether something was chosen.
  static func menu(
    _ state: inout ItemFilterState, context: CommandContext, interaction: Interaction,
    store: any Store
  ) throws -> Bool {
    let project = try currentProject(context)
    let spaces = try project.map { try store.spaces(projectID: $0.id) } ?? []
    let vendors = try store.vendorNames(accountID: context.account().id)
    let query = state.query
    var rows: [ActionMenuItem] = []
    if project != nil {
      rows.append(
        ActionMenuItem(
          id: "space", label: "Space", symbol: "⌂",
          subactions: [ActionMenuItem(id: "any", label: "Any space")]
            + spaces.map { ActionMenuItem(id: "\($0.id.rawValue)", label: $0.name) }
            + [ActionMenuItem(id: "none", label: "No space")],
          selectedSubactionID: query.withoutSpace
            ? "none" : query.spaceID.map { "\($0.rawValue)" } ?? "any"))
    }
    rows.append(
      ActionMenuItem(
        id: "source", label: "Source", symbol: "⌖",
        subactions: [ActionMenuItem(id: "any", label: "Any source")]
          + vendors.map { ActionMenuItem(id: "v:" + $0, label: $0) },
        selectedSubactionID: query.source.map { source in
          "v:" + (vendors.first { $0.lowercased() == source.lowercased() } ?? source)
        } ?? "any"))
    let check = context.style.renderContext.symbols.check
    rows.append(
      ActionMenuItem(
        id: "bookmarked",
        label: "Bookmarked only" + (query.isBookmarked == true ? " \(check)" : ""), symbol: "★"))
    rows.append(
      ActionMenuItem(
        id: "no-tx",
        label: "Not linked to a transaction" + (query.withoutTransaction ? " \(check)" : ""),
        symbol: "⇄"))
    rows.append(ActionMenuItem(id: "clear", label: "Clear filters", symbol: "✕"))
    let menu = ActionMenu(title: "Filter items", items: rows)
    switch menu.run(
      input: InteractionLineSource(interaction), output: InteractionOutput(interaction),
      context: context.style.renderContext)
    {
    case .submenu("space", let choice):
      state.query.spaceID = Int64(choice).map(EntityID.init)
      state.query.withoutSpace = choice == "none"
    case .submenu("source", let choice):
      state.query.source = choice.hasPrefix("v:") ? String(choice.dropFirst(2)) : nil
    case .selected("bookmarked"):
      state.query.isBookmarked = query.isBookmarked == true ? nil : true
    case .selected("no-tx"):
      state.query.withoutTransaction.toggle()
      state.query.transactionID = nil
    case .selected("clear"):
      let sort = state.query.sort
      let descending = state.query.descending
      state.query = ItemQuery(sort: sort, descending: descending)
    default:
      return false
    }
    return true
  }
}
