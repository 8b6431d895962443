import LedgerCore
import LedgerShell
import LedgerViews

/// `select txs [filters]`: selects every transaction the filters of `txs` match.
enum SelectTransactionsCommand {
  static let spec = CommandSpec(
    "select txs",
    summary: "Select the transactions that match the filters of 'txs'",
    discussion: """
      Takes the filters of 'txs' (and those set with 'txs filter') and selects every \
      match in the project (--all: in every project of the account), replacing any selection; selecting transactions replaces \
      selected items. The selection lasts for the session.
      """,
    options: TransactionFilters.filterOptions + [
      TransactionFilters.projectOption, TransactionFilters.allOption,
    ],
    examples: [
      CommandExample("select txs --needs-review", "Everything waiting for review"),
      CommandExample("select txs --source \"West Elm\" --from 2026-11-01", "One vendor this month"),
      CommandExample(
        "select txs --all --reimbursement owed-to-company", "Everything clients are to repay"),
    ]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    let query = try TransactionFilters.query(context)
    let ids = try context.store().transactions(query).map(\.id)
    return try SelectionReplacement.replace(
      with: Selection(kind: .transactions, ids: ids), context: context)
  }
}
