import LedgerShell

/// Reports: `report spending` (charts) and `report owed` (what clients owe).
public struct ReportsPlugin: ShellPlugin {
  /// Creates the plugin.
  public init() {}

  public var name: String { "reports" }

  public var helpGroup: String { "Reports" }

  public var commands: [CommandSpec] { [ReportSpendingCommand.spec, ReportOwedCommand.spec] }
}
