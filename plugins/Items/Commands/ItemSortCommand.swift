import LedgerCore
import LedgerShell
import LedgerViews
import TerminalUI

/// `items sort`: chooses the order of later item lists for the session — the SortMenu on a
/// terminal, or `--sort` and `--desc`.
enum ItemSortCommand {
  static let spec = CommandSpec(
    "items sort",
    summary: "Choose the order of item lists for the session",
    discussion: """
      On a terminal without options it opens the sort menu: sort by › (date added, name, \
      price, space, source) and direction › (✓ on the choice in force). With --sort (and \
      --desc for the reverse) it sets the order, on a terminal and in scripts alike; \
      --clear goes back to date added, oldest first. In a script without options it \
      prints what is in force. The order holds for the session and applies to later \
      'items' and 'inventory' lists.
      """,
    group: "Items",
    options: ItemFilters.filterOptions.filter { $0.name == "sort" || $0.name == "desc" }
      + [.flag("clear", "Go back to the default order")],
    examples: [
      CommandExample("items sort", "Open the sort menu (terminal)"),
      CommandExample("items sort --sort price --desc", "Dearest first from now on"),
    ]
  ) { context in try run(context) }

  static let labels: [(word: String, label: String)] = [
    ("date", "Date added"), ("name", "Name"), ("price", "Price"), ("space", "Space"),
    ("source", "Source"),
  ]

  static func run(_ context: CommandContext) throws -> CommandResult {
    let arguments = context.arguments
    let state = context.session[state: ItemListState.self] ?? ItemListState()
    if arguments.flag("clear") {
      guard !arguments.has("sort"), !arguments.flag("desc") else {
        throw ShellError.usage("give --clear alone, or --sort and --desc")
      }
      return ItemFilterCommand.save(state.settingSort(nil, descending: false), context: context)
    }
    if arguments.has("sort") || arguments.flag("desc") {
      let current = try ItemFilters.sort(state.arguments.options["sort"]?.last)
      let sort = try arguments.value("sort").map { try ItemFilters.sort($0) } ?? current
      return ItemFilterCommand.save(
        state.settingSort(sort, descending: arguments.flag("desc")), context: context)
    }
    guard let interaction = context.interaction else {
      return .note(ItemFilterCommand.describe(state, context: context))
    }
    let current = state.arguments.options["sort"]?.last ?? "date"
    let descending = state.arguments.flag("desc")
    let menu = ActionMenu(
      title: "Sort items",
      items: [
        ActionMenuItem(
          id: "sort", label: "Sort by", symbol: "⇅",
          subactions: labels.map { ActionMenuItem(id: $0.word, label: $0.label) },
          selectedSubactionID: current),
        ActionMenuItem(
          id: "direction", label: "Direction", symbol: "↕",
          subactions: [
            ActionMenuItem(id: "asc", label: "Ascending"),
            ActionMenuItem(id: "desc", label: "Descending"),
          ],
          selectedSubactionID: descending ? "desc" : "asc"),
      ])
    let result = menu.run(
      input: InteractionLineSource(interaction), output: InteractionOutput(interaction),
      context: context.style.renderContext)
    switch result {
    case .submenu("sort", let word):
      let sort = try ItemFilters.sort(word)
      return ItemFilterCommand.save(
        state.settingSort(sort, descending: descending), context: context)
    case .submenu("direction", let choice):
      let sort = try ItemFilters.sort(current)
      return ItemFilterCommand.save(
        state.settingSort(sort, descending: choice == "desc"), context: context)
    default:
      return .note("Nothing changed.")
    }
  }
}
