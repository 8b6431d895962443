import LedgerCore
import LedgerShell
import LedgerViews

/// `tx delete T`: deletes a transaction after confirming.
enum TransactionDeleteCommand {
  static let spec = CommandSpec(
    "tx delete",
    summary: "Delete a transaction (its items stay, unlinked)",
    discussion: "Asks first on a terminal; scripts must pass --yes. 'undo' brings it back.",
    arguments: [TransactionOptions.transactionArgument],
    options: [.flag("yes", short: "y", "Delete without asking")],
    examples: [CommandExample("tx delete #12 --yes", "Delete without asking (scripts)")]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    let transaction = try context.transaction(
      numbered: context.arguments.value("transaction") ?? "")
    let question =
      "Delete transaction \(transaction.id) (\(transaction.source), "
      + "\(transaction.signedAmount.formatted) on \(transaction.date))?"
    guard try context.confirmChange(question) else {
      return .note("Kept transaction \(transaction.id).")
    }
    let record = try TransactionRecords.changed(transaction, context: context, message: "")
    try context.perform { writer in
      try context.requireUnchanged(
        "Transaction \(transaction.id)", shown: transaction.updatedAt,
        stored: try writer.transaction(transaction.id).updatedAt,
        show: "tx show \(transaction.id.rawValue)")
      try writer.deleteTransaction(transaction.id)
    }
    let message = "Deleted transaction \(transaction.id) ('undo' brings it back)."
    guard case .record(let deleted) = record.data else { return .note(message) }
    return .changed(deleted, message: message)
  }
}
