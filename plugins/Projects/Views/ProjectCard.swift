import LedgerCore
import LedgerShell
import LedgerViews
import TerminalUI

/// A project on the projects list: name, client, the pinned category's budget preview,
/// and its id with counts of transactions and items.
///
/// ```
/// ┌──────────────────────────────────┐
/// │ Smith Residence                  │
/// ├──────────────────────────────────┤
/// │ Client                Jane Smith │
/// │ Furnishings                      │
/// │          $1,250.00 of $5,000.00  │
/// │ █████░░░░░░░░░░░░░░░ 25%         │
/// │ #1 · 12 transactions · 4 items   │
/// └──────────────────────────────────┘
/// ```
struct ProjectCard: Renderable {
  var summary: ProjectSummary

  func card(_ context: RenderContext) -> TitledCard {
    let project = summary.project
    var rows: [any Renderable] = []
    if !project.clientName.isEmpty { rows.append(TextDetailRow("Client", project.clientName)) }
    let transactions = summary.transactionCount == 1 ? "transaction" : "transactions"
    let items = summary.itemCount == 1 ? "item" : "items"
    return TitledCard(
      title: project.name,
      badges: project.isArchived ? [Badge("Archived", role: .dim)] : [],
      rows: rows,
      body: [
        summary.preview,
        UnbrokenLine(
          [
            "\(project.id)", "\(summary.transactionCount) \(transactions)",
            "\(summary.itemCount) \(items)",
          ].joined(separator: " \(context.symbols.separator) "),
          role: .dim),
      ])
  }

  func measure(in context: RenderContext) -> Measurement {
    card(context).measure(in: context)
  }

  func render(in context: RenderContext) -> [String] {
    card(context).render(in: context)
  }

  func render(in context: RenderContext, height: Int) -> [String] {
    card(context).render(in: context, height: height)
  }
}
