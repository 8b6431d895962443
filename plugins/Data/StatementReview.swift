import LedgerCore
import LedgerShell
import LedgerStore
import LedgerViews
import TerminalUI

/// `import statement --unmatched review` on a terminal (or with `>` answers in a script):
/// a numbered menu for each row left without a project or category — choose its
/// project ›, category › or vendor ›, add it, skip it, or add it and the rest as they are.
struct StatementReview {
  typealias Planned = StatementImportCommand.Planned

  let context: CommandContext
  let interaction: Interaction
  let projects: [Project]
  let categories: [BudgetCategory]
  let vendors: [Vendor]

  init(context: CommandContext, interaction: Interaction, store: any Store, accountID: EntityID)
    throws
  {
    self.context = context
    self.interaction = interaction
    projects = try store.projects(ProjectQuery(accountID: accountID))
    categories = try store.categories(accountID: accountID, includeArchived: false)
    vendors = try store.vendors(accountID: accountID)
  }

  /// Whether the row goes through the menu: one to add that has no project or category.
  static func needsReview(_ plan: Planned) -> Bool {
    guard let draft = plan.draft else { return false }
    return draft.projectID == nil || draft.categoryID == nil
  }

  /// Reviews the rows that need it, changing `planned` as the answers say; throws when
  /// the user cancels (nothing is imported then).
  func review(_ planned: inout [Planned]) throws {
    let rows = planned.indices.filter { Self.needsReview(planned[$0]) }
    guard !rows.isEmpty else { return }
    interaction.write(
      "\(rows.count) \(rows.count == 1 ? "line has" : "lines have") no project or category: "
        + "choose for each (q cancels the import).\n")
    for (number, index) in rows.enumerated() {
      switch try reviewRow(&planned[index], number: number + 1, of: rows.count) {
      case .next: continue
      case .rest: return
      }
    }
  }

  enum Step { case next, rest }

  private func reviewRow(_ plan: inout Planned, number: Int, of total: Int) throws -> Step {
    let dot = " \(context.style.renderContext.symbols.separator) "
    while var draft = plan.draft {
      let title =
        "\(number)/\(total) line \(plan.row.line)" + dot + plan.row.date.iso8601 + dot
        + draft.amount.formatted + (draft.type == .return ? " return" : "") + dot
        + plan.row.description
      let menu = ActionMenu(
        title: title,
        items: [
          ActionMenuItem(
            id: "project", label: "Project: " + (plan.project ?? "none"), symbol: "▦",
            subactions: projects.map {
              ActionMenuItem(id: "\($0.id.rawValue)", label: $0.name)
            },
            selectedSubactionID: draft.projectID.map { "\($0.rawValue)" }),
          ActionMenuItem(
            id: "category", label: "Category: " + (plan.category ?? "none"), symbol: "▤",
            subactions: categories.map {
              ActionMenuItem(id: "\($0.id.rawValue)", label: $0.name)
            },
            selectedSubactionID: draft.categoryID.map { "\($0.rawValue)" }),
          ActionMenuItem(
            id: "vendor", label: "Vendor: " + plan.vendor, symbol: "⌂",
            subactions: vendors.map { ActionMenuItem(id: "\($0.id.rawValue)", label: $0.name) },
            selectedSubactionID: vendors.first { $0.name == plan.vendor }.map {
              "\($0.id.rawValue)"
            }),
          ActionMenuItem(id: "add", label: "Add it", symbol: "✓"),
          ActionMenuItem(id: "skip", label: "Skip it", symbol: "↷"),
          ActionMenuItem(id: "rest", label: "Add it and the rest as they are", symbol: "⇥"),
        ].filter { !$0.subactions.isEmpty || !["project", "category", "vendor"].contains($0.id) })
      let result = menu.run(
        input: InteractionLineSource(interaction), output: InteractionOutput(interaction),
        context: context.style.renderContext)
      switch result {
      case .submenu("project", let choice):
        let project = projects.first { "\($0.id.rawValue)" == choice }
        draft.projectID = project?.id
        plan.project = project?.name
        plan.projectFrom = "review"
      case .submenu("category", let choice):
        let category = categories.first { "\($0.id.rawValue)" == choice }
        draft.categoryID = category?.id
        plan.category = category?.name
        plan.categoryFrom = "review"
      case .submenu("vendor", let choice):
        if let vendor = vendors.first(where: { "\($0.id.rawValue)" == choice }) {
          draft.source = vendor.name
          plan.vendor = vendor.name
          plan.vendorFrom = "review"
        }
      case .selected("add"), .selected("rest"):
        // Chosen here, it is reviewed; still missing something, it waits in 'review'.
        let complete = draft.projectID != nil && draft.categoryID != nil
        draft.needsReview = !complete
        plan.outcome = complete ? .added : .review
        plan.draft = draft
        return result == .selected("rest") ? .rest : .next
      case .selected("skip"):
        plan.draft = nil
        plan.outcome = .skippedUnmatched
        return .next
      default:
        throw ShellError.failure("import cancelled; nothing was imported")
      }
      plan.draft = draft
    }
    return .next
  }
}
