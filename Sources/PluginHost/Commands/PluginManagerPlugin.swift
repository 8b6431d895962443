import LedgerShell

/// `plugin list`, `plugin add` and `plugin remove`: managing external plugins.
public struct PluginManagerPlugin: ShellPlugin {
  public let name = "plugins"
  public let helpGroup = "Plugins"
  let catalog: PluginCatalog

  /// The manager over `catalog`.
  init(catalog: PluginCatalog) { self.catalog = catalog }

  /// Plugins copied into a plugin folder (or onto PATH) since the session started: each
  /// new one is asked to describe itself and its commands registered, as `plugin add`
  /// does; one that fails, or a command whose name is taken, is named in a warning.
  public func findNewCommands(_ context: CommandContext) -> Bool {
    guard catalog.isEnabled else { return false }
    let known = catalog.all
    let files = PluginFile.discover(in: PluginPaths.searchFolders(catalog.variables))
    var found = false
    for file in PluginFile.inInstallOrder(files)
    where !known.contains(where: { $0.path == file.path || $0.name == file.name }) {
      let probe = PluginConnection(
        name: file.name, path: file.path, hostVersion: catalog.hostVersion,
        environment: catalog.variables)
      defer { probe.stop() }
      let version: String
      let specs: [FieldValue]
      do {
        (version, specs) = try probe.describe(timeout: context.pluginTimeout)
      } catch {
        context.warning("plugin '\(file.name)' left out: \(error.message)")
        continue
      }
      var commands: [CommandSignature] = []
      for (index, value) in specs.enumerated() {
        do {
          commands.append(try ExternalPlugins.signature(value, index: index))
        } catch {
          context.warning("plugin '\(file.name)': \(error.message)")
        }
      }
      let (kept, problems) = PluginAddCommand.load(
        file, version: version, commands: commands, context, catalog)
      for problem in problems { context.warning("plugin '\(file.name)': \(problem)") }
      if !kept.isEmpty { found = true }
    }
    return found
  }

  public var commands: [CommandSpec] {
    [
      PluginListCommand.spec(catalog), PluginAddCommand.spec(catalog),
      PluginRemoveCommand.spec(catalog),
    ]
  }
}
