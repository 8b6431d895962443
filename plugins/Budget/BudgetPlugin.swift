import LedgerShell
import LedgerViews

/// The budget commands: categories (add, list, rename, archive, move) and project budgets
/// (show, set, pin).
public struct BudgetPlugin: ShellPlugin {
  /// Creates the plugin.
  public init() {}

  public var name: String { "budget" }

  public var helpGroup: String { "Budget" }

  public var commands: [CommandSpec] {
    [
      BudgetCommand.spec, BudgetSetCommand.spec, BudgetPinCommand.spec,
      CategoryListCommand.spec, CategoryAddCommand.spec, CategoryRenameCommand.spec,
      CategoryArchiveCommand.spec(archiving: true), CategoryArchiveCommand.spec(archiving: false),
      CategoryMoveCommand.spec,
    ]
  }

  public var completionSources: KeyValuePairs<CompletionSourceName, CompletionProvider> {
    [.categories: LedgerCompletion.categories]
  }
}
