import LedgerCore
import LedgerStore

/// The reads behind spending reports.
///
/// Months, weeks, categories and projects come from the trigger-kept `report_totals`
/// (one row per day, project, category and type), so a report over a million
/// transactions reads a few thousand rows; vendors from `transaction_totals` (one row per
/// project, category, type and vendor), or from the transactions between two dates.
public enum SpendingQueries {
  public static func totals(_ db: any SQLConnection, _ query: SpendingQuery) throws
    -> [SpendingTotal]
  {
    let accountID = try LedgerQueries.accountID(db, query.accountID)
    let feeIDs = Set(
      try db.values(
        "SELECT id FROM categories WHERE account_id = \(accountID) AND kind = 'fee'",
        as: Int64.self))
    var clauses: [SQL] = ["account_id = \(accountID)"]
    if let projectID = query.projectID { clauses.append("project_id = \(projectID)") }
    if let from = query.from { clauses.append("date >= \(from.iso8601)") }
    if let to = query.to { clauses.append("date <= \(to.iso8601)") }
    let whereClause = SQL.joined(clauses, separator: " AND ")
    let sql: SQL
    if var conditions = query.conditions {
      // Conditions the per-day totals do not keep: sum the matching transactions.
      conditions.accountID = accountID
      conditions.projectID = query.projectID
      conditions.from = query.from
      conditions.to = query.to
      let key =
        switch query.grouping {
        case .month: "substr(date, 1, 7)"
        case .week: "date"
        case .category: "''"
        case .project: "coalesce(project_id, 0)"
        case .vendor: "source"
        }
      sql = """
        SELECT \(raw: key) AS key, coalesce(category_id, 0) AS category_id, type,
          sum(amount) AS amount, count(*) AS count
        FROM transactions\(LedgerQueries.filter(conditions))
        GROUP BY 1, 2, type
        """
    } else {
      sql = unfiltered(
        query.grouping, whereClause, hasDates: query.from != nil || query.to != nil)
    }
    return try sums(db, sql, grouping: query.grouping, feeIDs: feeIDs)
  }

  /// The statement of a report without conditions, from the trigger-kept totals.
  private static func unfiltered(
    _ grouping: SpendingGrouping, _ whereClause: SQL, hasDates: Bool
  ) -> SQL {
    let sql: SQL
    switch grouping {
    case .month:
      sql = """
        SELECT substr(date, 1, 7) AS key, category_id, type, sum(amount) AS amount,
          sum(count) AS count
        FROM report_totals WHERE \(whereClause) GROUP BY 1, category_id, type
        """
    case .week:
      sql = """
        SELECT date AS key, category_id, type, sum(amount) AS amount, sum(count) AS count
        FROM report_totals WHERE \(whereClause) GROUP BY date, category_id, type
        """
    case .category:
      sql = """
        SELECT '' AS key, category_id, type, sum(amount) AS amount, sum(count) AS count
        FROM report_totals WHERE \(whereClause) GROUP BY category_id, type
        """
    case .project:
      sql = """
        SELECT project_id AS key, category_id, type, sum(amount) AS amount,
          sum(count) AS count
        FROM report_totals WHERE \(whereClause) GROUP BY project_id, category_id, type
        """
    case .vendor where hasDates:
      // The per-day totals keep no vendor: sum the transactions.
      sql = """
        SELECT source AS key, coalesce(category_id, 0) AS category_id, type,
          sum(amount) AS amount, count(*) AS count
        FROM transactions WHERE \(whereClause) GROUP BY source, category_id, type
        """
    case .vendor:
      sql = """
        SELECT source AS key, category_id, type, sum(amount) AS amount, sum(count) AS count
        FROM transaction_totals WHERE \(whereClause) GROUP BY source, category_id, type
        """
    }
    return sql
  }

  /// The totals of the rows `sql` reads (key, category, type, amount, count).
  private static func sums(
    _ db: any SQLConnection, _ sql: SQL, grouping: SpendingGrouping, feeIDs: Set<Int64>
  ) throws -> [SpendingTotal] {
    var sums: [SpendingTotal.Slot: SpendingTotal] = [:]
    try db.each(sql) { row in
      let categoryID = row.int64(1)
      let key: String
      switch grouping {
      case .month, .vendor:
        key = row.string(0)
      case .week:
        let date = row.string(0)
        key = CalendarDay.parse(date)?.isoWeekKey ?? date
      case .category:
        key = categoryID == 0 ? "" : String(categoryID)
      case .project:
        let projectID = row.int64(0)
        key = projectID == 0 ? "" : String(projectID)
      }
      let slot = SpendingTotal.Slot(key: key, isFee: feeIDs.contains(categoryID))
      var total =
        sums[slot]
        ?? SpendingTotal(key: key, isFee: slot.isFee, purchases: 0, returns: 0, count: 0)
      total.add(
        row.string(2) == TransactionType.return.rawValue ? .return : .purchase,
        minorUnits: row.int64(3), count: Int(row.int64(4)))
      sums[slot] = total
      return true
    }
    return sums.values.sorted(by: SpendingTotal.storeOrder)
  }
}
