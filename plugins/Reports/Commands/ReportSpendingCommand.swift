import LedgerCore
import LedgerShell
import LedgerViews
import TerminalUI

/// `report spending`: spending as a bar chart by month, week, category, vendor or project.
enum ReportSpendingCommand {
  static let groupings = SpendingGrouping.allCases.map(\.rawValue)

  static let spec = CommandSpec(
    "report spending",
    summary: "Chart spending by month, week, category, vendor or project",
    discussion: """
      A horizontal bar chart as wide as the terminal: one line per month (YYYY-MM), ISO \
      week (YYYY-Www), category, vendor or project, with the amount and the total. Returns \
      count against spending. Fee categories are money received, not spent: they are \
      charted apart under "Fees received" and never counted in the spending total. Months \
      and weeks come in order, empty ones as zero bars, from --from to --to (else from the \
      first to the last with transactions), unless that spans more than 1,200 of them (a date typed as 9999): \
      then only those with transactions, and a note says so; the others come largest \
      first. A vendor typed in several cases is one bar, named as 'vendors' names it. The \
      scope is the current project (or --project P), or the whole account with --all, business \
      inventory included. --format json, jsonl, csv and tsv give one row per bar with \
      the fields section (spending or fees), label, key (the month, week, category or \
      project id, or vendor), amount (purchases less returns), purchases, returns, \
      currency and count (transactions). The filters of 'txs' (--category, --vendor, \
      --type, --reimbursement, --min, --max, --needs-review; --since and --until for \
      --from and --to) narrow the transactions charted; a --type fee report charts fees \
      only.
      """,
    options: [
      OptionSpec(
        "by", "Group into bars by", type: .choice(groupings), defaultValue: "month"),
      OptionSpec(
        "project", "The project (default: the current one)", type: .reference("project"),
        completion: .named(.projects)),
      TransactionFilters.allOption,
    ] + TransactionFilters.filterOptions,
    examples: [
      CommandExample("report spending", "The current project's spending by month"),
      CommandExample("report spending --by category --all", "The whole account by category"),
      CommandExample(
        "report spending --by week --from 2026-11-01 --to 2026-11-30", "Weeks of November"),
      CommandExample("report spending --by vendor --format csv", "Vendors' totals as CSV"),
      CommandExample(
        "report spending --all --by project --reimbursement owed-to-company",
        "What clients are to pay back, by project"),
    ]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    let arguments = context.arguments
    if arguments.flag("all"), arguments.has("project") {
      throw ShellError.usage(
        "give --project or --all, not both",
        hint: "--all covers every project of the account")
    }
    let grouping = arguments.value("by").flatMap(SpendingGrouping.init) ?? .month
    var query = SpendingQuery(grouping: grouping)
    // The filters of 'txs' as given here (not the session's, which are for 'txs').
    var filters = TransactionFilters()
    try filters.apply(context)
    (query.from, query.to) = (filters.from, filters.to)
    var dated = filters
    (dated.from, dated.to) = (nil, nil)
    if !dated.isEmpty { query.conditions = dated.query(projectID: nil) }
    let scope: String
    let account: Account
    let store = try context.store()
    if arguments.flag("all") {
      account = try context.account()
      scope = "All projects"
    } else {
      let project = try context.targetProject()
      account = try store.account(project.accountID)
      query.projectID = project.id
      scope = project.name
    }
    query.accountID = account.id
    let report = try SpendingReport.load(
      query, scope: scope, currency: account.currency, from: store)
    if let span = report.unfilledSpan {
      let periods = "\(span.periods) \(grouping == .month ? "months" : "weeks")"
      if query.from != nil, query.to != nil {
        context.notice(
          "The range \(span.first) to \(span.last) spans \(periods): only those with "
            + "transactions are listed. A shorter --from to --to charts every one.")
      } else {
        context.notice(
          "The transactions span \(span.first) to \(span.last), \(periods): only those "
            + "with transactions are listed. A date typed wrong? 'txs' lists the latest "
            + "first; --from and --to chart a range.")
      }
    }
    let view = SpendingReportView(report: report)
    let empty = report.bars.isEmpty
    let message =
      "No transactions in this range. Add one with 'tx add --source VENDOR --amount AMOUNT'."
    return CommandResult(
      data: .records(report.bars.map(\.record), columns: SpendingBar.recordFields),
      message: empty ? message : nil
    ) { style in
      guard !empty else { return CommandResult.wrapped(message, style: style) }
      return style.draw(view)
    }
  }
}
