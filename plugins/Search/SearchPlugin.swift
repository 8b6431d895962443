import LedgerShell

/// Universal search: one ranked search over items, transactions, spaces and projects.
public struct SearchPlugin: ShellPlugin {
  /// Creates the plugin.
  public init() {}

  public var name: String { "search" }

  public var helpGroup: String { "Search" }

  public var commands: [CommandSpec] { [SearchCommand.spec] }
}
