import LedgerCore
import LedgerShell
import LedgerViews

/// `space checklist remove S N`: removes one entry of a space's checklist.
enum SpaceChecklistRemoveCommand {
  static let spec = CommandSpec(
    "space checklist remove",
    summary: "Remove an entry from a space's checklist",
    discussion: "NUMBER is the entry's number in 'space show'; the entries after it move up.",
    arguments: [
      SpaceArguments.space,
      ArgumentSpec("number", "The entry's number", type: .integer(1...100_000)),
    ],
    options: [SpaceArguments.project],
    examples: [CommandExample("space checklist remove Kitchen 2", "Remove entry 2")]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    let (project, space) = try SpaceArguments.resolve(context)
    let index = try ChecklistReference.index(
      of: context.arguments.value("number") ?? "", in: space)
    var edited = space
    let removed = edited.checklist.remove(at: index)
    let changes = edited
    let saved = try context.perform { writer in try writer.updateSpace(changes) }
    return try SpaceArguments.changed(
      saved, project: project, context: context,
      message: "Removed checklist entry \(index + 1) '\(removed.text)' from '\(saved.name)'.")
  }
}
