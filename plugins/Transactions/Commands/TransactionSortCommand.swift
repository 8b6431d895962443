import LedgerCore
import LedgerShell
import LedgerViews
import TerminalUI

/// `txs sort`: sets the order later `txs` use for the rest of the session — through the
/// sort menu on a terminal, or with `--sort` as `txs` takes it.
enum TransactionSortCommand {
  static let labels: [TransactionSort: String] = [
    .date: "Date, newest first", .amount: "Amount, largest first",
  ]

  static let spec = CommandSpec(
    "txs sort",
    summary: "Order later 'txs' for the session (a menu on a terminal)",
    discussion: """
      With no options on a terminal, opens the sort menu (the order in force marked ✓), \
      then lists the transactions. Scripts pass --sort date|amount as 'txs' takes it. The \
      order holds until the session ends or 'txs filter --clear'.
      """,
    options: [TransactionFilters.sortOption],
    examples: [
      CommandExample("txs sort --sort amount", "Largest first from now on"),
      CommandExample("txs sort", "Choose the order from a menu (terminal)"),
    ]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    var filters = context.session[state: TransactionFilters.self] ?? TransactionFilters()
    if context.arguments.has("sort") {
      try filters.apply(context)
      context.session[state: TransactionFilters.self] = filters.isEmpty ? nil : filters
      return try TransactionFilterCommand.inForce(filters, context: context)
    }
    let interaction = try context.requireInteraction(instead: "--sort date or --sort amount")
    let current = filters.sort ?? .date
    let symbols = context.style.renderContext.symbols
    let menu = ActionMenu(
      title: "Sort transactions",
      items: TransactionSort.allCases.map { sort in
        ActionMenuItem(
          id: sort.rawValue, label: labels[sort] ?? sort.rawValue,
          symbol: sort == current ? symbols.check : " ")
      })
    let result = menu.run(
      input: InteractionLineSource(interaction), output: InteractionOutput(interaction),
      context: context.style.renderContext)
    guard case .selected(let choice) = result, let sort = TransactionSort(rawValue: choice) else {
      return .note("Nothing changed.")
    }
    // The default order is kept as "none chosen", so the line above 'txs' stays quiet.
    filters.sort = sort == .date ? nil : sort
    context.session[state: TransactionFilters.self] = filters.isEmpty ? nil : filters
    guard context.session.currentProject != nil else {
      return try TransactionFilterCommand.inForce(filters, context: context)
    }
    return try TransactionListCommand.run(context)
  }
}
