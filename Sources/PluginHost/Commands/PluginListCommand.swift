import LedgerShell

/// `plugin list`: every external plugin found, its commands and its state.
enum PluginListCommand {
  static func spec(_ catalog: PluginCatalog) -> CommandSpec {
    CommandSpec(
      "plugin list", aliases: ["plugins"], summary: "List external plugins and their commands",
      discussion:
        "Lists the programs named ledgersh-NAME found in the plugins folder ($XDG_DATA_HOME/ledgersh/plugins) and on PATH, the first of each name winning: each plugin's version, the commands it adds, whether its process is running, and any problem that left it or a command out. See ledgersh-plugin(7).",
      examples: [
        CommandExample("plugin list", "Show the plugins and their commands"),
        CommandExample("plugins --format json", "The same, as data"),
      ]
    ) { _ in run(catalog) }
  }

  static func run(_ catalog: PluginCatalog) -> CommandResult {
    var records: [Record] = []
    if catalog.isEnabled {
      for entry in catalog.all {
        let state: String
        if !entry.problems.isEmpty && entry.commands.isEmpty {
          state = "broken"
        } else if entry.connection?.isRunning == true {
          state = "running"
        } else {
          state = "ready"
        }
        records.append(
          record(
            name: entry.name, version: entry.version, commands: entry.commands, state: state,
            problems: entry.problems, path: entry.path))
      }
    } else {
      let folders = PluginPaths.searchFolders(catalog.variables)
      for file in PluginFile.discover(in: folders) {
        records.append(
          record(
            name: file.name, version: "", commands: [], state: "off (--no-plugins)",
            problems: [], path: file.path))
      }
    }
    let folder = PluginPaths.folder(catalog.variables)
    guard !records.isEmpty else {
      return CommandResult(
        data: .records([], columns: columnNames),
        message: "No plugins. Put a program named ledgersh-NAME in \(folder) or on PATH, "
          + "or use 'plugin add FILE'.")
    }
    return CommandResult(data: .records(records, columns: columnNames))
  }

  static let columnNames = ["name", "version", "commands", "state", "problems", "path"]

  static func record(
    name: String, version: String, commands: [String], state: String, problems: [String],
    path: String
  ) -> Record {
    Record([
      "name": .string(name), "version": .string(version),
      "commands": .list(commands.map(FieldValue.string)), "state": .string(state),
      "problems": .list(problems.map(FieldValue.string)), "path": .string(path),
    ])
  }
}
