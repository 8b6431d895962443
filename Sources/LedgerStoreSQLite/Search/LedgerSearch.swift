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
    let terms = query.terms
    guard let match = matchExpression(terms) else {
      return query.kinds.map { SearchSection(kind: $0, total: 0, hits: []) }
    }
    let highlighter = SearchHighlighter(terms: terms)
    let currencies = try AccountCurrencies.fetch(SQLiteConnection(db))
    var sections: [SearchSection] = []
    var projectIDs: Set<Int64> = []
    for kind in query.kinds {
      var total: Int
      var hits: [SearchHit] = []
      let rows = try Row.fetchAll(
        db, cachedSQL: sql(kind, query), arguments: arguments(match, query, limit: true))
      for row in rows {
        let hit = self.hit(kind, row, highlighter: highlighter, currencies: currencies)
        if let project = hit.projectID { projectIDs.insert(project.rawValue) }
        hits.append(hit)
      }
      if hits.count >= query.limit, query.limit > 0 {
        // Only a full page needs counting; with one account and no project, the index
        // alone answers, without looking up rows.
        var scope = query
        if scope.projectID == nil, try accountCount(db) == 1 { scope.accountID = nil }
        let counting = scope.accountID == nil && scope.projectID == nil
        total =
          try Int.fetchOne(
            db, cachedSQL: counting ? indexCount(kind) : sql(kind, scope, counting: true),
            arguments: arguments(match, scope, limit: false)) ?? hits.count
      } else {
        total = hits.count
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

  private static func arguments(_ match: String, _ query: SearchQuery, limit: Bool)
    -> StatementArguments
  {
    var values: [(any DatabaseValueConvertible)?] = [match]
    if let account = query.accountID { values.append(account.rawValue) }
    if let project = query.projectID { values.append(project.rawValue) }
    if limit { values.append(max(0, query.limit)) }
    return StatementArguments(values)
  }

  private static func accountCount(_ db: Database) throws -> Int {
    try Int.fetchOne(db, cachedSQL: "SELECT count(*) FROM accounts") ?? 0
  }

  /// How many rows of a kind match, from the index alone.
  private static func indexCount(_ kind: SearchHitKind) -> String {
    let fts = SearchIndex.index(of: kind).ftsTable
    return "SELECT count(*) FROM \(fts) WHERE \(fts) MATCH ?"
  }

  /// One kind's query; the account and project filters appear only when asked for.
  private static func sql(_ kind: SearchHitKind, _ query: SearchQuery, counting: Bool = false)
    -> String
  {
    let index = SearchIndex.index(of: kind)
    let fts = index.ftsTable
    var joins = ""
    var filters: [String] = []
    let fields: String
    switch kind {
    case .item:
      fields = """
        t.name AS title, t.project_id, t.account_id, t.sku, t.source, t.notes, \
        coalesce(t.project_price, t.purchase_price) AS amount, NULL AS date
        """
      if query.accountID != nil { filters.append("t.account_id = ?") }
      if query.projectID != nil { filters.append("t.project_id = ?") }
    case .transaction:
      fields = """
        t.source AS title, t.project_id, t.account_id, t.notes, t.amount, t.date
        """
      if query.accountID != nil { filters.append("t.account_id = ?") }
      if query.projectID != nil { filters.append("t.project_id = ?") }
    case .space:
      joins = "CROSS JOIN projects p ON p.id = t.project_id"
      fields = """
        t.name AS title, t.project_id, p.account_id, t.notes, t.checklist, NULL AS amount, \
        NULL AS date
        """
      if query.accountID != nil { filters.append("p.account_id = ?") }
      if query.projectID != nil { filters.append("t.project_id = ?") }
    case .project:
      fields = """
        t.name AS title, t.id AS project_id, t.account_id, t.client_name, t.description, \
        NULL AS amount, NULL AS date
        """
      if query.accountID != nil { filters.append("t.account_id = ?") }
      if query.projectID != nil { filters.append("t.id = ?") }
    }
    let conditions = (["\(fts) MATCH ?"] + filters).joined(separator: " AND ")
    // CROSS JOIN keeps the index first: a project's rows probed one by one against the
    // MATCH would cost far more than filtering the matches.
    let from = """
      FROM \(fts) CROSS JOIN \(index.table.name) t ON t.id = \(fts).rowid \(joins)
      WHERE \(conditions)
      """
    if counting { return "SELECT count(*) \(from)" }
    return "SELECT t.id AS id, \(fields), \(index.bm25) AS score \(from) ORDER BY score LIMIT ?"
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
    // Matched by its amount alone: the amount is the matching field.
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
    let marks = Array(repeating: "?", count: ids.count).joined(separator: ", ")
    var names: [Int64: String] = [:]
    for row in try Row.fetchAll(
      db, sql: "SELECT id, name FROM projects WHERE id IN (\(marks))",
      arguments: StatementArguments(ids))
    {
      names[row["id"]] = row["name"]
    }
    return names
  }
}
