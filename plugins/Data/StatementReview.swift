import LedgerCore
import LedgerShell
import LedgerStore
import LedgerViews
import TerminalUI

/// `import statement --unmatched review` on a terminal (or with `>` answers in a script):
/// a numbered menu for each row left without a project or category — choose its
/// project ›, category › or vendor ›, add it, skip it, add it and the rest as they are, or
/// "always for this vendor": add it, give the vendor's other lines of the import the same,
/// and remember it (`StatementAlways`).
struct StatementReview {
  typealias Planned = StatementImportCommand.Planned

  let context: CommandContext
  let interaction: Interaction
  let projects: [Project]
  let categories: [BudgetCategory]
  let vendors: [Vendor]
  /// The rules file given (`--rules`): "always" writes a rule into it.
  let rulesPath: String?

  init(
    context: CommandContext, interaction: Interaction, store: any Store, accountID: EntityID,
    rulesPath: String?
  ) throws {
    self.context = context
    self.interaction = interaction
    self.rulesPath = rulesPath
    projects = try store.projects(ProjectQuery(accountID: accountID))
    categories = try store.categories(accountID: accountID, includeArchived: false)
    vendors = try store.vendors(accountID: accountID)
  }

  /// Whether the row goes through the menu: one to add that has no project or category.
  static func needsReview(_ plan: Planned) -> Bool {
    guard let draft = plan.draft else { return false }
    return draft.projectID == nil || draft.categoryID == nil
  }

  /// Reviews the rows that need it, changing `planned` as the answers say.
  ///
  /// Answers what "always for this vendor" asked to remember, once the import is written.
  /// Throws when the user cancels (nothing is imported then).
  func review(_ planned: inout [Planned]) throws -> [StatementAlways] {
    let rows = planned.indices.filter { Self.needsReview(planned[$0]) }
    guard !rows.isEmpty else { return [] }
    // Wrapped at spaces to the terminal's width, as every note is.
    let heading =
      "\(rows.count) \(rows.count == 1 ? "line has" : "lines have") no project or category: "
      + "choose for each (q cancels the import)."
    interaction.write(CommandResult.wrapped(heading, style: context.style) + "\n")
    var always: [StatementAlways] = []
    var settled: Set<Int> = []
    for (number, index) in rows.enumerated() where !settled.contains(index) {
      let vendor = StatementVendorMatch.fold(planned[index].vendor)
      switch try reviewRow(&planned[index], number: number + 1, of: rows.count) {
      case .next: continue
      case .rest: return always
      case .always(var remembered):
        // The vendor's lines still to review take the same, without asking.
        for later in rows where later > index && !settled.contains(later) {
          guard StatementVendorMatch.fold(planned[later].vendor) == vendor else { continue }
          remembered.apply(to: &planned[later])
          settled.insert(later)
          remembered.lines += 1
        }
        always.append(remembered)
      }
    }
    return always
  }

  enum Step {
    case next, rest
    case always(StatementAlways)
  }

  private func reviewRow(_ plan: inout Planned, number: Int, of total: Int) throws -> Step {
    let dot = " \(context.style.renderContext.symbols.separator) "
    let vendorBefore = plan.vendor
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
          ActionMenuItem(
            id: "always",
            label: "Always for this vendor: add it, its other lines likewise, and remember",
            symbol: "∞"),
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
      case .selected("always"):
        let remembered = StatementAlways(
          plan: plan, draft: draft, vendorBefore: vendorBefore, rulesPath: rulesPath)
        guard remembered.remembersSomething else {
          interaction.write(
            "Nothing to remember for \(plan.vendor) yet: choose its project, category or "
              + "vendor first.\n")
          continue
        }
        remembered.apply(to: &plan)
        return .always(remembered)
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
