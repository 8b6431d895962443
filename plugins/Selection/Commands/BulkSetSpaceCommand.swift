import LedgerCore
import LedgerShell

/// `bulk set-space`: puts the selected items in a space, or in none.
enum BulkSetSpaceCommand {
  static let spec = CommandSpec(
    "bulk set-space",
    summary: "Put the selected items in a space (or --none)",
    discussion:
      "The items must all be in one project, the space's. Asks first on a terminal when more than 3 items change; scripts then pass --yes.",
    arguments: [
      ArgumentSpec(
        "space", "The space, by name or #id", optional: true, completion: .named(.spaces))
    ],
    options: [.flag("none", "Take them out of any space"), BulkActions.yes],
    examples: [CommandExample("bulk set-space \"Living Room\" --yes", "All in the living room")]
  ) { context in
    let selection = try SelectionSnapshot.require(context, kind: .items)
    let space = context.arguments.value("space")
    guard (space == nil) == context.arguments.flag("none") else {
      throw ShellError.usage(
        "give a space or --none (not both)", hint: "such as 'bulk set-space Kitchen'")
    }
    return try BulkActions.setSpace(context, selection, space: space)
  }
}
