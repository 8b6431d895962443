import LedgerCore
import LedgerShell
import LedgerViews

/// `category archive NAME` and `category unarchive NAME`.
enum CategoryArchiveCommand {
  static func spec(archiving: Bool) -> CommandSpec {
    CommandSpec(
      archiving ? "category archive" : "category unarchive",
      summary: archiving
        ? "Archive a budget category (kept where it has a budget or spending)"
        : "Bring an archived category back",
      arguments: [CategoryArguments.category()],
      examples: [
        CommandExample(
          archiving ? "category archive \"Window Treatments\"" : "category unarchive Lighting",
          archiving ? "Hide a category from new budgets" : "Use the category again")
      ]
    ) { context in try run(context, archiving: archiving) }
  }

  static func run(_ context: CommandContext, archiving: Bool) throws -> CommandResult {
    let category = try context.category(named: context.arguments.value("category") ?? "")
    guard category.isArchived != archiving else {
      let state = archiving ? "already archived" : "not archived"
      return .changed(category.record, message: "Category '\(category.name)' is \(state).")
    }
    let saved = try context.perform { writer in
      try writer.setCategoryArchived(category.id, archiving)
    }
    let verb = archiving ? "Archived" : "Unarchived"
    return .changed(saved.record, message: "\(verb) category \(saved.id) '\(saved.name)'.")
  }
}
