import LedgerShell

/// The transactions commands (filled in by their issue).
public struct TransactionsPlugin: ShellPlugin {
  /// Creates the plugin.
  public init() {}

  public var name: String { "transactions" }

  public var commands: [CommandSpec] { [] }
}
