import LedgerCore
import LedgerShell
import LedgerViews

/// `space delete S [--yes]`: deletes a space; its items stay in the project.
enum SpaceDeleteCommand {
  static let spec = CommandSpec(
    "space delete",
    summary: "Delete a space (its items stay in the project, with no space)",
    discussion: "Asks first on a terminal; scripts must pass --yes. 'undo' brings it back.",
    arguments: [SpaceArguments.space],
    options: [SpaceArguments.project, .flag("yes", short: "y", "Delete without asking")],
    examples: [CommandExample("space delete Lounge --yes", "Delete without asking (scripts)")]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    let (project, space) = try SpaceArguments.resolve(context)
    let count = try SpaceArguments.itemCount(of: space, store: context.store())
    let items = count == 1 ? "1 item stays" : "\(count) items stay"
    let question =
      count == 0
      ? "Delete space '\(space.name)'?"
      : "Delete space '\(space.name)'? (its \(items) in '\(project.name)', with no space)"
    guard try context.confirmChange(question) else { return .note("Kept space '\(space.name)'.") }
    try context.perform { writer in
      try context.requireUnchanged(
        "Space '\(space.name)'", shown: space.updatedAt,
        stored: try writer.space(space.id).updatedAt, show: "space show \(space.id)")
      try writer.deleteSpace(space.id)
    }
    var message = "Deleted space '\(space.name)'"
    if count > 0 { message += "; its \(items) in '\(project.name)' with no space" }
    message += " ('undo' brings it back)."
    return .changed(space.record(projectName: project.name, itemCount: count), message: message)
  }
}
