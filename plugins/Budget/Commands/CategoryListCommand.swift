import LedgerCore
import LedgerShell
import LedgerViews
import TerminalUI

/// `categories` / `category list`: the account's categories in the user's order.
enum CategoryListCommand {
  static let spec = CommandSpec(
    "category list", aliases: ["categories"],
    summary: "List budget categories in their order",
    discussion:
      "The order is the one 'category move' sets; it is kept wherever categories are shown.",
    options: [.flag("archived", "Include archived categories")],
    examples: [
      CommandExample("categories", "The active categories"),
      CommandExample("categories --archived --format csv", "Every category, as CSV"),
    ]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    let store = try context.store()
    let categories = try store.categories(
      accountID: try context.account().id, includeArchived: context.arguments.flag("archived"))
    let records = categories.map(\.record)
    let empty = "No categories yet. Add one with 'category add NAME'."
    let table = Table(
      columns: [
        TableColumn.numeric("#"), TableColumn("Id", wraps: false), TableColumn("Name"),
        TableColumn("Kind", wraps: false), TableColumn("Status", wraps: false),
      ],
      rows: categories.map {
        [
          "\($0.position)", $0.id.description, $0.name, $0.kind.rawValue,
          $0.isArchived ? "archived" : "active",
        ]
      })
    return CommandResult(
      data: .records(records, columns: BudgetCategory.recordFields),
      message: records.isEmpty ? empty : nil
    ) { style in categories.isEmpty ? CommandResult.wrapped(empty, style: style) : style.draw(table)
    }
  }
}
