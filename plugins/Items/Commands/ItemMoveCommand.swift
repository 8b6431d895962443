import LedgerCore
import LedgerShell
import LedgerViews

/// `item move I… --to-project P | --to-inventory`: moves items between projects and
/// business inventory.
enum ItemMoveCommand {
  static let spec = CommandSpec(
    "item move",
    summary: "Move items to a project or to business inventory",
    discussion: """
      Moving takes each item out of its space (spaces belong to one project); put it in a \
      space of its new project with 'item edit I --space S'. One step that 'undo' reverts.
      """,
    group: "Items",
    arguments: [ItemOptions.itemsArgument],
    options: [
      OptionSpec(
        "to-project", "The project to move them to", type: .reference("project"),
        completion: .named("projects")),
      .flag("to-inventory", "Move them to business inventory"),
    ],
    examples: [
      CommandExample("item move #12 #13 --to-project \"Smith Residence\"", "Into a project"),
      CommandExample("item move 12 --to-inventory", "Back into business inventory"),
    ]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    let arguments = context.arguments
    let items = try ItemOptions.items(context)
    let target: Project?
    switch (arguments.value("to-project"), arguments.flag("to-inventory")) {
    case (let name?, false): target = try context.project(named: name)
    case (nil, true): target = nil
    case (_?, true): throw ShellError.usage("give --to-project P or --to-inventory, not both")
    case (nil, false):
      throw ShellError.usage(
        "say where to move them", hint: "pass --to-project P or --to-inventory")
    }
    let ids = items.map(\.id)
    let moved = try context.perform { writer in
      _ = try writer.moveItems(ids, toProject: target?.id)
      return try ids.map { try writer.item($0) }
    }
    let destination = target.map { "'\($0.name)'" } ?? "business inventory"
    return try ItemRecords.changed(
      moved, context: context, message: "Moved \(ItemOptions.list(items)) to \(destination).")
  }
}
