import LedgerCore
import LedgerShell
import LedgerViews

extension BudgetCategory {
  /// The field names of a category record, in order.
  static let recordFields = ["id", "name", "kind", "position", "archived"]

  /// The category as a record.
  var record: Record {
    Record([
      "id": .int(id.rawValue),
      "name": .string(name),
      "kind": .string(kind.rawValue),
      "position": .int(position),
      "archived": .bool(isArchived),
    ])
  }
}
