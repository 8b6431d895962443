import Foundation
import LedgerShell

/// Finds the external plugins (`ledgersh-NAME` in the plugin folder or on PATH) and turns
/// them into shell plugins, with `plugin list|add|remove` to manage them.
public enum ExternalPlugins {
  /// The plugin that manages plugins, and one shell plugin per external plugin found
  /// (none when `enabled` is false).
  ///
  /// Signatures come from the cache when the executable is unchanged; a new or changed
  /// one is started and asked to `describe` itself. A plugin that fails, or a command that
  /// would take a built-in command's name or that of a plugin installed before, is left out
  /// with a warning through `warn`, at every start.
  ///
  /// Plugins start with `variables` less the ledger's password and location (`ledger`, the
  /// `--db` given, if any): they reach the ledger through the host only.
  public static func load(
    builtIn: [any ShellPlugin], variables: [String: String], hostVersion: String,
    enabled: Bool, timeout: Double = 10, ledger: String? = nil, warn: (String) -> Void
  ) -> [any ShellPlugin] {
    let variables = PluginEnvironment.variables(variables, ledger: ledger)
    let catalog = PluginCatalog(
      isEnabled: enabled, variables: variables, hostVersion: hostVersion)
    let manager = PluginManagerPlugin(catalog: catalog)
    guard enabled else { return [manager] }
    SessionEnd.stopAtExit(catalog)
    // Each name taken, with who took it, for the message of a plugin command left out;
    // and the commands that read positional arguments.
    var taken: [String: String] = [:]
    var readsArguments: Set<String> = []
    for plugin in builtIn + [manager] {
      for spec in plugin.commands {
        for name in [spec.name] + spec.aliases { taken[name] = "a built-in command" }
        if !spec.arguments.isEmpty { readsArguments.formUnion([spec.name] + spec.aliases) }
        // A group's name too ('project' of 'project add'): a plugin command of that name
        // would take 'help project' and shadow the group.
        let words = spec.name.split(separator: " ")
        for count in words.indices.dropFirst() {
          let group = words.prefix(count).joined(separator: " ")
          if taken[group] == nil { taken[group] = "a group of built-in commands" }
        }
      }
    }
    let cachePath = PluginPaths.cacheFile(variables)
    var cache = PluginSignatureCache.load(cachePath)
    var cacheChanged = false
    let files = PluginFile.discover(in: PluginPaths.searchFolders(variables))
    // Names are claimed in the order the plugins were installed, so that a plugin added
    // later never takes a command from one the session had; listed by name all the same.
    var loaded: [String: (ExternalPlugin?, PluginCatalog.Entry)] = [:]
    for file in PluginFile.inInstallOrder(files) {
      let connection = PluginConnection(
        name: file.name, path: file.path, hostVersion: hostVersion, environment: variables)
      var entry: PluginSignatureCache.Entry
      // A plugin that failed is asked again at every start (it may have been slow once),
      // and warned about each time it fails.
      let cached = cache.entry(for: file)
      if let cached, cached.failure == nil {
        entry = cached
      } else {
        entry = describe(file, connection: connection, timeout: timeout)
        cache.entries[file.path] = entry
        if cached != entry { cacheChanged = true }
        if let failure = entry.failure {
          let subject = "plugin '\(file.name)' "
          let why = failure.hasPrefix(subject) ? String(failure.dropFirst(subject.count)) : failure
          warn(subject + "left out: \(why); it is tried again at the next start")
        }
      }
      // A command left out is warned about at every start, as the man page says: the
      // clash lasts until a plugin is removed or changed, and it may be the command a
      // script was about to run.
      loaded[file.name] = Self.plugin(
        file, entry: entry, connection: connection, taken: &taken,
        readsArguments: &readsArguments
      ) { problem in warn("plugin '\(file.name)': \(problem)") }
    }
    var plugins: [any ShellPlugin] = [manager]
    for file in files {
      guard let (plugin, catalogEntry) = loaded[file.name] else { continue }
      if let plugin { plugins.append(plugin) }
      catalog.add(catalogEntry)
    }
    if cacheChanged {
      let paths = Set(files.map(\.path))
      cache.entries = cache.entries.filter { paths.contains($0.key) }
      cache.save(cachePath)
    }
    return plugins
  }

  /// The shell plugin for `file`'s commands whose names are not `taken` (nil when none
  /// is left), and what `plugin list` shows of it; names taken are added to `taken`, each
  /// with who took it ("a built-in command", "the plugin 'x'").
  static func plugin(
    _ file: PluginFile, entry: PluginSignatureCache.Entry, connection: PluginConnection,
    taken: inout [String: String], readsArguments: inout Set<String>,
    problem report: (String) -> Void
  ) -> (ExternalPlugin?, PluginCatalog.Entry) {
    var catalogEntry = PluginCatalog.Entry(
      name: file.name, path: file.path, version: entry.version, commands: [],
      problems: entry.failure.map { [$0] } ?? [], connection: nil)
    var specs: [CommandSpec] = []
    for signature in entry.commands ?? [] {
      let names = [signature.name] + (signature.aliases ?? [])
      // 'project add extra' would take the line 'project add extra' from 'project add',
      // which reads 'extra' as its argument: a name may not extend another command's.
      if let command = commandPrefix(of: names, in: taken, readsArguments) {
        let problem =
          "its command '\(signature.name)' is left out: '\(command.prefix)' is "
          + "\(command.owner), which reads the words after it as its arguments"
        catalogEntry.problems.append(problem)
        report(problem)
        continue
      }
      if let clash = names.first(where: { taken[$0] != nil }) {
        let which = clash == signature.name ? "the name" : "its alias '\(clash)'"
        let problem =
          "its command '\(signature.name)' is left out: \(which) is taken by "
          + (taken[clash] ?? "another command")
        catalogEntry.problems.append(problem)
        report(problem)
        continue
      }
      do {
        let spec = try signature.spec { context in
          try PluginCommandRunner.run(context, signature: signature, connection: connection)
        }
        specs.append(spec)
        for name in names { taken[name] = "the plugin '\(file.name)'" }
        if !(signature.arguments ?? []).isEmpty { readsArguments.formUnion(names) }
        catalogEntry.commands.append(signature.name)
        catalogEntry.aliases += signature.aliases ?? []
      } catch {
        catalogEntry.problems.append(error.message)
        report(error.message)
      }
    }
    guard !specs.isEmpty else { return (nil, catalogEntry) }
    catalogEntry.connection = connection
    let group = entry.commands?.compactMap(\.group).first { !$0.isEmpty }
    let plugin = ExternalPlugin(
      name: file.name, helpGroup: group ?? "Plugin \(file.name)", commands: specs,
      connection: connection)
    return (plugin, catalogEntry)
  }

  /// The first command reading positional arguments whose words begin one of `names`,
  /// with its owner.
  static func commandPrefix(
    of names: [String], in taken: [String: String], _ readsArguments: Set<String>
  ) -> (prefix: String, owner: String)? {
    for name in names {
      let words = name.split(separator: " ")
      for count in words.indices.dropFirst() {
        let prefix = words.prefix(count).joined(separator: " ")
        if readsArguments.contains(prefix), let owner = taken[prefix] { return (prefix, owner) }
      }
    }
    return nil
  }

  /// Starts the plugin, reads its `describe` answer and stops it again.
  static func describe(_ file: PluginFile, connection: PluginConnection, timeout: Double)
    -> PluginSignatureCache.Entry
  {
    var entry = PluginSignatureCache.Entry(
      path: file.path, size: file.size, modified: file.modified, version: "", commands: nil,
      failure: nil)
    defer { connection.stop() }
    do {
      let (version, specs) = try connection.describe(timeout: timeout)
      entry.version = version
      entry.commands = try specs.enumerated().map { (index, value) throws(ShellError) in
        try signature(value, index: index)
      }
    } catch {
      // Stopped by a signal ending the session: not a failure to warn about.
      if TerminationSignals.isEnding { TerminationSignals.waitForTheEnd() }
      entry.failure = error.message
    }
    return entry
  }

  /// Decodes one spec of a `describe` answer.
  static func signature(_ value: FieldValue, index: Int) throws(ShellError) -> CommandSignature {
    let data = Data(JSONWriter.encode(value).utf8)
    do {
      let signature = try JSONDecoder().decode(CommandSignature.self, from: data)
      _ = try signature.spec { _ in .empty }
      return signature
    } catch let error as ShellError {
      throw error
    } catch let DecodingError.keyNotFound(key, _) {
      throw .failure("command spec \(index + 1) has no '\(key.stringValue)'")
    } catch let DecodingError.typeMismatch(_, context) {
      let path = context.codingPath.map(\.stringValue).joined(separator: ".")
      throw .failure("command spec \(index + 1): '\(path)' has the wrong type")
    } catch {
      throw .failure("command spec \(index + 1) is not a command spec")
    }
  }
}
