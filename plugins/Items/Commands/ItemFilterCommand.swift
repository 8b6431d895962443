import LedgerCore
import LedgerShell
import LedgerStore
import LedgerViews
import TerminalUI

/// `items filter`: chooses the filters later `items` and `inventory` lists apply, for the
/// rest of the session — the FilterMenu on a terminal, or flags.
enum ItemFilterCommand {
  static let spec = CommandSpec(
    "items filter",
    summary: "Choose the filters of item lists for the session",
    discussion: """
      On a terminal without options it opens the filter menu: space ›, source ›, \
      bookmarked ›, transaction › (✓ on the choice in force) and clear; each choice applies \
      one filter. With options (those of 'items') it sets the session's filters to exactly \
      those, on a terminal and in scripts alike; --clear clears the filters and the order. \
      In a script without options it prints what is in force. The filters hold until the \
      session ends and apply to later 'items' and 'inventory' lists (a space filter only \
      to project lists), which name them on a line above the cards; options given to \
      'items' win over them.
      """,
    group: "Items",
    options: ItemFilters.filterOptions.filter { $0.name != "sort" && $0.name != "desc" }
      + [.flag("clear", "Clear the session's filters and order")],
    examples: [
      CommandExample("items filter", "Open the filter menu (terminal)"),
      CommandExample("items filter --bookmarked --no-tx", "Bookmarked items not yet bought"),
      CommandExample("items filter --clear", "Back to every item"),
    ]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    let arguments = context.arguments
    let state = context.session[state: ItemListState.self] ?? ItemListState()
    let given = ItemListState.filterNames.contains(where: arguments.has)
    if arguments.flag("clear") {
      guard !given else {
        throw ShellError.usage("give --clear alone, or the filters to set")
      }
      context.session[state: ItemListState.self] = nil
      return .note("Cleared the item filters and order; 'items' lists every item.")
    }
    if given {
      let updated = state.settingFilters(from: arguments)
      try check(updated, context: context)
      return save(updated, context: context)
    }
    guard let interaction = context.interaction else {
      return .note(describe(state, context: context))
    }
    let updated = try menu(state, interaction: interaction, context: context)
    guard let updated else { return .note("Nothing changed.") }
    return save(updated, context: context)
  }

  /// Resolves the state's names against the current project (else every item), so that a
  /// typo fails now rather than at the next list.
  static func check(_ state: ItemListState, context: CommandContext) throws {
    let scope: ItemScope? = context.session.currentProject == nil ? .all : nil
    _ = try ItemFilters.query(
      context, arguments: state.applicable(withoutSpaces: scope != nil).arguments, scope: scope)
    if scope != nil, state.arguments.has("space") {
      throw ShellError.usage(
        "a space filter needs a project, and none is chosen",
        hint: "choose one with 'use NAME' first")
    }
  }

  static func save(_ state: ItemListState, context: CommandContext) -> CommandResult {
    context.session[state: ItemListState.self] = state.isEmpty ? nil : state
    return .note(describe(state, context: context))
  }

  /// What is in force, as a sentence.
  static func describe(_ state: ItemListState, context: CommandContext) -> String {
    let style = context.style
    guard
      let summary = state.summary(
        separator: style.renderContext.symbols.separator, unicode: style.unicode)
    else { return "No item filters in force; 'items' lists every item." }
    return "In force for item lists: \(summary)."
  }

  /// The FilterMenu: returns the state with the one choice made, or nil when cancelled.
  static func menu(_ state: ItemListState, interaction: Interaction, context: CommandContext)
    throws -> ItemListState?
  {
    let store = try context.store()
    let accountID = try context.account().id
    let options = state.arguments.options
    var rows: [ActionMenuItem] = []
    if let current = context.session.currentProject {
      let spaces = try store.spaceNames(projectID: EntityID(current.id))
      let chosen =
        state.arguments.flag("no-space")
        ? "none" : options["space"]?.last.map { "space:" + $0.lowercased() } ?? "any"
      rows.append(
        ActionMenuItem(
          id: "space", label: "Space", symbol: "⌂",
          subactions: [ActionMenuItem(id: "any", label: "Any space")]
            + spaces.map { ActionMenuItem(id: "space:" + $0.lowercased(), label: $0) }
            + [ActionMenuItem(id: "none", label: "No space")],
          selectedSubactionID: chosen))
    }
    let vendors = try store.vendorNames(accountID: accountID)
    rows.append(
      ActionMenuItem(
        id: "source", label: "Source", symbol: "⚑",
        subactions: [ActionMenuItem(id: "any", label: "Any source")]
          + vendors.map { ActionMenuItem(id: "source:" + $0.lowercased(), label: $0) },
        selectedSubactionID: options["source"]?.last.map { "source:" + $0.lowercased() } ?? "any"))
    rows.append(
      ActionMenuItem(
        id: "bookmarked", label: "Bookmarked", symbol: "★",
        subactions: [
          ActionMenuItem(id: "any", label: "All items"),
          ActionMenuItem(id: "only", label: "Bookmarked only"),
        ],
        selectedSubactionID: state.arguments.flag("bookmarked") ? "only" : "any"))
    rows.append(
      ActionMenuItem(
        id: "tx", label: "Transaction", symbol: "⇄",
        subactions: [
          ActionMenuItem(id: "any", label: "Linked or not"),
          ActionMenuItem(id: "none", label: "Not linked to one"),
        ],
        selectedSubactionID: state.arguments.flag("no-tx") ? "none" : "any"))
    rows.append(ActionMenuItem(id: "clear", label: "Clear filters", symbol: "✖"))
    let title =
      state.summary(separator: context.style.renderContext.symbols.separator)
      .map { "Filter items (now: \($0))" } ?? "Filter items"
    let menu = ActionMenu(title: title, items: rows)
    var updated = state
    let result = menu.run(
      input: InteractionLineSource(interaction), output: InteractionOutput(interaction),
      context: context.style.renderContext)
    switch result {
    case .submenu("space", let choice):
      updated.arguments.options["space"] = nil
      updated.arguments.flags.remove("no-space")
      if choice == "none" { updated.arguments.flags.insert("no-space") }
      if choice.hasPrefix("space:"), let current = context.session.currentProject {
        let names = try store.spaceNames(projectID: EntityID(current.id))
        let name = names.first { "space:" + $0.lowercased() == choice }
        updated.arguments.options["space"] = name.map { [$0] }
      }
    case .submenu("source", let choice):
      let name = vendors.first { "source:" + $0.lowercased() == choice }
      updated.arguments.options["source"] = name.map { [$0] }
    case .submenu("bookmarked", let choice):
      if choice == "only" {
        updated.arguments.flags.insert("bookmarked")
      } else {
        updated.arguments.flags.remove("bookmarked")
      }
    case .submenu("tx", let choice):
      updated.arguments.options["tx"] = nil
      if choice == "none" {
        updated.arguments.flags.insert("no-tx")
      } else {
        updated.arguments.flags.remove("no-tx")
      }
    case .selected("clear"):
      updated = state.settingFilters(from: ParsedArguments())
    default:
      return nil
    }
    return updated
  }
}
