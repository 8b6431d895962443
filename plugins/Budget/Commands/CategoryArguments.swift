import LedgerShell
import LedgerViews

/// The argument specs the category commands share.
enum CategoryArguments {
  /// A category named by name or #id, completed from the ledger.
  static func category(
    _ name: String = "category", _ summary: String = "The category's name or #id"
  )
    -> ArgumentSpec
  {
    ArgumentSpec(name, summary, type: .reference("category"), completion: .named(.categories))
  }

  /// `--project P`, completed from the ledger.
  static let project = OptionSpec(
    "project", "The project (default: the current one, see 'use')", type: .reference("project"),
    completion: .named(.projects))
}
