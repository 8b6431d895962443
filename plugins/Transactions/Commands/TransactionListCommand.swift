import LedgerCore
import LedgerShell
import LedgerViews
import TerminalUI

/// `txs` / `tx list`: a project's transactions as cards, newest first.
enum TransactionListCommand {
  /// How many cards text output shows when no --limit is given.
  static let textPageSize = 50

  static let spec = CommandSpec(
    "tx list", aliases: ["txs"],
    summary: "List a project's transactions as cards",
    discussion: """
      Each card shows the source, the id and date with the amount (returns negative), a \
      row of badges (type, reimbursement, receipt, needs review, category) and the first \
      two lines of the notes. Text shows the first \(textPageSize) unless --limit is given; \
      --format json, jsonl, csv and tsv list every match unless --limit is given.
      """,
    group: "Transactions",
    options: [
      OptionSpec(
        "category", "Only this budget category", type: .reference("category"),
        completion: .named("categories")),
      .flag("needs-review", "Only transactions needing review"),
      OptionSpec("from", "First day included", type: .date),
      OptionSpec("to", "Last day included", type: .date),
      OptionSpec("source", "Only this vendor (ignoring case)", completion: .named("vendors")),
      OptionSpec(
        "sort", "Order, newest or largest first", type: .choice(["date", "amount"]),
        defaultValue: "date"),
      OptionSpec("limit", "Show at most N", type: .integer(1...1_000_000_000)),
      TransactionOptions.project,
    ],
    examples: [
      CommandExample("txs", "The current project's latest transactions"),
      CommandExample(
        "txs --category Furnishings --from 2026-11-01 --sort amount", "Biggest this month"),
      CommandExample("txs --needs-review --format csv > review.csv", "Export what needs review"),
    ]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    let arguments = context.arguments
    let project = try context.targetProject()
    var query = TransactionQuery(projectID: project.id)
    if let text = arguments.value("category") {
      query.categoryID = try context.category(named: text).id
    }
    if arguments.flag("needs-review") { query.needsReview = true }
    (query.from, query.to) = try LedgerCalendar.range(
      from: arguments.value("from"), to: arguments.value("to"))
    query.source = arguments.value("source")
    query.sort = arguments.value("sort").flatMap(TransactionSort.init) ?? .date
    query.limit = arguments.integer("limit") ?? (context.format == .text ? textPageSize : nil)
    let page = try TransactionPage.load(query, from: try context.store())
    let cards = page.cards
    let empty = "No transactions match. Add one with 'tx add --source VENDOR --amount AMOUNT'."
    let footer =
      page.total > cards.count
      ? "Showing \(cards.count) of \(page.total) transactions; --limit N shows more." : nil
    return CommandResult(
      data: .records(page.records, columns: Transaction.recordFields),
      message: cards.isEmpty ? empty : nil
    ) { style in
      guard !cards.isEmpty else { return CommandResult.wrapped(empty, style: style) }
      var text = style.draw(Grid(cards))
      if let footer { text += "\n\n" + CommandResult.wrapped(footer, style: style) }
      return text
    }
  }
}
