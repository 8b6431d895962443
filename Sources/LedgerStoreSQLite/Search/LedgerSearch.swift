import Foundation
import GRDB
import LedgerCore
import LedgerStore

/// Full-text search over the FTS5 tables of projects, items, transactions and spaces.
enum LedgerSearch {
  /// An FTS5 query where every word of `text` must match as a prefix, with FTS5 syntax
  /// characters neutralized; nil when `text` has no words.
  static func matchExpression(_ text: String) -> String? {
    let words = text.split(whereSeparator: { $0.isWhitespace })
    guard !words.isEmpty else { return nil }
    return
      words
      .map { "\"" + $0.replacingOccurrences(of: "\"", with: "\"\"") + "\"*" }
      .joined(separator: " ")
  }

  static func search(_ db: Database, _ text: String, limit: Int) throws -> [SearchHit] {
    guard let match = matchExpression(text), limit > 0 else { return [] }
    let sources: [(SearchHitKind, LedgerTable, title: String, project: String)] = [
      (.project, .projects, "t.name", "t.id"),
      (.space, .spaces, "t.name", "t.project_id"),
      (.item, .items, "t.name", "t.project_id"),
      (.transaction, .transactions, "t.source", "t.project_id"),
    ]
    var ranked: [(rank: Double, hit: SearchHit)] = []
    for (kind, table, title, project) in sources {
      let fts = table.searchTable
      let rows = try Row.fetchAll(
        db,
        cachedSQL: """
          SELECT t.id AS id, \(title) AS title, \(project) AS project_id,
            snippet(\(fts), -1, '[', ']', '…', 10) AS snippet, \(fts).rank AS rank
          FROM \(fts) JOIN \(table.name) t ON t.id = \(fts).rowid
          WHERE \(fts) MATCH ? ORDER BY \(fts).rank LIMIT ?
          """,
        arguments: [match, limit])
      for row in rows {
        ranked.append(
          (
            row["rank"],
            SearchHit(
              kind: kind, id: EntityID(row["id"]), title: row["title"],
              projectID: RecordDecoder.id(row, "project_id"), snippet: row["snippet"])
          ))
      }
    }
    return ranked.sorted { $0.rank < $1.rank }.prefix(limit).map(\.hit)
  }
}
