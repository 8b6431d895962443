import LedgerCore
import LedgerShell
import LedgerViews

extension Project {
  /// The project's own fields as a record, for the results of changes.
  var record: Record {
    Record([
      "id": .int(id.rawValue),
      "name": .string(name),
      "client": .string(clientName),
      "description": .string(description),
      "archived": .bool(isArchived),
      "pinned_category_id": pinnedCategoryID.map { .int($0.rawValue) } ?? .null,
      "created_at": .string(createdAt.iso8601),
      "updated_at": .string(updatedAt.iso8601),
    ])
  }
}
