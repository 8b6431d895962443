import LedgerCore
import LedgerShell
import LedgerStore
import LedgerViews

/// A project with what its card and detail view show: its budget, pinned category and
/// how many transactions and items it has.
struct ProjectSummary: Sendable {
  var project: Project
  var rollup: BudgetRollup
  var transactionCount: Int
  var itemCount: Int

  /// Loads the summary of `project` from `store`.
  static func load(_ project: Project, from store: any Store) throws -> ProjectSummary {
    ProjectSummary(
      project: project, rollup: try store.budgetRollup(projectID: project.id),
      transactionCount: try store.transactionCount(TransactionQuery(projectID: project.id)),
      itemCount: try store.itemCount(ItemQuery(scope: .project(project.id))))
  }

  /// The pinned category's budget line, if a category is pinned and still listed.
  var pinnedRow: BudgetRollupRow? {
    guard let pinned = project.pinnedCategoryID else { return nil }
    return rollup.rows.first { $0.category.id == pinned }
  }

  /// The budget preview of the card: the pinned category, else the whole budget.
  var preview: BudgetProgressPreview {
    if let row = pinnedRow {
      return BudgetProgressPreview(
        label: row.category.name, spent: row.spent, budgeted: row.budgeted,
        hasBudget: row.hasBudget)
    }
    return BudgetProgressPreview(
      label: "Total budget", spent: rollup.totalSpent, budgeted: rollup.totalBudgeted)
  }

  /// The field names of a project record, in order.
  static let fields = [
    "id", "name", "client", "description", "archived", "pinned_category_id", "pinned_category",
    "transactions", "items", "budgeted", "spent", "remaining", "currency", "created_at",
    "updated_at",
  ]

  /// The project as a record; amounts are decimal strings of the whole budget.
  var record: Record {
    Record([
      "id": .int(project.id.rawValue),
      "name": .string(project.name),
      "client": .string(project.clientName),
      "description": .string(project.description),
      "archived": .bool(project.isArchived),
      "pinned_category_id": project.pinnedCategoryID.map { .int($0.rawValue) } ?? .null,
      "pinned_category": .optional(pinnedRow?.category.name),
      "transactions": .int(transactionCount),
      "items": .int(itemCount),
      "budgeted": .decimal(rollup.totalBudgeted.decimalString),
      "spent": .decimal(rollup.totalSpent.decimalString),
      "remaining": .decimal(rollup.totalRemaining.decimalString),
      "currency": .string(rollup.currency.code),
      "created_at": .string(project.createdAt.iso8601),
      "updated_at": .string(project.updatedAt.iso8601),
    ])
  }
}
