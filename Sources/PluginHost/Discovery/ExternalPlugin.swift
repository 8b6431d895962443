import LedgerShell

/// A discovered external plugin: its commands, run through its connection, listed in
/// help under its group like a built-in plugin's.
public struct ExternalPlugin: ShellPlugin {
  /// The name in `ledgersh-NAME`.
  public let name: String
  /// The group of its first command that names one, else its name.
  public let helpGroup: String
  /// Its commands, each running in the plugin's process.
  public let commands: [CommandSpec]
  /// The process behind the commands.
  let connection: PluginConnection
}
