import LedgerShell
import LedgerViews

/// The transaction commands: add, list, show, edit, delete, menu, and the session's
/// filter and sort.
public struct TransactionsPlugin: ShellPlugin {
  /// Creates the plugin.
  public init() {}

  public var name: String { "transactions" }

  public var helpGroup: String { "Transactions" }

  public var commands: [CommandSpec] {
    [
      TransactionListCommand.spec, TransactionAddCommand.spec, TransactionShowCommand.spec,
      TransactionEditCommand.spec, TransactionDeleteCommand.spec, TransactionMenuCommand.spec,
      TransactionFilterCommand.spec, TransactionSortCommand.spec, TransactionReimbursedCommand.spec,
    ]
  }

  public var completionSources: KeyValuePairs<CompletionSourceName, CompletionProvider> {
    [.vendors: LedgerCompletion.vendors]
  }
}
