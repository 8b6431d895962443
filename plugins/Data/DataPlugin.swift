import LedgerShell
import LedgerViews

/// The whole-ledger commands: undo, journal, export, import, demo and backup.
public struct DataPlugin: ShellPlugin {
  /// Creates the plugin.
  public init() {}

  public var name: String { "data" }

  public var helpGroup: String { "Ledger" }

  public var commands: [CommandSpec] {
    [
      UndoCommand.spec, JournalCommand.spec, ExportCommand.spec, ImportCommand.spec,
      StatementImportCommand.spec,
      DemoCommand.spec, BackupCommand.spec,
    ]
  }
}
