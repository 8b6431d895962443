import LedgerCore
import LedgerShell
import LedgerViews

/// Builds the results of the commands that change a transaction.
enum TransactionRecords {
  /// The changed-record result for `transaction`, with its names looked up.
  static func changed(_ transaction: Transaction, context: CommandContext, message: String)
    throws -> CommandResult
  {
    let store = try context.store()
    let category = try transaction.categoryID.map { try store.category($0) }
    let project = try transaction.projectID.map { try store.project($0).name }
    let receipt = try !store.attachments(of: .transaction(transaction.id)).isEmpty
    return .changed(
      transaction.record(
        projectName: project, categoryName: category?.name, hasReceipt: receipt,
        isFee: category?.kind == .fee),
      message: message)
  }
}
