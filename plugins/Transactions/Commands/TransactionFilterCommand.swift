import LedgerCore
import LedgerShell
import LedgerStore
import LedgerViews
import TerminalUI

/// `txs filter`: sets the filters later `txs` use for the rest of the session — through the
/// filter menu on a terminal, or with the same options as `txs`.
enum TransactionFilterCommand {
  /// The most choices a submenu offers (its rows are lettered a–z, one is "any").
  static let submenuLimit = 25

  static let spec = CommandSpec(
    "txs filter",
    summary: "Filter later 'txs' for the session (a menu on a terminal)",
    discussion: """
      With no options on a terminal, opens the filter menu: category ›, source › (the \
      current choice marked ✓), needs review (a toggle) and clear; then lists the \
      transactions. Scripts, and anyone who prefers, pass the same filter options as \
      'txs' (--category, --source, --needs-review, --from, --to, --sort); they add to the \
      filters already in force. --clear forgets every filter and the order. The filters \
      hold until the session ends: later 'txs' and 'select txs' apply them, and 'txs' \
      says above its cards which are in force.
      """,
    options: TransactionFilters.filterOptions + [
      TransactionFilters.sortOption,
      .flag("clear", "Forget the session's filters and order first"),
    ],
    examples: [
      CommandExample("txs filter --category Furnishings", "Only Furnishings from now on"),
      CommandExample("txs filter --needs-review --sort amount", "What to review, largest first"),
      CommandExample("txs filter --clear", "Back to every transaction, newest first"),
    ]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    let arguments = context.arguments
    if arguments.flag("clear") { context.session[state: TransactionFilters.self] = nil }
    if TransactionFilters.given(in: arguments) {
      let filters = try TransactionFilters.current(context)
      context.session[state: TransactionFilters.self] = filters
      return try inForce(filters, context: context)
    }
    if arguments.flag("clear") {
      return .note("Cleared the filters of 'txs': every transaction shows, newest first.")
    }
    let interaction = try context.requireInteraction(
      instead: "filter options such as --category C or --needs-review, or --clear")
    var filters = context.session[state: TransactionFilters.self] ?? TransactionFilters()
    guard try chooseFilter(&filters, context: context, interaction: interaction) else {
      return .note("Nothing changed.")
    }
    context.session[state: TransactionFilters.self] = filters.isEmpty ? nil : filters
    guard context.session.currentProject != nil else {
      return try inForce(filters, context: context)
    }
    return try TransactionListCommand.run(context)
  }

  /// Opens the filter menu and applies the choice to `filters`; false when cancelled.
  static func chooseFilter(
    _ filters: inout TransactionFilters, context: CommandContext, interaction: Interaction
  ) throws -> Bool {
    let store = try context.store()
    let accountID = try context.account().id
    let categories = try store.categories(accountID: accountID, includeArchived: false)
    let vendors = try store.vendorNames(accountID: accountID)
    let symbols = context.style.renderContext.symbols
    var items = [
      ActionMenuItem(
        id: "category", label: "Category", symbol: "▤",
        subactions: [ActionMenuItem(id: "any", label: "Any category")]
          + categories.prefix(submenuLimit).map {
            ActionMenuItem(id: "\($0.id.rawValue)", label: $0.name)
          },
        selectedSubactionID: filters.categoryID.map { "\($0.rawValue)" } ?? "any"),
      ActionMenuItem(
        id: "source", label: "Source", symbol: "⌂",
        subactions: [ActionMenuItem(id: "any", label: "Any source")]
          + vendors.prefix(submenuLimit).map { ActionMenuItem(id: "=" + $0, label: $0) },
        selectedSubactionID: filters.source.map { source in
          vendors.first { $0.lowercased() == source.lowercased() }.map { "=" + $0 } ?? "any"
        } ?? "any"),
      ActionMenuItem(
        id: "review", label: "Needs review only",
        symbol: filters.needsReview ? symbols.check : symbols.selectorOff),
    ]
    if !filters.isEmpty {
      items.append(ActionMenuItem(id: "clear", label: "Clear filters and order", symbol: "✖"))
    }
    let menu = ActionMenu(title: "Filter transactions", items: items)
    let result = menu.run(
      input: InteractionLineSource(interaction), output: InteractionOutput(interaction),
      context: context.style.renderContext)
    switch result {
    case .submenu("category", let choice):
      filters.categoryID = Int64(choice).map(EntityID.init)
    case .submenu("source", let choice):
      filters.source = choice.hasPrefix("=") ? String(choice.dropFirst()) : nil
    case .selected("review"):
      filters.needsReview.toggle()
    case .selected("clear"):
      filters = TransactionFilters()
    default:
      return false
    }
    return true
  }

  /// The note saying which filters are now in force.
  static func inForce(_ filters: TransactionFilters, context: CommandContext) throws
    -> CommandResult
  {
    guard let line = try TransactionFiltersLine.text(filters, context: context) else {
      return .note("No filters: 'txs' shows every transaction, newest first.")
    }
    return .note("'txs' now shows \(line)")
  }
}
