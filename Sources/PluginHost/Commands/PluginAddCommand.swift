import Foundation
import LedgerShell

/// `plugin add FILE`: copies (or links) a plugin program into the plugins folder.
enum PluginAddCommand {
  static func spec(_ catalog: PluginCatalog) -> CommandSpec {
    CommandSpec(
      "plugin add", summary: "Install an external plugin into the plugins folder",
      discussion:
        "Copies FILE, an executable speaking protocol 1 (see ledgersh-plugin(7)), into the plugins folder as ledgersh-NAME, or links it there with --link. NAME comes from the file's name (ledgersh-NAME) unless --name gives it. The plugin is started once to check that it answers hello and describe; one that does not is not installed. Its commands are ready at once, unless a plugin of that name was already loaded (then in the next session). A command whose name or alias a plugin installed before has is left out, in this session and the next ones; the message says which.",
      arguments: [ArgumentSpec("file", "The plugin program", type: .path)],
      options: [
        OptionSpec("name", "The plugin's name (default: from FILE's name)"),
        .flag("link", "Link to FILE instead of copying it"),
        .flag("yes", short: "y", "Replace a plugin of the same name without asking"),
      ],
      examples: [
        CommandExample(
          "plugin add ./ledgersh-vendors", "Install the vendors example plugin"),
        CommandExample(
          "plugin add ~/src/report.py --name report --link", "Link a script under a name"),
      ]
    ) { context in try run(context, catalog: catalog) }
    // Installing or removing a plugin changes files and processes, which no rollback of
    // the ledger takes back: a plugin's own command may not do it (see CommandContext+Nested).
    .topLevelOnly()
  }

  static func run(_ context: CommandContext, catalog: PluginCatalog) throws -> CommandResult {
    let source = context.arguments.value("file") ?? ""
    let fileName = (source as NSString).lastPathComponent
    let absolute = URL(
      fileURLWithPath: source,
      relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    ).standardizedFileURL.path
    // A missing file first: its name is no problem worth a hint when there is no file.
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isFolder) else {
      throw ShellError.failure("there is no file '\(source)'", hint: "check the path")
    }
    guard let name = context.arguments.value("name") ?? PluginPaths.pluginName(fileName: fileName)
    else {
      throw ShellError.usage(
        "cannot tell the plugin's name from '\(fileName)'",
        hint: "name the file ledgersh-NAME, or pass --name NAME")
    }
    guard PluginPaths.pluginName(fileName: PluginPaths.prefix + name) != nil else {
      throw ShellError.usage("a plugin name is letters a-z, digits, '-' and '_'; not '\(name)'")
    }
    guard PluginFile(name: name, path: absolute) != nil else {
      guard !isFolder.boolValue else {
        throw ShellError.failure(
          "'\(source)' is a folder", hint: "give the plugin's program inside it")
      }
      throw ShellError.failure(
        "'\(source)' is not an executable file", hint: "chmod +x it, then add it again")
    }
    let folder = PluginPaths.folder(catalog.variables)
    let destination = folder + "/" + PluginPaths.prefix + name
    let manager = FileManager.default
    let resolvedSource = URL(fileURLWithPath: absolute).resolvingSymlinksInPath().path
    let resolvedDestination = URL(fileURLWithPath: destination).resolvingSymlinksInPath().path
    guard resolvedSource != resolvedDestination else {
      throw ShellError.usage(
        "'\(source)' is already the plugin '\(name)' in \(folder)", hint: "see 'plugin list'")
    }
    if manager.fileExists(atPath: destination)
      || (try? manager.destinationOfSymbolicLink(atPath: destination)) != nil
    {
      guard try context.confirm("Replace the plugin '\(name)' at \(destination)?") else {
        return .message("Nothing added.")
      }
    }
    // Check it speaks the protocol before installing it.
    let probe = PluginConnection(
      name: name, path: absolute, hostVersion: catalog.hostVersion,
      environment: catalog.variables)
    let commands: [CommandSignature]
    let version: String
    do {
      defer { probe.stop() }
      let specs: [FieldValue]
      (version, specs) = try probe.describe(timeout: context.pluginTimeout)
      commands = try specs.enumerated().map { (index, value) throws(ShellError) in
        try ExternalPlugins.signature(value, index: index)
      }
    }
    do {
      try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
      try? manager.removeItem(atPath: destination)
      if context.arguments.flag("link") {
        try manager.createSymbolicLink(atPath: destination, withDestinationPath: absolute)
      } else {
        try manager.copyItem(atPath: absolute, toPath: destination)
      }
    } catch {
      throw ShellError.failure(
        "cannot install the plugin at \(destination): \(error.localizedDescription)")
    }
    func added(_ names: [String], _ notes: [String]) -> CommandResult {
      let listed = names.isEmpty ? "no commands" : names.joined(separator: ", ")
      return .message(
        (["Added plugin '\(name)' (\(listed)) to \(folder)"] + notes).joined(separator: "; ")
          + ".")
    }
    if !catalog.isEnabled {
      return added(commands.map(\.name), ["this session runs without plugins"])
    } else if catalog.all.contains(where: { $0.name == name }) {
      for entry in catalog.all where entry.name == name { entry.connection?.stop() }
      return added(commands.map(\.name), ["its new commands are ready in the next session"])
    } else if let file = PluginFile(name: name, path: destination) {
      // The commands it got: those left out are named after, with why, not among them.
      let (kept, problems) = load(file, version: version, commands: commands, context, catalog)
      return added(kept, problems)
    }
    return added(commands.map(\.name), [])
  }

  /// Registers the commands of the plugin just installed at `file` and caches them;
  /// returns the commands registered and what was left out.
  static func load(
    _ file: PluginFile, version: String, commands: [CommandSignature],
    _ context: CommandContext, _ catalog: PluginCatalog
  ) -> (kept: [String], problems: [String]) {
    let entry = PluginSignatureCache.Entry(
      path: file.path, size: file.size, modified: file.modified, version: version,
      commands: commands, failure: nil)
    let cachePath = PluginPaths.cacheFile(catalog.variables)
    var cache = PluginSignatureCache.load(cachePath)
    cache.entries[file.path] = entry
    cache.save(cachePath)
    let connection = PluginConnection(
      name: file.name, path: file.path, hostVersion: catalog.hostVersion,
      environment: catalog.variables)
    var taken: [String: String] = [:]
    var readsArguments: Set<String> = []
    for name in context.registeredNames {
      if context.registeredSpec(named: name)?.arguments.isEmpty == false {
        readsArguments.insert(name)
      }
      let owner = catalog.all.first { ($0.commands + $0.aliases).contains(name) }
      taken[name] = owner.map { "the plugin '\($0.name)'" } ?? "a built-in command"
    }
    // The groups their words make ('project' of 'project add'), as at start-up.
    for name in taken.keys {
      let words = name.split(separator: " ")
      for count in words.indices.dropFirst() {
        let group = words.prefix(count).joined(separator: " ")
        if taken[group] == nil { taken[group] = "a group of commands" }
      }
    }
    var problems: [String] = []
    let (plugin, catalogEntry) = ExternalPlugins.plugin(
      file, entry: entry, connection: connection, taken: &taken,
      readsArguments: &readsArguments
    ) { problems.append($0) }
    if let plugin { context.register(plugin) }
    catalog.add(catalogEntry)
    return (catalogEntry.commands, problems)
  }
}
