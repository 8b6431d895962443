import LedgerShell

/// `plugin list`, `plugin add` and `plugin remove`: managing external plugins.
public struct PluginManagerPlugin: ShellPlugin {
  public let name = "plugins"
  public let helpGroup = "Plugins"
  let catalog: PluginCatalog

  /// The manager over `catalog`.
  init(catalog: PluginCatalog) { self.catalog = catalog }

  public var commands: [CommandSpec] {
    [
      PluginListCommand.spec(catalog), PluginAddCommand.spec(catalog),
      PluginRemoveCommand.spec(catalog),
    ]
  }
}
