import Foundation
import LedgerCore
import LedgerSQL
import LedgerStore

/// Full-text search over the `search` documents of items, transactions, spaces and
/// projects (see `PostgresSearchSchema`), ranked by `ts_rank`.
///
/// The snippet is cut in Swift from the hit's own fields, as on SQLite. A word written only
/// in Chinese or Japanese characters must also be a substring of the row's `search_text`,
/// which its trigram index finds fast (see `PostgresTrigramSchema`).
enum PostgresSearch {
  /// The words of `terms` written only in Chinese or Japanese characters.
  static func substrings(_ terms: [SearchTerm]) -> [String] {
    terms.compactMap { term in
      guard case .word(let word) = term, !word.isEmpty, word.allSatisfy(SearchText.isCJK)
      else { return nil }
      return word
    }
  }

  /// The `tsquery` of `terms`, as text, or nil when nothing is left to match.
  static func tsquery(_ db: Database, _ terms: [SearchTerm]) throws -> String? {
    var parts: [SQL] = []
    for term in terms {
      switch term {
      case .word(let word): parts.append("ledger_query(\(word), \(true) <> 0)")
      case .phrase(let words):
        parts.append("ledger_query(\(words.joined(separator: " ")), \(false) <> 0)")
      case .amount(let digits):
        parts.append(
          "ledger_query(\(digits.replacingOccurrences(of: ".", with: " ")), \(false) <> 0)")
      }
    }
    guard !parts.isEmpty else { return nil }
    return try db.value(
      "SELECT (\(SQL.joined(parts, separator: " && ")))::text", as: String.self)
  }

  /// The sections `query` asks for, in its order, each with its total and best hits.
  static func search(_ db: Database, _ query: SearchQuery) throws -> [SearchSection] {
    let cjkWords = Self.substrings(query.terms)
    guard let match = try tsquery(db, query.terms) else { return SearchResults.empty(query) }
    return try SearchResults.sections(
      db, query, hits: { sql($0, query, match: match, substrings: cjkWords) },
      count: { sql($0, query, match: match, substrings: cjkWords, counting: true) })
  }

  /// The hits of every kind in every account, best ranks first (the first search API).
  static func search(_ db: Database, _ text: String, limit: Int) throws -> [SearchHit] {
    try SearchResults.hits({ try search(db, $0) }, text: text, limit: limit)
  }

  /// One kind's query; the account and project filters appear only when asked for.
  private static func sql(
    _ kind: SearchHitKind, _ query: SearchQuery, match: String, substrings: [String],
    counting: Bool = false
  ) -> SQL {
    var joins = ""
    var filters: [SQL] = []
    let fields: String
    let table: String
    let account = query.accountID
    let project = query.projectID
    switch kind {
    case .item:
      table = "items"
      fields = """
        t.name AS title, t.project_id, t.account_id, t.sku, t.source, t.notes,
        coalesce(t.project_price, t.purchase_price) AS amount, NULL AS date
        """
      if let account { filters.append("t.account_id = \(account)") }
      if let project { filters.append("t.project_id = \(project)") }
    case .transaction:
      table = "transactions"
      fields = "t.source AS title, t.project_id, t.account_id, t.notes, t.amount, t.date"
      if let account { filters.append("t.account_id = \(account)") }
      if let project { filters.append("t.project_id = \(project)") }
    case .space:
      table = "spaces"
      joins = "JOIN projects p ON p.id = t.project_id"
      fields = """
        t.name AS title, t.project_id, p.account_id, t.notes, t.checklist, NULL AS amount,
        NULL AS date
        """
      if let account { filters.append("p.account_id = \(account)") }
      if let project { filters.append("t.project_id = \(project)") }
    case .project:
      table = "projects"
      fields = """
        t.name AS title, t.id AS project_id, t.account_id, t.client_name, t.description,
        NULL AS amount, NULL AS date
        """
      if let account { filters.append("t.account_id = \(account)") }
      if let project { filters.append("t.id = \(project)") }
    }
    var patterns = SQL()
    for (index, word) in substrings.enumerated() {
      patterns += ", '%' || ledger_substring_text(\(word)) || '%' AS p\(raw: String(index))"
    }
    let conditions = SQL.joined(
      ["t.search @@ s.q"] + substrings.indices.map { "t.search_text LIKE s.p\(raw: String($0))" }
        + filters,
      separator: " AND ")
    let from: SQL = """
      FROM (SELECT CAST(\(match) AS tsquery) AS q\(patterns)) AS s
      CROSS JOIN \(raw: table) t \(raw: joins)
      WHERE \(conditions)
      """
    if counting { return "SELECT count(*) \(from)" }
    return """
      SELECT t.id AS id, \(raw: fields), -ts_rank(t.search, s.q, 1)::float8 AS score \(from)
      ORDER BY score, t.id LIMIT \(max(0, query.limit))
      """
  }
}
