import LedgerCore
import LedgerShell
import LedgerViews
import TerminalUI

/// `tx add --source VENDOR --amount A …`: records a purchase or return for a project.
enum TransactionAddCommand {
  static let spec = CommandSpec(
    "tx add",
    summary: "Add a purchase or return to a project",
    discussion: """
      --source and --amount are required; the date defaults to today, the category to the \
      vendor's default ('vendor default'). On a terminal, 'tx add' with either missing opens a three-step form (amount and source · category \
      and date · reimbursement, review and notes) with the given flags as defaults; \
      Ctrl-D cancels with nothing saved; a script gets an error naming the missing \
      flags. The project is --project P or the current one.
      """,
    options: [
      TransactionOptions.source, TransactionOptions.amount, TransactionOptions.date,
      TransactionOptions.category, TransactionOptions.type, TransactionOptions.reimbursement,
      TransactionOptions.needsReview, TransactionOptions.notes, TransactionOptions.receipt,
      TransactionOptions.project,
    ],
    examples: [
      CommandExample(
        "tx add --source \"West Elm\" --amount 1,249.99 --category Furnishings",
        "A purchase today"),
      CommandExample(
        "tx add --source \"West Elm\" --amount 200 --type return --date 2026-11-20",
        "A return on a given day"),
      CommandExample("tx add", "Fill in the form (terminal only)"),
    ]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    let arguments = context.arguments
    var answers: [String: String] = [:]
    for name in ["source", "amount", "date", "category", "type", "reimbursement", "notes"] {
      answers[name] = arguments.value(name)
    }
    answers["needs-review"] = arguments.flag("needs-review") ? "yes" : "no"
    let missing = ["source", "amount"].filter { answers[$0] == nil }
    var formProject: Project?
    if !missing.isEmpty {
      let project = try context.targetProject()
      formProject = project
      guard let interaction = context.interaction else {
        let flags = missing.map { "--\($0)" }.joined(separator: " and ")
        throw ShellError.usage(
          "'tx add' needs \(flags)",
          hint: "tx add --source VENDOR --amount AMOUNT [--date DATE] [--category C]")
      }
      try context.refuseIfReadOnly()
      let store = try context.store()
      let categories = try store.categories(accountID: project.accountID, includeArchived: false)
      let form = try TransactionForm.make(
        title: "New transaction for \(project.name)", defaults: answers,
        currency: context.account().currency, categories: categories.map(\.name),
        vendors: store.vendorNames(accountID: project.accountID),
        vendorCategories: TransactionForm.vendorCategories(
          store.vendors(accountID: project.accountID), categories: categories),
        today: context.today, dayOrder: context.dateReading().order())
      guard
        let filled = form.run(
          input: InteractionLineSource(interaction), output: InteractionOutput(interaction),
          context: context.style.renderContext)
      else { return .note("Cancelled; no transaction added.") }
      answers.merge(filled) { _, new in new }
    }
    // The amount is read outside the write's transaction: the option's before the command
    // ran, one typed into the form here, as the form has it.
    let amount: Money
    if answers["amount"] == arguments.value("amount"), let given = arguments.money("amount") {
      amount = given
    } else {
      amount = try context.money(
        answers["amount"] ?? "", what: "--amount", currency: context.account().currency)
    }
    let receipt = try TransactionOptions.receiptPath(arguments)
    // The lookups (project, account, category, vendor) run inside the write's own
    // transaction: one transaction a line instead of four, and the checks and the write
    // see the same ledger. A bad answer fails the whole of it, with nothing written.
    let (project, transaction, category) = try context.perform { writer in
      let project = try formProject ?? context.targetProject()
      let (draft, category) = try TransactionForm.draft(
        from: answers, amount: amount, project: project, context: context)
      let transaction = try writer.addTransaction(draft)
      if let receipt {
        _ = try writer.attachFile(atPath: receipt, to: .transaction(transaction.id), primary: true)
      }
      return (project, transaction, category)
    }
    // A fee is money the client paid the studio: it is recorded as received, not added as
    // a purchase.
    let opening =
      category?.kind == .fee
      ? "Recorded fee received \(transaction.id): \(transaction.source), "
        + "\(transaction.amount.formatted)"
      : "Added \(transaction.type.rawValue) \(transaction.id): \(transaction.source), "
        + "\(transaction.signedAmount.formatted)"
    var message = opening + " on \(transaction.date.shown)"
    if let category { message += " in \(category.name)" }
    message += "."
    return .changed(
      transaction.record(
        projectName: project.name, categoryName: category?.name, hasReceipt: receipt != nil,
        isFee: category?.kind == .fee),
      message: message)
  }
}
