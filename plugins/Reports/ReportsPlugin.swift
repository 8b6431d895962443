import LedgerShell

/// Reports with charts: `report spending`.
public struct ReportsPlugin: ShellPlugin {
  /// Creates the plugin.
  public init() {}

  public var name: String { "reports" }

  public var helpGroup: String { "Reports" }

  public var commands: [CommandSpec] { [ReportSpendingCommand.spec] }
}
