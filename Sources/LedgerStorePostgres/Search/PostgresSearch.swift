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
    var parts: [String] = []
    var arguments = StatementArguments()
    for term in terms {
      parts.append("ledger_query(?, ? <> 0)")
      switch term {
      case .word(let word): arguments += [word, true]
      case .phrase(let words): arguments += [words.joined(separator: " "), false]
      case .amount(let digits):
        arguments += [digits.replacingOccurrences(of: ".", with: " "), false]
      }
    }
    guard !parts.isEmpty else { return nil }
    return try String.fetchOne(
      db, sql: "SELECT (\(parts.joined(separator: " && ")))::text", arguments: arguments)
  }

  /// The sections `query` asks for, in its order, each with its total and best hits.
  static func search(_ db: Database, _ query: SearchQuery) throws -> [SearchSection] {
    let terms = query.terms
    let cjkWords = Self.substrings(terms)
    guard let match = try tsquery(db, terms) else {
      return query.kinds.map { SearchSection(kind: $0, total: 0, hits: []) }
    }
    let highlighter = SearchHighlighter(terms: terms)
    let currencies = try AccountCurrencies.fetch(db)
    var sections: [SearchSection] = []
    var projectIDs: Set<Int64> = []
    for kind in query.kinds {
      var hits: [SearchHit] = []
      let rows = try Row.fetchAll(
        db, sql: sql(kind, query, substrings: cjkWords.count),
        arguments: arguments(match, cjkWords, query, limit: true))
      for row in rows {
        let hit = self.hit(kind, row, highlighter: highlighter, currencies: currencies)
        if let project = hit.projectID { projectIDs.insert(project.rawValue) }
        hits.append(hit)
      }
      var total = hits.count
      if hits.count >= query.limit, query.limit > 0 {
        total =
          try Int.fetchOne(
            db, sql: sql(kind, query, substrings: cjkWords.count, counting: true),
            arguments: arguments(match, cjkWords, query, limit: false)) ?? hits.count
      }
      sections.append(SearchSection(kind: kind, total: total, hits: hits))
    }
    let names = try projectNames(db, Array(projectIDs))
    for index in sections.indices {
      for hitIndex in sections[index].hits.indices {
        let hit = sections[index].hits[hitIndex]
        sections[index].hits[hitIndex].projectName = hit.projectID.flatMap {
          names[$0.rawValue]
        }
      }
    }
    return sections
  }

  /// The hits of every kind in every account, best ranks first (the first search API).
  static func search(_ db: Database, _ text: String, limit: Int) throws -> [SearchHit] {
    guard limit > 0 else { return [] }
    let sections = try search(db, SearchQuery(text: text, limit: limit))
    return sections.flatMap(\.hits).sorted { $0.rank < $1.rank }.prefix(limit).map { $0 }
  }

  private static func arguments(
    _ match: String, _ substrings: [String], _ query: SearchQuery, limit: Bool
  ) -> StatementArguments {
    var values: [(any DatabaseValueConvertible)?] = [match]
    values += substrings.map { $0 as (any DatabaseValueConvertible)? }
    if let account = query.accountID { values.append(account.rawValue) }
    if let project = query.projectID { values.append(project.rawValue) }
    if limit { values.append(max(0, query.limit)) }
    return StatementArguments(values)
  }

  /// One kind's query; the account and project filters appear only when asked for.
  private static func sql(
    _ kind: SearchHitKind, _ query: SearchQuery, substrings: Int, counting: Bool = false
  ) -> String {
    var joins = ""
    var filters: [String] = []
    let fields: String
    let table: String
    switch kind {
    case .item:
      table = "items"
      fields = """
        t.name AS title, t.project_id, t.account_id, t.sku, t.source, t.notes,
        coalesce(t.project_price, t.purchase_price) AS amount, NULL AS date
        """
      if query.accountID != nil { filters.append("t.account_id = ?") }
      if query.projectID != nil { filters.append("t.project_id = ?") }
    case .transaction:
      table = "transactions"
      fields = "t.source AS title, t.project_id, t.account_id, t.notes, t.amount, t.date"
      if query.accountID != nil { filters.append("t.account_id = ?") }
      if query.projectID != nil { filters.append("t.project_id = ?") }
    case .space:
      table = "spaces"
      joins = "JOIN projects p ON p.id = t.project_id"
      fields = """
        t.name AS title, t.project_id, p.account_id, t.notes, t.checklist, NULL AS amount,
        NULL AS date
        """
      if query.accountID != nil { filters.append("p.account_id = ?") }
      if query.projectID != nil { filters.append("t.project_id = ?") }
    case .project:
      table = "projects"
      fields = """
        t.name AS title, t.id AS project_id, t.account_id, t.client_name, t.description,
        NULL AS amount, NULL AS date
        """
      if query.accountID != nil { filters.append("t.account_id = ?") }
      if query.projectID != nil { filters.append("t.id = ?") }
    }
    let patterns = (0..<substrings).map {
      ", '%' || ledger_substring_text(?) || '%' AS p\($0)"
    }
    let conditions =
      (["t.search @@ s.q"] + (0..<substrings).map { "t.search_text LIKE s.p\($0)" } + filters)
      .joined(separator: " AND ")
    let from = """
      FROM (SELECT CAST(? AS tsquery) AS q\(patterns.joined())) AS s
      CROSS JOIN \(table) t \(joins)
      WHERE \(conditions)
      """
    if counting { return "SELECT count(*) \(from)" }
    return """
      SELECT t.id AS id, \(fields), -ts_rank(t.search, s.q, 1)::float8 AS score \(from)
      ORDER BY score, t.id LIMIT ?
      """
  }

  private static func hit(
    _ kind: SearchHitKind, _ row: Row, highlighter: SearchHighlighter,
    currencies: AccountCurrencies
  ) -> SearchHit {
    let title: String = row["title"] ?? ""
    let others: [String]
    switch kind {
    case .item: others = [row["sku"], row["source"], row["notes"]].map { $0 ?? "" }
    case .transaction: others = [row["notes"] ?? ""]
    case .space:
      let checklist = ChecklistCoding.decodeEntries(row["checklist"] ?? "[]").map(\.text)
      others = [row["notes"] ?? "", checklist.joined(separator: " · ")]
    case .project: others = [row["client_name"], row["description"]].map { $0 ?? "" }
    }
    var snippet = highlighter.snippet(of: others)
    if highlighter.matches(in: snippet).isEmpty, !highlighter.matches(in: title).isEmpty {
      snippet = title
    }
    let accountID: Int64 = row["account_id"] ?? 0
    let amount = (row["amount"] as Int64?).map {
      Money(minorUnits: $0, currency: currencies[accountID])
    }
    if let amount, highlighter.matches(in: snippet).isEmpty,
      !highlighter.matches(in: amount.formatted).isEmpty
    {
      snippet = amount.formatted
    }
    let date = (row["date"] as String?).flatMap(CalendarDay.parse)
    return SearchHit(
      kind: kind, id: EntityID(row["id"]), title: title,
      projectID: (row["project_id"] as Int64?).map(EntityID.init), snippet: snippet,
      rank: row["score"],
      amount: amount, date: date)
  }

  private static func projectNames(_ db: Database, _ ids: [Int64]) throws -> [Int64: String] {
    guard !ids.isEmpty else { return [:] }
    var names: [Int64: String] = [:]
    for row in try Row.fetchAll(
      db, sql: "SELECT id, name FROM projects WHERE id IN (SELECT value FROM ledger_ids(?))",
      arguments: [SQL.jsonArray(ids.map(EntityID.init))])
    {
      names[row["id"]] = row["name"]
    }
    return names
  }
}
