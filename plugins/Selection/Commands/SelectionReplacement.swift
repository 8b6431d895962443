import LedgerCore
import LedgerShell

/// Makes a new selection the session's and says what it holds and what it replaced.
enum SelectionReplacement {
  static func replace(with selection: Selection, context: CommandContext) throws -> CommandResult {
    let previous = context.session[state: Selection.self]
    context.session[state: Selection.self] = selection.ids.isEmpty ? nil : selection
    guard !selection.ids.isEmpty else {
      return .note("Nothing matches, so nothing is selected.")
    }
    let snapshot = try SelectionSnapshot.load(
      selection, from: try context.store(), accountID: context.account().id)
    var selection = selection
    selection.remember(snapshot)
    context.session[state: Selection.self] = selection
    var message = "Selected \(snapshot.description)"
    if let previous, previous.kind != selection.kind, !previous.ids.isEmpty {
      message += ", replacing the \(previous.kind.counted(previous.ids.count)) selected before"
    }
    return .note(message + ". 'bulk' acts on them; 'selection' lists them.")
  }
}
