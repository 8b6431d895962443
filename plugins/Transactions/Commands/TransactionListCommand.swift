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
    summary: "List a project's (or with --all the account's) transactions as cards",
    discussion: """
      Each card shows the source, the id and date with the amount (returns negative), a \
      row of badges (type, reimbursement, receipt, needs review, category) and the first \
      two lines of the notes. Text shows the first \(textPageSize) unless --limit is given; \
      --format json, jsonl, csv and tsv list every match unless --limit is given. Filters \
      and an order set with 'txs filter' and 'txs sort' hold for the session, under any \
      options given here; a line above the cards says which are in force. --source \
      matches the vendor ignoring case, and a vendor that 'vendors' lists typed without \
      its accents too ("hotel drouot" finds Hôtel Drouot); so does 'items --source'; \
      --vendor is the same filter. --type fee lists the transactions in fee categories \
      (money received from the client); purchase and return leave them out. --since and \
      --until are --from and --to; --min and --max bound the amount. --all lists every \
      project of the account, business inventory included. Fields: id, project_id, \
      project, date, source, amount, signed_amount, currency, type, reimbursement, \
      category_id, category, needs_review, receipt, notes, created_at, updated_at, kind \
      (purchase, return or fee: last, so CSV columns before it keep their places).
      """,
    options: TransactionFilters.options,
    examples: [
      CommandExample("txs", "The current project's latest transactions"),
      CommandExample(
        "txs --category Furnishings --from 2026-11-01 --sort amount", "Biggest this month"),
      CommandExample(
        "txs --all --reimbursement owed-to-company", "What clients are to pay back"),
      CommandExample("txs --type fee --since 2026-11-01", "Fees received this month"),
      CommandExample(
        "ledgersh -c 'txs --needs-review --format csv' > review.csv",
        "In the system shell: what needs review, as CSV"),
    ]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    var query = try TransactionFilters.query(context)
    if query.limit == nil, context.format == .text { query.limit = textPageSize }
    let inForce = try TransactionFiltersLine.text(context)
    let page = try TransactionPage.load(query, from: try context.store())
    let cards = page.cards
    let empty =
      inForce != nil
      ? "No transactions match with the filters in force; 'txs filter --clear' shows them all."
      : "No transactions match. Add one with 'tx add --source VENDOR --amount AMOUNT'."
    let footer =
      page.total > cards.count
      ? "Showing \(cards.count) of \(page.total) transactions; --limit N shows more."
      : totals(page)
    var result = CommandResult(
      data: .records(page.records, columns: Transaction.recordFields),
      message: cards.isEmpty ? empty : nil
    ) { style in
      guard !cards.isEmpty else { return CommandResult.wrapped(empty, style: style) }
      return style.draw(Grid(cards))
    }
    // Notes, not results: on a terminal above and below the cards, else on stderr.
    result.heading = inForce
    result.footer = footer
    return result
  }

  /// The totals of a whole list by kind, such as `2 purchases $4,670.49 · 1 return
  /// -$200.00 · 1 fee $4,000.00`: fees are money received, never added to spending.
  static func totals(_ page: TransactionPage) -> String? {
    guard let currency = page.transactions.first?.amount.currency else { return nil }
    var sums: [TransactionKind: (count: Int, minorUnits: Int64)] = [:]
    for transaction in page.transactions {
      let isFee = transaction.categoryID.map { page.feeCategories.contains($0) } ?? false
      let kind = TransactionKind.of(transaction, isFee: isFee)
      let sum = sums[kind] ?? (0, 0)
      sums[kind] = (sum.count + 1, sum.minorUnits &+ transaction.signedAmount.minorUnits)
    }
    let pieces = TransactionKind.allCases.compactMap { kind -> String? in
      guard let sum = sums[kind] else { return nil }
      let amount = Money(minorUnits: sum.minorUnits, currency: currency).formatted
      return "\(English.count(sum.count, kind.rawValue)) \(amount)"
    }
    return pieces.isEmpty ? nil : "Total: " + pieces.joined(separator: " · ")
  }
}
