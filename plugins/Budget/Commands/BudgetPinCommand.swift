import LedgerCore
import LedgerShell
import LedgerViews

/// `budget pin CATEGORY [--project P]`: the category a project's card previews.
enum BudgetPinCommand {
  static let spec = CommandSpec(
    "budget pin",
    summary: "Pin the category a project's card shows (or --none for the whole budget)",
    arguments: [
      ArgumentSpec(
        "category", "The category's name or #id", type: .reference("category"), optional: true,
        completion: .named(.categories))
    ],
    options: [CategoryArguments.project, .flag("none", "Unpin: the card shows the whole budget")],
    examples: [
      CommandExample("budget pin Furnishings", "Preview furnishings on the current project's card")
    ]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    let none = context.arguments.flag("none")
    let text = context.arguments.value("category")
    guard none != (text != nil) else {
      throw ShellError.usage(
        none ? "give a CATEGORY or --none, not both" : "missing CATEGORY (or --none to unpin)")
    }
    let project = try context.targetProject()
    let category = try text.map { try context.category(named: $0) }
    // Pinning what is pinned already writes nothing, so `undo` takes back the change before.
    let unchanged = project.pinnedCategoryID == category?.id
    let saved =
      unchanged
      ? project
      : try context.perform { writer in
        try writer.pinCategory(category?.id, projectID: project.id)
      }
    let record = Record([
      "project": .string(saved.name), "project_id": .int(saved.id.rawValue),
      "pinned_category": .optional(category?.name),
      "pinned_category_id": category.map { .int($0.id.rawValue) } ?? .null,
    ])
    let message =
      unchanged
      ? category.map {
        "'\($0.name)' is pinned to project '\(saved.name)' already; nothing changed."
      }
        ?? "Project '\(saved.name)' has no pinned category already; nothing changed."
      : category.map { "Pinned '\($0.name)' to project '\(saved.name)'." }
        ?? "Unpinned; project '\(saved.name)' shows its whole budget."
    return .changed(record, message: message)
  }
}
