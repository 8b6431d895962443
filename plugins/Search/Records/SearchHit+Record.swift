import Foundation
import LedgerShell
import LedgerStore

extension SearchHit {
  /// The fields of a hit in `--format json|jsonl|csv|tsv`, in order.
  static let recordFields = ["kind", "id", "title", "snippet", "rank", "project"]

  /// The hit as a record: `rank` is FTS5's bm25 with the kind's weights (lower is better;
  /// ranks compare within a kind), `project` the project's name (null for inventory).
  var record: Record {
    Record([
      "kind": .string(kind.rawValue),
      "id": .integer(id.rawValue),
      "title": .string(title),
      "snippet": .string(snippet),
      "rank": .decimal(String(format: "%.6f", rank)),
      "project": .optional(projectName),
    ])
  }
}
