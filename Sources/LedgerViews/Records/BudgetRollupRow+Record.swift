import Foundation
import LedgerCore
import LedgerShell

extension BudgetRollupRow {
  /// The field names of a budget line in JSON, CSV and TSV, in order.
  public static let recordFields = [
    "category", "category_id", "kind", "position", "archived", "budgeted", "spent", "remaining",
    "percent", "over", "currency",
  ]

  /// The line as a record: amounts are decimal strings; `remaining` is negative when over;
  /// `budgeted` is null when the category has no budget (a budget of zero is "0.00");
  /// `percent` is null when nothing is budgeted.
  public var record: Record {
    Record([
      "category": .string(category.name),
      "category_id": .int(category.id.rawValue),
      "kind": .string(category.kind.rawValue),
      "position": .int(category.position),
      "archived": .bool(category.isArchived),
      "budgeted": hasBudget ? .decimal(budgeted.decimalString) : .null,
      "spent": .decimal(spent.decimalString),
      "remaining": .decimal(remaining.decimalString),
      "percent": percent.map { .decimal(String(format: "%.1f", $0)) } ?? .null,
      "over": .bool(isOverBudget),
      "currency": .string(budgeted.currency.code),
    ])
  }
}
