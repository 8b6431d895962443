import LedgerCore
import LedgerShell
import LedgerViews

/// `item bookmark I…`: toggles the bookmark of each item.
enum ItemBookmarkCommand {
  static let spec = CommandSpec(
    "item bookmark",
    summary: "Bookmark items, or remove their bookmarks (toggles each)",
    discussion: """
      Each item named is bookmarked if it was not, and unbookmarked if it was, in one step \
      that 'undo' reverts. 'items --bookmarked' lists the bookmarked ones.
      """,
    group: "Items",
    arguments: [ItemOptions.itemsArgument],
    examples: [CommandExample("item bookmark #12 #14", "Toggle the bookmarks of two items")]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    let items = try ItemOptions.items(context)
    let saved = try context.perform { writer in
      try items.map { item in
        var toggled = item
        toggled.isBookmarked.toggle()
        return try writer.updateItem(toggled)
      }
    }
    let on = saved.filter(\.isBookmarked)
    let off = saved.filter { !$0.isBookmarked }
    var parts: [String] = []
    if !on.isEmpty { parts.append("Bookmarked \(ItemOptions.list(on))") }
    if !off.isEmpty {
      parts.append(
        (parts.isEmpty ? "Removed" : "removed") + " the bookmark of \(ItemOptions.list(off))")
    }
    return try ItemRecords.changed(
      saved, context: context, message: parts.joined(separator: "; ") + ".")
  }
}
