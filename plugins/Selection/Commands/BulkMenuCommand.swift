import LedgerCore
import LedgerShell
import LedgerStore
import TerminalUI

/// `bulk`: the action menu for the selection (terminal only).
enum BulkMenuCommand {
  /// The most choices a submenu offers (its rows are lettered a–z).
  static let submenuLimit = 26

  static let spec = CommandSpec(
    "bulk",
    summary: "Open the action menu for the selection (terminal only)",
    discussion: """
      For items: set space ›, move to project ›, move to inventory, bookmark, unbookmark, \
      delete. For transactions: set category ›, set reimbursement ›, mark reviewed, \
      delete. Scripts use the direct forms ('bulk set-space', 'bulk move', 'bulk delete' \
      and the rest) with --yes.
      """,
    examples: [CommandExample("bulk", "Choose what to do with the selection")]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    let selection = try SelectionSnapshot.require(context)
    // Every row changes the ledger: refused before the menu on a read-only one.
    try context.refuseIfReadOnly()
    let interaction = try context.requireInteraction(
      instead: "a direct form such as 'bulk delete --yes' (see 'help bulk')")
    let store = try context.store()
    let accountID = try context.account().id
    var items: [ActionMenuItem]
    switch selection.kind {
    case .items:
      let selected = try store.items(ItemQuery(ids: selection.ids))
      let projectIDs = Set(selected.map(\.projectID))
      items = []
      if projectIDs.count == 1, let projectID = projectIDs.first.flatMap({ $0 }) {
        let spaces = try store.spaces(projectID: projectID).prefix(submenuLimit - 1)
        items.append(
          ActionMenuItem(
            id: "space", label: "Set space", symbol: "⌂",
            subactions: spaces.map { ActionMenuItem(id: "\($0.id.rawValue)", label: $0.name) }
              + [ActionMenuItem(id: "none", label: "No space")]))
      }
      let projects = try store.projects(ProjectQuery(accountID: accountID))
        .prefix(submenuLimit)
      items += [
        ActionMenuItem(
          id: "project", label: "Move to project", symbol: "⇄",
          subactions: projects.map { ActionMenuItem(id: "\($0.id.rawValue)", label: $0.name) }),
        ActionMenuItem(id: "inventory", label: "Move to inventory", symbol: "⌂"),
        ActionMenuItem(id: "bookmark", label: "Bookmark", symbol: "★"),
        ActionMenuItem(id: "unbookmark", label: "Unbookmark", symbol: "☆"),
      ]
    case .transactions:
      let categories = try store.categories(accountID: accountID, includeArchived: false)
        .prefix(submenuLimit - 1)
      items = [
        ActionMenuItem(
          id: "category", label: "Set category", symbol: "▤",
          subactions: categories.map { ActionMenuItem(id: "\($0.id.rawValue)", label: $0.name) }
            + [ActionMenuItem(id: "none", label: "No category")]),
        ActionMenuItem(
          id: "reimbursement", label: "Set reimbursement", symbol: "⇄",
          subactions: Reimbursement.allCases.map {
            ActionMenuItem(id: $0.rawValue, label: $0.rawValue)
          }),
        ActionMenuItem(id: "reviewed", label: "Mark reviewed", symbol: "✓"),
      ]
    }
    items.append(
      ActionMenuItem(
        id: "delete", label: "Delete", symbol: "✖", isDestructive: true,
        confirmation: "Delete \(selection.description)"))
    let menu = ActionMenu(title: "Selected: \(selection.description)", items: items)
    let result = menu.run(
      input: InteractionLineSource(interaction), output: InteractionOutput(interaction),
      context: context.style.renderContext)
    // The journal names the action as its direct form, not 'bulk'.
    let id = { (choice: String) in Int64(choice).map { "#\($0)" } }
    let act = { (line: String) in context.relabelled("bulk " + line) }
    let word = { (reference: String?) in reference.map(Tokenizer.quote) ?? "--none" }
    switch result {
    case .submenu("space", let choice):
      let space = id(choice)
      return try BulkActions.setSpace(
        act("set-space " + word(space)), selection, space: space)
    case .submenu("project", let choice):
      return try BulkActions.move(
        act("move --to-project " + Tokenizer.quote("#\(choice)")), selection,
        toProject: "#\(choice)")
    case .selected("inventory"):
      return try BulkActions.move(act("move --to-inventory"), selection, toProject: nil)
    case .selected("bookmark"):
      return try BulkActions.bookmark(act("bookmark"), selection, true)
    case .selected("unbookmark"):
      return try BulkActions.bookmark(act("unbookmark"), selection, false)
    case .submenu("category", let choice):
      let category = id(choice)
      return try BulkActions.setCategory(
        act("set-category " + word(category)), selection, category: category)
    case .submenu("reimbursement", let choice):
      guard let value = Reimbursement(rawValue: choice) else { return .note("Nothing changed.") }
      return try BulkActions.setReimbursement(
        act("set-reimbursement " + value.rawValue), selection, value)
    case .selected("reviewed"):
      return try BulkActions.markReviewed(act("mark-reviewed"), selection)
    case .selected("delete"):
      return try BulkActions.delete(act("delete"), selection, confirmed: true)
    default:
      return .note("Nothing changed.")
    }
  }
}
