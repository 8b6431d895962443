import LedgerCore
import LedgerShell

/// `select remove ID…`: takes ids out of the selection.
enum SelectRemoveCommand {
  static let spec = CommandSpec(
    "select remove",
    summary: "Take items or transactions out of the selection",
    arguments: [ArgumentSpec("id", "Ids such as #12", variadic: true)],
    examples: [CommandExample("select remove #5 #6", "Unselect 5 and 6")]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    let ids = try SelectionIDs.parse(context.arguments.values("id"))
    guard var selection = context.session[state: Selection.self], !selection.ids.isEmpty else {
      throw ShellError.usage(
        "nothing is selected", hint: "select with 'select items …' or 'select txs …'")
    }
    let removing = Set(ids)
    let selectedBefore = Set(selection.ids)
    let before = selection.ids.count
    selection.ids.removeAll { removing.contains($0) }
    let removed = before - selection.ids.count
    let notSelected = removing.subtracting(selectedBefore).count
    context.session[state: Selection.self] = selection.ids.isEmpty ? nil : selection
    var message = "Removed \(selection.kind.counted(removed))"
    if notSelected > 0 { message += " (\(notSelected) not selected)" }
    guard !selection.ids.isEmpty else { return .note(message + "; nothing is selected now.") }
    let snapshot = try SelectionSnapshot.load(
      selection, from: try context.store(), accountID: context.account().id)
    return .note(message + "; selected: \(snapshot.description).")
  }
}
