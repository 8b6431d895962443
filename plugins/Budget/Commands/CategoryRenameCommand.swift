import LedgerCore
import LedgerShell
import LedgerViews

/// `category rename OLD NEW`.
enum CategoryRenameCommand {
  static let spec = CommandSpec(
    "category rename",
    summary: "Rename a budget category",
    arguments: [
      CategoryArguments.category("old", "The category's current name or #id"),
      ArgumentSpec("new", "Its new name"),
    ],
    examples: [CommandExample("category rename Furniture Furnishings", "Fix a name")]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    let category = try context.category(named: context.arguments.value("old") ?? "")
    let name = (context.arguments.value("new") ?? "").trimmingCharacters(in: .whitespaces)
    guard !name.isEmpty else { throw ShellError.usage("a category's name cannot be empty") }
    // The same name (in any Unicode encoding) writes nothing, so `undo` takes back the
    // change before.
    let saved =
      name == category.name
      ? category
      : try context.perform { writer in try writer.renameCategory(category.id, to: name) }
    return .changed(
      saved.record,
      message: saved.name == category.name
        ? "Category \(saved.id) is named '\(saved.name)' already; nothing changed."
        : "Renamed category \(saved.id) '\(category.name)' to '\(saved.name)'.")
  }
}
