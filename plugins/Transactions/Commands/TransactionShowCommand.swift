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
    let categoryRecord = try transaction.categoryID.map { try store.category($0) }
    let category = categoryRecord?.name
    let project = try transaction.projectID.map { try store.project($0).name }
    let attachments = try store.attachments(of: .transaction(transaction.id))
    var record = transaction.record(
      projectName: project, categoryName: category, hasReceipt: !attachments.isEmpty,
      isFee: categoryRecord?.kind == .fee)
    record.append("receipts", .list(attachments.map { .string($0.originalName) }))
    record.append(
      "reimbursed_on", transaction.reimbursedOn.map { .string($0.iso8601) } ?? .null)
    // The items bought with it, as the app's transaction detail lists them, with their total
    // at the purchase price (the project price where none was recorded).
    let items = try store.items(
      ItemQuery(accountID: transaction.accountID, transactionID: transaction.id))
    let prices = try items.compactMap { item in
      try (item.purchasePrice ?? item.projectPrice)?.multiplied(by: item.quantity)
    }
    let itemsTotal = try Money.sum(prices, currency: transaction.amount.currency)
    record.append(
      "items", .list(items.map { .int($0.id.rawValue) }))
    record.append("items_total", .string(itemsTotal.decimalString))
    // The notes follow in full below the card, so the card leaves out their preview.
    var header = transaction
    header.notes = ""
    let card = TransactionCard(
      header, categoryName: category, hasReceipt: !attachments.isEmpty,
      isFee: categoryRecord?.kind == .fee)
    var rows: [any Renderable] = [
      TextDetailRow("Project", project ?? "none (business inventory)"),
      TextDetailRow("Category", category ?? "none"),
      DetailRow("Type", transaction.type.rawValue),
      DetailRow("Reimbursement", transaction.reimbursement.rawValue),
    ]
    if transaction.reimbursement == .owedToCompany {
      rows.append(
        DetailRow("Paid back", transaction.reimbursedOn.map(\.shown) ?? "not yet"))
    }
    rows += [
      DetailRow("Needs review", transaction.needsReview ? "yes" : "no")
    ]
    for attachment in attachments { rows.append(TextDetailRow("Receipt", attachment.originalName)) }
    if !transaction.notes.isEmpty { rows.append(Paragraph(transaction.notes)) }
    var sections: [any Renderable] = [VerticalStack([card]), VerticalStack(rows)]
    if !items.isEmpty {
      var lines: [any Renderable] = [
        AmountRow(English.count(items.count, "item"), itemsTotal.formatted)
      ]
      for item in items {
        let price = item.purchasePrice ?? item.projectPrice
        let value = [
          item.quantity == 1 ? nil : "×\(item.quantity)", price?.formatted,
        ].compactMap { $0 }.joined(separator: " · ")
        lines.append(TextDetailRow("\(item.id) \(item.name)", value.isEmpty ? "no price" : value))
      }
      sections.append(VerticalStack(lines))
    }
    let view = VerticalStack(sections, spacing: 1)
    return CommandResult(data: .record(record)) { style in
      style.draw(AdaptiveContentWidth(view))
    }
  }
}
