import LedgerCore
import LedgerShell
import LedgerViews
import TerminalUI

/// `tx menu T`: the transaction's action menu — set category ›, set reimbursement ›,
/// mark reviewed, delete.
enum TransactionMenuCommand {
  static let spec = CommandSpec(
    "tx menu",
    summary: "Open a transaction's action menu (terminal only)",
    discussion: """
      Rows: set category › and set reimbursement › (the current choice marked ✓), mark \
      reviewed (or needing review), delete (asks first). Scripts use 'tx edit' and \
      'tx delete --yes' instead.
      """,
    arguments: [TransactionOptions.transactionArgument],
    examples: [CommandExample("tx menu #12", "Act on transaction 12")]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    var transaction = try context.transaction(
      numbered: context.arguments.value("transaction") ?? "")
    // Every row changes the ledger: refused before the menu on a read-only one.
    try context.refuseIfReadOnly()
    let interaction = try context.requireInteraction(instead: "'tx edit' or 'tx delete --yes'")
    let store = try context.store()
    let categories = try store.categories(accountID: transaction.accountID, includeArchived: false)
    let categoryChoices =
      categories.map { ActionMenuItem(id: "\($0.id.rawValue)", label: $0.name) }
      + [ActionMenuItem(id: "none", label: "No category")]
    let reimbursementLabels: [Reimbursement: String] = [
      .none: "None", .owedToClient: "Owed to client", .owedToCompany: "Owed to company",
    ]
    let dot = " \(context.style.renderContext.symbols.separator) "
    let title =
      [transaction.source, transaction.signedAmount.formatted, transaction.date.shown]
      .joined(separator: dot) + " (\(transaction.id))"
    let menu = ActionMenu(
      title: title,
      items: [
        ActionMenuItem(
          id: "category", label: "Set category", symbol: "▤", subactions: categoryChoices,
          selectedSubactionID: transaction.categoryID.map { "\($0.rawValue)" } ?? "none"),
        ActionMenuItem(
          id: "reimbursement", label: "Set reimbursement", symbol: "⇄",
          subactions: Reimbursement.allCases.map {
            ActionMenuItem(id: $0.rawValue, label: reimbursementLabels[$0] ?? $0.rawValue)
          },
          selectedSubactionID: transaction.reimbursement.rawValue),
        ActionMenuItem(
          id: "review", label: transaction.needsReview ? "Mark reviewed" : "Mark needs review",
          symbol: "✓"),
        ActionMenuItem(
          id: "delete", label: "Delete", symbol: "✖", isDestructive: true,
          confirmation: "Delete transaction \(transaction.id)"),
      ])
    let result = menu.run(
      input: InteractionLineSource(interaction), output: InteractionOutput(interaction),
      context: context.style.renderContext)
    let message: String
    switch result {
    case .submenu("category", let choice):
      transaction.categoryID = Int64(choice).map(EntityID.init)
      let name = categories.first { $0.id == transaction.categoryID }?.name
      message =
        name.map { "Set the category of \(transaction.id) to '\($0)'." }
        ?? "Removed the category of \(transaction.id)."
    case .submenu("reimbursement", let choice):
      guard let value = Reimbursement(rawValue: choice) else { return .note("Nothing changed.") }
      transaction.reimbursement = value
      message = "Set the reimbursement of \(transaction.id) to \(value.rawValue)."
    case .selected("review"):
      transaction.needsReview.toggle()
      message =
        transaction.needsReview
        ? "Marked \(transaction.id) as needing review." : "Marked \(transaction.id) reviewed."
    case .selected("delete"):
      let deleted = transaction
      try context.perform { writer in
        try context.requireUnchanged(
          "Transaction \(deleted.id)", shown: deleted.updatedAt,
          stored: try writer.transaction(deleted.id).updatedAt,
          show: "tx show \(deleted.id.rawValue)")
        try writer.deleteTransaction(deleted.id)
      }
      return .note("Deleted transaction \(deleted.id) ('undo' brings it back).")
    default:
      return .note("Nothing changed.")
    }
    let edited = transaction
    let saved = try context.perform { writer in try writer.updateTransaction(edited) }
    return try TransactionRecords.changed(saved, context: context, message: message)
  }
}
