import LedgerCore
import LedgerShell
import LedgerStore
import LedgerViews
import TerminalUI

/// `project show [P]`: a project's detail view with tabs: overview, budget, transactions.
enum ProjectShowCommand {
  static let tabs = ["overview", "budget", "transactions"]

  static let spec = CommandSpec(
    "project show",
    summary: "Show a project: header, budget summary and latest transactions",
    discussion: """
      The view is capped at the content width (layout.content-width) and has a tab \
      header: the overview (details, a sparkline of the last 12 months' spending, budget \
      summary, the latest transactions), the budget (one tracker per category) or the \
      transactions (the latest, as cards). Without PROJECT, \
      the current project is shown.
      """,
    arguments: [
      ArgumentSpec(
        "project", "The project's name or #id (default: the current project)",
        type: .reference("project"), optional: true, completion: .named(.projects))
    ],
    options: [
      OptionSpec("tab", "The tab to show", type: .choice(tabs), defaultValue: "overview")
    ],
    examples: [
      CommandExample("project show \"Smith Residence\"", "The overview of a project"),
      CommandExample("project show --tab budget", "The current project's budget"),
    ]
  ) { context in try run(context) }

  static let latestCount = 5
  static let transactionsTabCount = 20

  static func run(_ context: CommandContext) throws -> CommandResult {
    // The optional PROJECT argument, else the current project.
    let project = try context.targetProject()
    let store = try context.store()
    let summary = try ProjectSummary.load(project, from: store)
    let tab = tabs.firstIndex(of: context.arguments.value("tab") ?? "overview") ?? 0
    let pageSize = tab == 2 ? transactionsTabCount : latestCount
    let page = try TransactionPage.load(
      TransactionQuery(projectID: project.id, limit: pageSize), from: store)

    let months = try MonthlySpending.load(project, through: context.today, from: store)
    var record = summary.record
    record.append("budget", .list(summary.rollup.rows.map { .record($0.record) }))
    record.append("monthly_spending", .list(months.records.map(FieldValue.record)))
    record.append("latest_transactions", .list(page.records.map(FieldValue.record)))
    let view = ProjectDetailView(summary: summary, page: page, tab: tab, months: months)
    return CommandResult(data: .record(record)) { style in style.draw(view) }
  }
}

/// The detail view of `project show`.
struct ProjectDetailView: Renderable {
  var summary: ProjectSummary
  var page: TransactionPage
  var tab: Int
  var months: MonthlySpending

  var stack: VerticalStack {
    let project = summary.project
    var header: [any Renderable] = [
      CardTitle(
        text: project.name + (project.isArchived ? " [Archived]" : ""),
        detail: "\(project.id)")
    ]
    if !project.clientName.isEmpty { header.append(TextDetailRow("Client", project.clientName)) }
    if !project.description.isEmpty { header.append(Paragraph(project.description)) }
    header.append(SegmentedControl(ProjectShowCommand.tabs, selectedIndex: tab))
    var sections: [any Renderable] = [VerticalStack(header)]
    switch tab {
    case 1:
      sections.append(BudgetOverview(summary.rollup))
    case 2:
      sections.append(transactionsSection(cards: true))
    default:
      sections.append(
        VerticalStack([
          DetailRow("Transactions", "\(summary.transactionCount)"),
          DetailRow("Items", "\(summary.itemCount)"),
          DetailRow("Created", project.createdAt.day.iso8601),
          DetailRow("Updated", project.updatedAt.day.iso8601),
          months.sparkline,
        ]))
      var budget: [any Renderable] = [Paragraph("Budget", role: .bold), summary.preview]
      budget.append(BudgetTotals(summary.rollup))
      sections.append(VerticalStack(budget))
      sections.append(transactionsSection(cards: false))
    }
    return VerticalStack(sections, spacing: 1)
  }

  func transactionsSection(cards: Bool) -> any Renderable {
    let heading = Paragraph(
      page.transactions.isEmpty
        ? "No transactions yet: add one with 'tx add'."
        : "Latest transactions (\(page.transactions.count) of \(summary.transactionCount))",
      role: .bold)
    guard !page.transactions.isEmpty else { return heading }
    if cards { return VerticalStack([heading, Grid(page.cards)]) }
    let rows = page.transactions.map { transaction -> [String] in
      [
        transaction.id.description, transaction.date.shown, transaction.source,
        transaction.categoryID.flatMap { page.categoryNames[$0] } ?? "",
        transaction.signedAmount.formatted,
      ]
    }
    let table = Table(
      columns: [
        TableColumn("Id", wraps: false), TableColumn("Date", wraps: false),
        TableColumn("Source"), TableColumn("Category"), .numeric("Amount"),
      ], rows: rows)
    return VerticalStack([heading, table])
  }

  func measure(in context: RenderContext) -> Measurement {
    stack.measure(in: context)
  }

  func render(in context: RenderContext) -> [String] {
    AdaptiveContentWidth(stack).render(in: context)
  }
}

/// A bold title with a dim detail after it (such as the id), wrapping as needed.
struct CardTitle: Renderable {
  var text: String
  var detail: String

  func measure(in context: RenderContext) -> Measurement {
    Measurement.of(text: text + " " + detail)
  }

  func render(in context: RenderContext) -> [String] {
    TextWrapper.wrap(text + " " + detail, width: context.width).map { context.paint($0, .bold) }
  }
}
