import LedgerCore
import LedgerShell
import LedgerViews

/// `space edit S [--name NAME] [--notes TEXT]`.
enum SpaceEditCommand {
  static let spec = CommandSpec(
    "space edit",
    summary: "Rename a space or change its notes",
    discussion: "Give --name, --notes or both; --notes \"\" clears the notes.",
    arguments: [SpaceArguments.space],
    options: [
      OptionSpec("name", "The new name, unique in the project"),
      OptionSpec("notes", "The new notes"),
      SpaceArguments.project,
    ],
    examples: [
      CommandExample("space edit Lounge --name \"Sitting Room\"", "Rename a space"),
      CommandExample(
        "space edit Lounge --notes \"North light; keep the oak floor\"", "Replace its notes"),
    ]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    let arguments = context.arguments
    guard arguments.value("name") != nil || arguments.value("notes") != nil else {
      throw ShellError.usage(
        "say what to change: --name NAME, --notes TEXT or both", hint: "see 'space edit --help'")
    }
    let (project, space) = try SpaceArguments.resolve(context)
    var edited = space
    if let name = arguments.value("name") {
      edited.name = try EntityName.validated(name, of: "space")
    }
    if let notes = arguments.value("notes") { edited.notes = notes }
    guard edited != space else {
      return try SpaceArguments.changed(
        space, project: project, context: context, message: "'\(space.name)' is unchanged.")
    }
    let changes = edited
    let saved = try context.perform { writer in try writer.updateSpace(changes) }
    let message =
      saved.name != space.name
      ? "Renamed space '\(space.name)' to '\(saved.name)'." : "Saved space '\(saved.name)'."
    return try SpaceArguments.changed(saved, project: project, context: context, message: message)
  }
}
