import LedgerCore
import LedgerStore

/// What both stores' searches do once their index found the rows: each kind's page of
/// hits, its total, snippets cut from the hit's own fields, and project names.
///
/// A backend gives, for each kind, the statement of its best hits (columns `id`, `title`,
/// `project_id`, `account_id`, the kind's text fields, `amount`, `date` and `score`, best
/// first) and the statement that counts every match.
public enum SearchResults {
  public static func sections(
    _ db: any SQLConnection, _ query: SearchQuery, hits: (SearchHitKind) throws -> SQL,
    count: (SearchHitKind) throws -> SQL
  ) throws -> [SearchSection] {
    let highlighter = SearchHighlighter(terms: query.terms)
    let currencies = try AccountCurrencies.fetch(db)
    var sections: [SearchSection] = []
    var projectIDs: Set<EntityID> = []
    for kind in query.kinds {
      let found = try db.all(try hits(kind)) { row in
        hit(kind, row, highlighter: highlighter, currencies: currencies)
      }
      for hit in found { if let project = hit.projectID { projectIDs.insert(project) } }
      var total = found.count
      if found.count >= query.limit, query.limit > 0 {
        total = try db.value(try count(kind), as: Int.self) ?? found.count
      }
      sections.append(SearchSection(kind: kind, total: total, hits: found))
    }
    let names = try projectNames(db, projectIDs.sorted())
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
  public static func hits(
    _ sections: (SearchQuery) throws -> [SearchSection], text: String, limit: Int
  ) throws -> [SearchHit] {
    guard limit > 0 else { return [] }
    let found = try sections(SearchQuery(text: text, limit: limit))
    return found.flatMap(\.hits).sorted { $0.rank < $1.rank }.prefix(limit).map { $0 }
  }

  /// Each of `query`'s kinds with no hits, for a search with nothing left to match.
  public static func empty(_ query: SearchQuery) -> [SearchSection] {
    query.kinds.map { SearchSection(kind: $0, total: 0, hits: []) }
  }

  private static func hit(
    _ kind: SearchHitKind, _ row: SQLRow, highlighter: SearchHighlighter,
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
      kind: kind, id: EntityID(row["id"]), title: title, projectID: row.id("project_id"),
      snippet: snippet, rank: row["score"], amount: amount, date: date)
  }

  private static func projectNames(_ db: any SQLConnection, _ ids: [EntityID]) throws
    -> [Int64: String]
  {
    guard !ids.isEmpty else { return [:] }
    var names: [Int64: String] = [:]
    try db.each("SELECT id, name FROM projects WHERE id IN (SELECT value FROM \(ids: ids))") {
      row in
      names[row.int64(0)] = row.string(1)
      return true
    }
    return names
  }
}
