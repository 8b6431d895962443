import LedgerCore
import LedgerShell
import LedgerViews
import TerminalUI

/// `items sort`: the SortMenu on a terminal, or `--by WORD`; the order holds for the session.
enum ItemsSortCommand {
  static let spec = CommandSpec(
    "items sort",
    summary: "Choose the order of later 'items' and 'inventory' (a menu on a terminal)",
    discussion: """
      Without flags on a terminal, opens the sort menu (✓ on the order in force, then \
      ascending or descending). --by sets the order and --desc or --asc its direction, in \
      scripts too. 'items filter --clear' goes back to the order items were added.
      """,
    options: [
      OptionSpec("by", "The order", type: .choice(ItemFilters.sortWords)),
      .flag("desc", "Largest, latest or Z first"), .flag("asc", "Smallest, earliest or A first"),
    ],
    examples: [
      CommandExample("items sort --by price --desc", "Dearest first from now on"),
      CommandExample("items sort", "Open the sort menu (terminal)"),
    ]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    let arguments = context.arguments
    var state = context.session[state: ItemFilterState.self] ?? ItemFilterState()
    guard !(arguments.flag("desc") && arguments.flag("asc")) else {
      throw ShellError.usage("give --desc or --asc, not both")
    }
    if arguments.has("by") || arguments.flag("desc") || arguments.flag("asc") {
      if let word = arguments.value("by") { state.query.sort = try ItemFilters.sort(word) }
      if arguments.flag("desc") { state.query.descending = true }
      if arguments.flag("asc") { state.query.descending = false }
    } else if let interaction = context.interaction {
      let check = context.style.renderContext.symbols.check
      let orders: [(ItemSort, String)] = [
        (.created, "Date added"), (.name, "Name"), (.price, "Price"), (.space, "Space"),
        (.source, "Source"),
      ]
      let rows =
        orders.map { sort, label in
          ActionMenuItem(
            id: ItemFilters.word(for: sort),
            label: label + (state.query.sort == sort ? " \(check)" : ""))
        } + [
          ActionMenuItem(
            id: "direction",
            label: state.query.descending ? "Descending \(check)" : "Ascending \(check)",
            symbol: "⇅")
        ]
      let menu = ActionMenu(title: "Sort items", items: rows)
      switch menu.run(
        input: InteractionLineSource(interaction), output: InteractionOutput(interaction),
        context: context.style.renderContext)
      {
      case .selected("direction"): state.query.descending.toggle()
      case .selected(let word): state.query.sort = try ItemFilters.sort(word)
      default: return .note("Nothing changed.")
      }
    }
    context.session[state: ItemFilterState.self] = state.isActive ? state : nil
    return ItemsFilterCommand.report(state, context: context, store: try context.store())
  }
}
