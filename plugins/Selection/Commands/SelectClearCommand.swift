import LedgerShell

/// `select clear`: forgets the selection.
enum SelectClearCommand {
  static let spec = CommandSpec(
    "select clear",
    summary: "Forget the selection",
    examples: [CommandExample("select clear", "Nothing selected")]
  ) { context in
    let previous = context.session[state: Selection.self]
    context.session[state: Selection.self] = nil
    guard let previous, !previous.ids.isEmpty else { return .note("Nothing was selected.") }
    return .note("Cleared the selection of \(previous.kind.counted(previous.ids.count)).")
  }
}
