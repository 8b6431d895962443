import LedgerCore
import LedgerShell

/// `bulk move`: moves the selected items to a project or to business inventory.
enum BulkMoveCommand {
  static let spec = CommandSpec(
    "bulk move",
    summary: "Move the selected items to a project or to inventory",
    discussion:
      "Moving clears each item's space. Asks first on a terminal when items leave a project or more than 3 move; scripts then pass --yes.",
    options: [
      OptionSpec(
        "to-project", "The project to move them to", type: .reference("project"),
        completion: .named(.projects)),
      .flag("to-inventory", "Move them to business inventory"),
      BulkActions.yes,
    ],
    examples: [CommandExample("bulk move --to-inventory --yes", "Back to inventory")]
  ) { context in
    let selection = try SelectionSnapshot.require(context, kind: .items)
    let project = context.arguments.value("to-project")
    guard (project == nil) == context.arguments.flag("to-inventory") else {
      throw ShellError.usage(
        "give --to-project P or --to-inventory (one of them)",
        hint: "such as 'bulk move --to-inventory'")
    }
    return try BulkActions.move(context, selection, toProject: project)
  }
}
