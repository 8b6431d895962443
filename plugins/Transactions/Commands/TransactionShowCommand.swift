import LedgerCore
import LedgerShell
import LedgerViews
import TerminalUI

/// `tx show T`: one transaction in full.
enum TransactionShowCommand {
  static let spec = CommandSpec(
    "tx show",
    summary: "Show a transaction in full",
    arguments: [TransactionOptions.transactionArgument],
    examples: [CommandExample("tx show #12", "Everything about transaction 12")]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    let transaction = try context.transaction(
      numbered: context.arguments.value("transaction") ?? "")
    let store = try context.store()
    let category = try transaction.categoryID.map { try store.category($0).name }
    let project = try transaction.projectID.map { try store.project($0).name }
    let attachments = try store.attachments(of: .transaction(transaction.id))
    var record = transaction.record(
      projectName: project, categoryName: category, hasReceipt: !attachments.isEmpty)
    record.append("receipts", .list(attachments.map { .string($0.originalName) }))
    // The notes follow in full below the card, so the card leaves out their preview.
    var header = transaction
    header.notes = ""
    let card = TransactionCard(header, categoryName: category, hasReceipt: !attachments.isEmpty)
    var rows: [any Renderable] = [
      TextDetailRow("Project", project ?? "none (business inventory)"),
      TextDetailRow("Category", category ?? "none"),
      DetailRow("Type", transaction.type.rawValue),
      DetailRow("Reimbursement", transaction.reimbursement.rawValue),
      DetailRow("Needs review", transaction.needsReview ? "yes" : "no"),
    ]
    for attachment in attachments { rows.append(TextDetailRow("Receipt", attachment.originalName)) }
    if !transaction.notes.isEmpty { rows.append(Paragraph(transaction.notes)) }
    let view = VerticalStack([VerticalStack([card]), VerticalStack(rows)], spacing: 1)
    return CommandResult(data: .record(record)) { style in
      style.draw(AdaptiveContentWidth(view))
    }
  }
}
