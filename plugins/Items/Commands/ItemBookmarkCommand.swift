import LedgerCore
import LedgerShell
import LedgerViews

/// `item bookmark I…`: toggles each item's bookmark.
enum ItemBookmarkCommand {
  static let spec = CommandSpec(
    "item bookmark",
    summary: "Bookmark items, or remove their bookmark (toggles each)",
    arguments: [ItemOptions.itemsArgument],
    examples: [
      CommandExample("item bookmark #12", "Bookmark item 12 (again to remove it)"),
      CommandExample("items --bookmarked", "The bookmarked items"),
    ]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    let items = try ItemOptions.items(context)
    let saved = try context.perform { writer in
      try items.map { item in
        var toggled = try writer.item(item.id)
        toggled.isBookmarked.toggle()
        return try writer.updateItem(toggled)
      }
    }
    let on = saved.filter(\.isBookmarked).map(\.id.description)
    let off = saved.filter { !$0.isBookmarked }.map(\.id.description)
    var parts: [String] = []
    if !on.isEmpty { parts.append("Bookmarked \(on.joined(separator: ", "))") }
    if !off.isEmpty { parts.append("removed the bookmark of \(off.joined(separator: ", "))") }
    let message =
      parts.joined(separator: "; ").prefix(1).uppercased()
      + parts.joined(separator: "; ").dropFirst() + "."
    return try ItemRecords.changed(saved, context: context, message: message)
  }
}
