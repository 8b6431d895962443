import LedgerShell

/// The data commands (filled in by their issue).
public struct DataPlugin: ShellPlugin {
  /// Creates the plugin.
  public init() {}

  public var name: String { "data" }

  public var commands: [CommandSpec] { [] }
}
