import LedgerCore
import LedgerShell

/// `bulk bookmark`: bookmarks the selected items.
enum BulkBookmarkCommand {
  static let spec = CommandSpec(
    "bulk bookmark",
    summary: "Bookmark the selected items",
    discussion: "Asks first on a terminal when more than 3 items change; scripts then pass --yes.",
    options: [BulkActions.yes],
    examples: [CommandExample("bulk bookmark --yes", "Bookmark them all")]
  ) { context in
    let selection = try SelectionSnapshot.require(context, kind: .items)
    return try BulkActions.bookmark(context, selection, true)
  }
}
