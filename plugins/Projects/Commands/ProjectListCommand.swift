import LedgerCore
import LedgerShell
import LedgerStore
import LedgerViews
import TerminalUI

/// `projects` / `project list`: the projects as cards in the responsive grid.
enum ProjectListCommand {
  static let spec = CommandSpec(
    "project list", aliases: ["projects"],
    summary: "List projects as cards with their budget preview",
    discussion: """
      The projects as cards in a grid as wide as the terminal. Each card shows the \
      project's name and client, the pinned budget category (or the \
      whole budget when none is pinned) as spent of budgeted with a progress bar, and the \
      project's id with its counts of transactions and items. Archived projects are left \
      out unless --archived is given.
      """,
    options: [
      .flag("archived", "Include archived projects"),
      OptionSpec(
        "sort", "Order of the cards", type: .choice(["name", "updated", "spent"]),
        defaultValue: "name"),
    ],
    examples: [
      CommandExample("projects", "Show the active projects"),
      CommandExample("projects --sort spent --format json", "Projects by money spent, as JSON"),
    ]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    let store = try context.store()
    let account = try context.account()
    let query = ProjectQuery(
      accountID: account.id, includeArchived: context.arguments.flag("archived"))
    var summaries = try store.projects(query).map { try ProjectSummary.load($0, from: store) }
    switch context.arguments.value("sort") ?? "name" {
    case "updated":
      summaries.sort {
        ($0.project.updatedAt, $0.project.id) > ($1.project.updatedAt, $1.project.id)
      }
    case "spent":
      summaries.sort {
        ($0.rollup.totalSpent.minorUnits, $1.project.id) > (
          $1.rollup.totalSpent.minorUnits, $0.project.id
        )
      }
    default:
      break
    }
    let records = summaries.map(\.record)
    let emptyMessage =
      context.arguments.flag("archived")
      ? "No projects yet. Add one with 'project add NAME'."
      : "No active projects. Add one with 'project add NAME' (or see 'projects --archived')."
    let cards = summaries.map(ProjectCard.init)
    return CommandResult(
      data: .records(records, columns: ProjectSummary.fields),
      message: records.isEmpty ? emptyMessage : nil
    ) { style in
      cards.isEmpty ? CommandResult.wrapped(emptyMessage, style: style) : style.draw(Grid(cards))
    }
  }
}
