import LedgerCore
import LedgerShell
import LedgerViews

/// `item move I… --to-project P | --to-inventory`: moves items between projects and
/// business inventory.
enum ItemMoveCommand {
  static let spec = CommandSpec(
    "item move",
    summary: "Move items to a project or to business inventory",
    discussion:
      "Moving takes an item out of its space (spaces belong to one project). Moving it to another project unlinks it from its transaction, which stays in the project it left; moving it to inventory keeps the link. Items there already are left as they are.",
    arguments: [ItemOptions.itemsArgument],
    options: [
      OptionSpec(
        "to-project", "The project to move them to", type: .reference("project"),
        completion: .named(.projects)),
      .flag("to-inventory", "Move them to business inventory"),
    ],
    examples: [
      CommandExample("item move #13 --to-project \"Smith Residence\"", "Use a stock item"),
      CommandExample("item move #12 #14 --to-inventory", "Back into stock"),
    ]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    let arguments = context.arguments
    let toInventory = arguments.flag("to-inventory")
    guard toInventory != arguments.has("to-project") else {
      throw ShellError.usage(
        toInventory
          ? "give one place, --to-project P or --to-inventory, not both"
          : "say where to: --to-project P or --to-inventory",
        hint: "item move #12 --to-project \"Smith Residence\"")
    }
    let items = try ItemOptions.items(context)
    let project = try arguments.value("to-project").map { try context.project(named: $0) }
    let place = project.map { "'\($0.name)'" } ?? "business inventory"
    // Items already there keep their space: moving them would only clear it.
    let ids = items.filter { $0.projectID != project?.id }.map(\.id)
    guard !ids.isEmpty else {
      return .note(
        "\(ItemOptions.describe(items)) \(items.count == 1 ? "is" : "are") in \(place) "
          + "already; nothing changed.")
    }
    let moved = try context.perform { writer in
      _ = try writer.moveItems(ids, toProject: project?.id)
      return try ids.map { try writer.item($0) }
    }
    let movedItems = items.filter { ids.contains($0.id) }
    var message = "Moved \(ItemOptions.describe(movedItems)) to \(place)."
    if let lost = LostLinks.sentence(before: movedItems, after: moved) { message += " " + lost }
    let stayed = items.filter { !ids.contains($0.id) }
    if !stayed.isEmpty {
      // Said, not skipped silently: under --format json only the moved items are records.
      message +=
        " \(ItemOptions.describe(stayed)) \(stayed.count == 1 ? "was" : "were") there already."
    }
    return try ItemRecords.changed(moved, context: context, message: message)
  }
}
