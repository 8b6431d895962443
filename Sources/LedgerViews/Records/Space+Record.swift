import LedgerCore
import LedgerShell

extension Space {
  /// The field names of a space in JSON, CSV and TSV, in order.
  public static let recordFields = [
    "id", "project_id", "project", "name", "item_count", "checklist_done", "checklist_total",
    "notes", "template_id", "created_at", "updated_at",
  ]

  /// How many checklist entries are done.
  public var checklistDoneCount: Int { checklist.count { $0.isDone } }

  /// The space as a record with stable field names.
  public func record(projectName: String?, itemCount: Int) -> Record {
    Record([
      "id": .int(id.rawValue),
      "project_id": .int(projectID.rawValue),
      "project": .optional(projectName),
      "name": .string(name),
      "item_count": .int(itemCount),
      "checklist_done": .int(checklistDoneCount),
      "checklist_total": .int(checklist.count),
      "notes": .string(notes),
      "template_id": templateID.map { .int($0.rawValue) } ?? .null,
      "created_at": .string(createdAt.iso8601),
      "updated_at": .string(updatedAt.iso8601),
    ])
  }

  /// The checklist as records: `number` (1-based), `text` and `done`.
  public var checklistRecords: [Record] {
    checklist.enumerated().map { index, entry in
      Record(["number": .int(index + 1), "text": .string(entry.text), "done": .bool(entry.isDone)])
    }
  }
}
