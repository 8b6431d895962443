import Foundation
import GRDB
import LedgerCore
import LedgerSQL
import LedgerStore

/// Full-text search over the FTS5 indexes of items, transactions, spaces and projects.
///
/// Each kind is one query: the MATCH, the account and project filters, bm25 with the
/// index's column weights, and LIMIT — what the sqlite3 shell would run. The snippet is
/// cut in Swift from the hit's own fields, since the index holds CJK text as pairs.
enum LedgerSearch {
  /// An FTS5 query for `terms`, every token quoted (so no input is a syntax error): words
  /// as prefixes, phrases and amounts exact, all required; nil when nothing is left.
  static func matchExpression(_ terms: [SearchTerm]) -> String? {
    let parts = terms.compactMap { term -> String? in
      switch term {
      case .word(let word): return quoted(SearchText.indexed(word)) + "*"
      case .phrase(let words): return quoted(SearchText.indexed(words.joined(separator: " ")))
      case .amount(let digits): return quoted(digits)
      }
    }
    return parts.isEmpty ? nil : parts.joined(separator: " ")
  }

  private static func quoted(_ text: String) -> String {
    text.quoted(doubling: "\"")
  }

  /// The sections `query` asks for, in its order, each with its total and best hits.
  static func search(_ db: Database, _ query: SearchQuery) throws -> [SearchSection] {
    guard let match = matchExpression(query.terms) else { return SearchResults.empty(query) }
    return try SearchResults.sections(
      SQLiteConnection(db), query, hits: { sql($0, query, match: match) },
      count: { kind in
        // Only a full page is counted; with one account and no project, the index alone
        // answers, without looking up rows.
        var scope = query
        if scope.projectID == nil, try accountCount(db) == 1 { scope.accountID = nil }
        guard scope.accountID != nil || scope.projectID != nil else {
          return indexCount(kind, match: match)
        }
        return sql(kind, scope, match: match, counting: true)
      })
  }

  /// The hits of every kind in every account, best ranks first (the first search API).
  static func search(_ db: Database, _ text: String, limit: Int) throws -> [SearchHit] {
    try SearchResults.hits({ try search(db, $0) }, text: text, limit: limit)
  }

  private static func accountCount(_ db: Database) throws -> Int {
    try Int.fetchOne(db, cachedSQL: "SELECT count(*) FROM accounts") ?? 0
  }

  /// How many rows of a kind match, from the index alone.
  private static func indexCount(_ kind: SearchHitKind, match: String) -> LedgerStatement {
    let fts = SearchIndex.index(of: kind).ftsTable
    return "SELECT count(*) FROM \(raw: fts) WHERE \(raw: fts) MATCH \(match)"
  }

  /// One kind's query; the account and project filters appear only when asked for.
  private static func sql(
    _ kind: SearchHitKind, _ query: SearchQuery, match: String, counting: Bool = false
  ) -> LedgerStatement {
    let index = SearchIndex.index(of: kind)
    let fts = index.ftsTable
    var joins = ""
    var filters: [LedgerStatement] = []
    let fields: String
    switch kind {
    case .item:
      fields = """
        t.name AS title, t.project_id, t.account_id, t.sku, t.source, t.notes, \
        coalesce(t.project_price, t.purchase_price) AS amount, NULL AS date
        """
      if let account = query.accountID { filters.append("t.account_id = \(account)") }
      if let project = query.projectID { filters.append("t.project_id = \(project)") }
    case .transaction:
      fields = """
        t.source AS title, t.project_id, t.account_id, t.notes, t.amount, t.date
        """
      if let account = query.accountID { filters.append("t.account_id = \(account)") }
      if let project = query.projectID { filters.append("t.project_id = \(project)") }
    case .space:
      joins = "CROSS JOIN projects p ON p.id = t.project_id"
      fields = """
        t.name AS title, t.project_id, p.account_id, t.notes, t.checklist, NULL AS amount, \
        NULL AS date
        """
      if let account = query.accountID { filters.append("p.account_id = \(account)") }
      if let project = query.projectID { filters.append("t.project_id = \(project)") }
    case .project:
      fields = """
        t.name AS title, t.id AS project_id, t.account_id, t.client_name, t.description, \
        NULL AS amount, NULL AS date
        """
      if let account = query.accountID { filters.append("t.account_id = \(account)") }
      if let project = query.projectID { filters.append("t.id = \(project)") }
    }
    let conditions = LedgerStatement.joined(
      ["\(raw: fts) MATCH \(match)"] + filters, separator: " AND ")
    // CROSS JOIN keeps the index first: a project's rows probed one by one against the
    // MATCH would cost far more than filtering the matches.
    let from: LedgerStatement = """
      FROM \(raw: fts) CROSS JOIN \(raw: index.table.name) t ON t.id = \(raw: fts).rowid \(raw: joins)
      WHERE \(conditions)
      """
    if counting { return "SELECT count(*) \(from)" }
    return """
      SELECT t.id AS id, \(raw: fields), \(raw: index.bm25) AS score \(from) \
      ORDER BY score LIMIT \(max(0, query.limit))
      """
  }
}
