import LedgerCore
import LedgerShell
import LedgerViews
import TerminalUI

/// `budget [--project P]`: one tracker per category in the user's order, then the totals.
enum BudgetCommand {
  static let spec = CommandSpec(
    "budget",
    summary: "Show a project's budget: one tracker per category, then the totals",
    discussion: """
      Each tracker shows what was spent (or received, for fee categories), the budget, \
      what remains or how far over it is, and a progress bar that shows the overflow. \
      Categories follow the order set with 'category move'. The total covers standard \
      categories and spending without a category; fees are totalled apart. With \
      --format json: one object per category with category, kind (standard|fee), \
      budgeted, spent, remaining (negative when over), percent and currency; amounts are \
      decimal strings such as "1249.99".
      """,
    options: [CategoryArguments.project],
    examples: [
      CommandExample("budget --project \"Smith Residence\"", "A project's budget"),
      CommandExample(
        "ledgersh -c 'budget --format json' | jq '.[] | select(.over)'",
        "In the system shell: the categories over budget"),
    ]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    let project = try context.targetProject()
    let rollup = try context.store().budgetRollup(projectID: project.id)
    let records = rollup.rows.map(\.record)
    let title = "Budget of \(project.name)"
    return CommandResult(data: .records(records, columns: BudgetRollupRow.recordFields)) { style in
      style.draw(VerticalStack([Paragraph(title, role: .bold), BudgetOverview(rollup)]))
    }
  }
}
