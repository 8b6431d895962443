import LedgerCore
import LedgerShell

/// `bulk delete`: deletes the selected items or transactions.
enum BulkDeleteCommand {
  static let spec = CommandSpec(
    "bulk delete",
    summary: "Delete the selected items or transactions",
    discussion:
      "Always asks first on a terminal; scripts pass --yes. Clears the selection; one 'undo' brings them all back.",
    options: [BulkActions.yes],
    examples: [CommandExample("bulk delete --yes", "Delete what is selected")]
  ) { context in
    let selection = try SelectionSnapshot.require(context)
    return try BulkActions.delete(context, selection)
  }
}
