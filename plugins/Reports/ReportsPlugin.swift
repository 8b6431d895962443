import LedgerShell

/// Reports: `report spending` (charts), `report owed` (what clients owe), and for the client
/// `report budget` and `report ffe` (the FF&E schedule), as pages to print or mail.
public struct ReportsPlugin: ShellPlugin {
  /// Creates the plugin.
  public init() {}

  public var name: String { "reports" }

  public var helpGroup: String { "Reports" }

  public var commands: [CommandSpec] {
    [
      ReportSpendingCommand.spec, ReportOwedCommand.spec, ReportBudgetCommand.spec,
      ReportFFECommand.spec,
    ]
  }
}
