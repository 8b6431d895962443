import LedgerCore
import LedgerShell
import LedgerViews

/// `tx reimbursed T…`: marks reimbursable purchases paid back by the client, in one undo.
enum TransactionReimbursedCommand {
  static let spec = CommandSpec(
    "tx reimbursed",
    summary: "Mark purchases owed to the company as paid back by the client",
    discussion: """
      Each transaction must be owed to the company (--reimbursement owed-to-company). \
      They are marked paid back on --date (default: today) as one change, which one \
      'undo' reverts; 'report owed' then nets them out of what the client owes, and \
      'tx show' gives the day. --clear marks them owed again.
      """,
    arguments: [
      ArgumentSpec(
        "transaction", "The transactions' ids, such as #12", type: .reference("transaction"),
        variadic: true)
    ],
    options: [
      OptionSpec("date", "The day the client paid (default: today)", type: .date),
      .flag("clear", "Mark them still owed (not paid back)"),
    ],
    examples: [
      CommandExample("tx reimbursed #11 #12", "The client paid both back today"),
      CommandExample("tx reimbursed #12 --date 2026-11-30", "Paid back on the 30th"),
      CommandExample("tx reimbursed #12 --clear", "Still owed after all"),
    ]
  ) { context in try run(context) }

  /// The fields of its records: a transaction's, and the day it was paid back.
  static let recordFields = Transaction.recordFields + ["reimbursed_on"]

  static func run(_ context: CommandContext) throws -> CommandResult {
    let arguments = context.arguments
    if arguments.flag("clear"), arguments.has("date") {
      throw ShellError.usage(
        "give --date or --clear, not both", hint: "--clear marks them still owed")
    }
    let texts = arguments.values("transaction")
    guard !texts.isEmpty else {
      throw ShellError.usage(
        "'tx reimbursed' needs the ids of the transactions the client paid back",
        hint: "such as 'tx reimbursed #11 #12'; 'report owed' lists what is owed")
    }
    var transactions: [Transaction] = []
    for text in texts {
      let transaction = try context.transaction(numbered: text)
      guard transaction.reimbursement == .owedToCompany else {
        throw ShellError.failure(
          "transaction \(transaction.id) is not owed to the company (it is "
            + "'\(transaction.reimbursement.rawValue)'), so there is nothing to pay back",
          hint:
            "'tx edit \(transaction.id.rawValue) --reimbursement owed-to-company' first, if "
            + "the client is to pay it back")
      }
      if !transactions.contains(where: { $0.id == transaction.id }) {
        transactions.append(transaction)
      }
    }
    let day: CalendarDay? =
      arguments.flag("clear") ? nil : (arguments.date("date") ?? context.today)
    let ids = transactions.map(\.id)
    let changed = try context.perform { writer in
      try writer.setReimbursed(day, ofTransactions: ids)
    }
    let what = English.count(transactions.count, "transaction")
    let total = transactions.reduce(Int64(0)) { $0 &+ $1.amount.minorUnits }
    let amount = Money(
      minorUnits: total, currency: transactions.first?.amount.currency ?? .usd
    ).formatted
    let message: String
    if changed == 0 {
      message =
        day.map { "Nothing changed: \(what) already marked paid back on \($0.shown)." }
        ?? "Nothing changed: \(what) already owed."
    } else if let day {
      message = "Marked \(what) (\(amount)) paid back on \(day.shown) ('undo' reverts it)."
    } else {
      message = "Marked \(what) (\(amount)) owed again ('undo' reverts it)."
    }
    let page = try TransactionPage.load(TransactionQuery(ids: ids), from: try context.store())
    let records = zip(page.records, page.transactions).map { record, transaction in
      var record = record
      record.append(
        "reimbursed_on", transaction.reimbursedOn.map { .string($0.iso8601) } ?? .null)
      return record
    }
    var result = CommandResult(
      data: .records(records, columns: recordFields),
      message: message
    ) { style in CommandResult.wrapped(message, style: style) }
    result.isConfirmation = true
    return result
  }
}
