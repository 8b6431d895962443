import LedgerShell
import LedgerViews

/// The item commands: add, list, inventory, show, edit, delete, bookmark, move, link, menu,
/// and the session's filter and sort menus.
public struct ItemsPlugin: ShellPlugin {
  /// Creates the plugin.
  public init() {}

  public var name: String { "items" }

  public var commands: [CommandSpec] {
    [
      ItemListCommand.spec, InventoryCommand.spec, ItemAddCommand.spec, ItemShowCommand.spec,
      ItemEditCommand.spec, ItemDeleteCommand.spec, ItemBookmarkCommand.spec,
      ItemMoveCommand.spec, ItemLinkCommand.spec, ItemMenuCommand.spec, ItemFilterCommand.spec,
      ItemSortCommand.spec,
    ]
  }

  public var completionSources: [String: CompletionProvider] {
    ["vendors": LedgerCompletion.vendors, "spaces": LedgerCompletion.spaces]
  }
}
