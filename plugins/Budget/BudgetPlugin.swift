import LedgerShell

/// The budget commands (filled in by their issue).
public struct BudgetPlugin: ShellPlugin {
  /// Creates the plugin.
  public init() {}

  public var name: String { "budget" }

  public var commands: [CommandSpec] { [] }
}
