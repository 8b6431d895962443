import LedgerCore
import LedgerShell

/// `bulk unbookmark`: removes the bookmark of the selected items.
enum BulkUnbookmarkCommand {
  static let spec = CommandSpec(
    "bulk unbookmark",
    summary: "Remove the bookmark of the selected items",
    discussion: "Asks first on a terminal when more than 3 items change; scripts then pass --yes.",
    options: [BulkActions.yes],
    examples: [CommandExample("bulk unbookmark --yes", "No bookmarks on them")]
  ) { context in
    let selection = try SelectionSnapshot.require(context, kind: .items)
    return try BulkActions.bookmark(context, selection, false)
  }
}
