import LedgerCore
import LedgerShell
import LedgerStore
import LedgerViews
import ReportPages
import TerminalUI

/// `report budget`: where a project's budget stands, for the client; an HTML page, or
/// trackers in the terminal.
enum ReportBudgetCommand {
  static let spec = CommandSpec(
    "report budget",
    summary: "Where a project's budget stands, as a page for the client or trackers",
    discussion: """
      The project and its client, the date, each category's budget, spent and remaining \
      (over budget in the error colour) with a bar, spending without a category, the \
      totals, the fees received apart (money in, not spent), and the spending of each of \
      the last 12 months to today's. In the terminal: a tracker per category, the totals \
      and a chart of the months. --format html writes one self-contained page (no \
      scripts, nothing fetched, the charts drawn inside it) that prints on A4 or US \
      Letter and reads on a phone; at its top 'set studio.name' and 'set studio.logo \
      FILE'. --format json, jsonl, csv and tsv give one row per category, as 'budget' \
      does: category, category_id, kind (standard|fee), position, archived, budgeted, \
      spent, remaining (negative when over), percent, over and currency. --to FILE \
      writes the file (replaced whole) instead of standard output.
      """,
    options: [
      CategoryProjectOption.option, ReportOutput.formatOption, ReportOutput.toOption,
    ],
    examples: [
      CommandExample("report budget", "The current project's budget as trackers"),
      CommandExample(
        "report budget --project \"Smith Residence\" --format html --to budget.html",
        "A page to mail or print for the client"),
      CommandExample("report budget --format csv", "The categories' figures as CSV"),
    ]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    let project = try context.targetProject()
    let store = try context.store()
    let report = try BudgetReport.load(project: project, today: context.today, store: store)
    let rollup = report.rollup
    let title =
      "Budget report · \(project.name)"
      + (project.clientName.isEmpty ? "" : " · \(project.clientName)")
    let monthsChart = BarChart(
      report.months.map {
        ChartBar(
          BudgetReport.monthLabel($0.key), value: $0.net,
          valueText: report.money($0.net).formatted)
      },
      totalLabel: "Last 12 months",
      totalText: report.money(report.months.reduce(Int64(0)) { $0 &+ $1.net }).formatted)
    let result = CommandResult(
      data: .records(rollup.rows.map(\.record), columns: BudgetRollupRow.recordFields)
    ) { style in
      style.draw(
        VerticalStack(
          [
            Paragraph(title, role: .bold), BudgetOverview(rollup),
            VerticalStack([Paragraph("Spending by month", role: .bold), monthsChart]),
          ], spacing: 1))
    }
    return try ReportOutput.deliver(
      context, result: result, what: "the budget report of '\(project.name)'"
    ) {
      let heading = ReportHeading.make(context, title: "Budget report", project: project)
      return report.page(heading: heading).html
    }
  }
}

/// `--project P`, as `budget` takes it.
enum CategoryProjectOption {
  static let option = OptionSpec(
    "project", "The project (default: the current one)", type: .reference("project"),
    completion: .named(.projects))
}
