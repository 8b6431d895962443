import LedgerShell
import LedgerViews

/// The item commands: project items and business inventory — list, add, show, edit,
/// delete, bookmark, move, link, menu, and the session's filter and sort.
public struct ItemsPlugin: ShellPlugin {
  /// Creates the plugin.
  public init() {}

  public var name: String { "items" }

  public var helpGroup: String { "Items" }

  public var commands: [CommandSpec] {
    [
      ItemListCommand.spec, InventoryCommand.spec, ItemAddCommand.spec, ItemShowCommand.spec,
      ItemEditCommand.spec, ItemDeleteCommand.spec, ItemBookmarkCommand.spec,
      ItemMoveCommand.spec, ItemLinkCommand.spec, ItemMenuCommand.spec, ItemsFilterCommand.spec,
      ItemsSortCommand.spec,
    ]
  }
}
