import LedgerShell

/// The projects commands (filled in by their issue).
public struct ProjectsPlugin: ShellPlugin {
  /// Creates the plugin.
  public init() {}

  public var name: String { "projects" }

  public var commands: [CommandSpec] { [] }
}
