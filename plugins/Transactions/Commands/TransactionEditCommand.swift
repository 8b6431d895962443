import LedgerCore
import LedgerShell
import LedgerViews

/// `tx edit T [...]`: changes the given fields of a transaction.
enum TransactionEditCommand {
  static let spec = CommandSpec(
    "tx edit",
    summary: "Change a transaction's fields",
    discussion: """
      Only the fields given change. --no-category removes the category; --reviewed clears \
      the needs-review mark; --receipt attaches another receipt and makes it the main one.
      """,
    arguments: [TransactionOptions.transactionArgument],
    options: [
      TransactionOptions.source, TransactionOptions.amount, TransactionOptions.date,
      TransactionOptions.category, .flag("no-category", "Remove the category"),
      TransactionOptions.type, TransactionOptions.reimbursement, TransactionOptions.needsReview,
      .flag("reviewed", "Clear the needs-review mark"), TransactionOptions.notes,
      TransactionOptions.receipt,
    ],
    examples: [
      CommandExample("tx edit #12 --amount 1,199.99 --reviewed", "Fix the amount, mark reviewed"),
      CommandExample("tx edit 12 --category Lighting", "Move it to another category"),
    ]
  ) { context in try run(context) }

  static let fields = [
    "source", "amount", "date", "category", "no-category", "type", "reimbursement",
    "needs-review", "reviewed", "notes", "receipt",
  ]

  static func run(_ context: CommandContext) throws -> CommandResult {
    let arguments = context.arguments
    let original = try context.transaction(numbered: arguments.value("transaction") ?? "")
    var transaction = original
    guard fields.contains(where: arguments.has) else {
      throw ShellError.usage(
        "nothing to change", hint: "pass one of \(fields.map { "--\($0)" }.joined(separator: ", "))"
      )
    }
    if arguments.flag("needs-review"), arguments.flag("reviewed") {
      throw ShellError.usage("give --needs-review or --reviewed, not both")
    }
    if arguments.value("category") != nil, arguments.flag("no-category") {
      throw ShellError.usage("give --category or --no-category, not both")
    }
    if let source = arguments.value("source") {
      let typed = source.trimmingWhitespace()
      guard !typed.isEmpty else { throw ShellError.usage("--source cannot be empty") }
      transaction.source = try VendorSpelling.of(
        typed, context: context, accountID: transaction.accountID)
    }
    if let amount = arguments.money("amount") { transaction.amount = amount }
    if let date = arguments.date("date") { transaction.date = date }
    if let category = arguments.value("category") {
      transaction.categoryID = try context.category(named: category).id
    }
    if arguments.flag("no-category") { transaction.categoryID = nil }
    if let type = arguments.value("type") {
      transaction.type = try TransactionForm.choice(type, TransactionType.self, option: "type")
    }
    if let reimbursement = arguments.value("reimbursement") {
      transaction.reimbursement = try TransactionForm.choice(
        reimbursement, Reimbursement.self, option: "reimbursement")
    }
    if arguments.flag("needs-review") { transaction.needsReview = true }
    if arguments.flag("reviewed") { transaction.needsReview = false }
    if let notes = arguments.value("notes") { transaction.notes = notes }
    let receipt = try TransactionOptions.receiptPath(arguments)
    // Values that are already the transaction's change nothing: no write, no journal entry,
    // so 'undo' still takes back the command before, as 'item edit' does.
    guard receipt != nil || transaction != original else {
      return try TransactionRecords.changed(
        original, context: context, message: "Transaction \(original.id) is unchanged.")
    }
    let edited = transaction
    let saved = try context.perform { writer in
      let saved = try writer.updateTransaction(edited)
      if let receipt {
        _ = try writer.attachFile(atPath: receipt, to: .transaction(saved.id), primary: true)
      }
      return saved
    }
    return try TransactionRecords.changed(
      saved, context: context, message: "Saved transaction \(saved.id).")
  }
}
