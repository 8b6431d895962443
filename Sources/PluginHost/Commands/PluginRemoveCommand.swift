import Foundation
import LedgerShell

/// `plugin remove NAME`: deletes a plugin from the plugins folder.
enum PluginRemoveCommand {
  static func spec(_ catalog: PluginCatalog) -> CommandSpec {
    CommandSpec(
      "plugin remove", summary: "Remove an external plugin from the plugins folder",
      discussion:
        "Deletes ledgersh-NAME from the plugins folder (a link is removed, not what it points to) and stops its process. A plugin found on PATH is not removed: delete it where it is.",
      arguments: [
        ArgumentSpec("name", "The plugin's name", completion: .words(catalog.all.map(\.name)))
      ],
      options: [.flag("yes", short: "y", "Do not ask")],
      examples: [CommandExample("plugin remove vendors --yes", "Remove the vendors plugin")]
    ) { context in try run(context, catalog: catalog) }
    // Installing or removing a plugin changes files and processes, which no rollback of
    // the ledger takes back: a plugin's own command may not do it (see CommandContext+Nested).
    .topLevelOnly()
  }

  static func run(_ context: CommandContext, catalog: PluginCatalog) throws -> CommandResult {
    let name = context.arguments.value("name") ?? ""
    let path = PluginPaths.folder(catalog.variables) + "/" + PluginPaths.prefix + name
    let manager = FileManager.default
    let isLink = (try? manager.destinationOfSymbolicLink(atPath: path)) != nil
    guard isLink || manager.fileExists(atPath: path) else {
      if let elsewhere = catalog.all.first(where: { $0.name == name }) {
        throw ShellError.failure(
          "the plugin '\(name)' is not in the plugins folder but at \(elsewhere.path)",
          hint: "delete it there")
      }
      throw ShellError.failure(
        "no plugin named '\(name)' in \(PluginPaths.folder(catalog.variables))",
        hint: "see 'plugin list'")
    }
    guard try context.confirm("Remove the plugin '\(name)' (\(path))?") else {
      return .message("Nothing removed.")
    }
    for entry in catalog.all where entry.name == name { entry.connection?.stop() }
    do {
      try manager.removeItem(atPath: path)
    } catch {
      throw ShellError.failure("cannot remove \(path): \(error.localizedDescription)")
    }
    return .message("Removed plugin '\(name)'.")
  }
}
