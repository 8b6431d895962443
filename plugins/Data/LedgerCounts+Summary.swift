import LedgerShell
import LedgerStore
import LedgerViews

extension LedgerCounts {
  /// The non-zero counts as "6 projects, 200 transactions, 120 items".
  var summary: String {
    let parts: [(Int, String, String)] = [
      (projects, "project", "projects"), (categories, "category", "categories"),
      (budgets, "budget", "budgets"), (vendors, "vendor", "vendors"),
      (spaceTemplates, "space template", "space templates"), (spaces, "space", "spaces"),
      (transactions, "transaction", "transactions"), (items, "item", "items"),
      (attachments, "attachment", "attachments"),
      (vendorAliases, "vendor alias", "vendor aliases"),
    ]
    let text = parts.filter { $0.0 > 0 }.map { "\($0.0) \($0.0 == 1 ? $0.1 : $0.2)" }
    return text.isEmpty ? "nothing" : text.joined(separator: ", ")
  }

  /// The counts as a JSON record.
  var record: Record {
    Record([
      "projects": .int(projects), "categories": .int(categories), "budgets": .int(budgets),
      "vendors": .int(vendors), "space_templates": .int(spaceTemplates), "spaces": .int(spaces),
      "transactions": .int(transactions), "items": .int(items), "attachments": .int(attachments),
    ])
  }
}
