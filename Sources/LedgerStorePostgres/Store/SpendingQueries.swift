import LedgerCore
import LedgerStore

/// The reads behind spending reports.
///
/// Months, weeks, categories and projects come from the trigger-kept `report_totals`
/// (one row per day, project, category and type), so a report over a million
/// transactions reads a few thousand rows; vendors are summed from the transactions.
enum SpendingQueries {
  static func totals(_ db: Database, _ query: SpendingQuery) throws -> [SpendingTotal] {
    let accountID = try LedgerQueries.accountID(db, query.accountID)
    let feeIDs = Set(
      try Int64.fetchAll(
        db, cachedSQL: "SELECT id FROM categories WHERE account_id = ? AND kind = 'fee'",
        arguments: [accountID.rawValue]))
    var clauses = ["account_id = ?"]
    var arguments: StatementArguments = [accountID.rawValue]
    if let projectID = query.projectID {
      clauses.append("project_id = ?")
      arguments += [projectID.rawValue]
    }
    if let from = query.from {
      clauses.append("date >= ?")
      arguments += [from.iso8601]
    }
    if let to = query.to {
      clauses.append("date <= ?")
      arguments += [to.iso8601]
    }
    let whereClause = clauses.joined(separator: " AND ")
    let sql: String
    switch query.grouping {
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
    case .vendor:
      sql = """
        SELECT source AS key, coalesce(category_id, 0) AS category_id, type,
          sum(amount) AS amount, count(*) AS count
        FROM transactions WHERE \(whereClause) GROUP BY source, category_id, type
        """
    }
    var sums: [SpendingTotal.Slot: SpendingTotal] = [:]
    let rows = try Row.fetchCursor(db, sql: sql, arguments: arguments)
    while let row = try rows.next() {
      let categoryID: Int64 = row["category_id"]
      let key: String
      switch query.grouping {
      case .month, .vendor:
        key = row["key"]
      case .week:
        let date: String = row["key"]
        key = CalendarDay.parse(date)?.isoWeekKey ?? date
      case .category:
        key = categoryID == 0 ? "" : String(categoryID)
      case .project:
        let projectID: Int64 = row["key"]
        key = projectID == 0 ? "" : String(projectID)
      }
      let slot = SpendingTotal.Slot(key: key, isFee: feeIDs.contains(categoryID))
      var total =
        sums[slot]
        ?? SpendingTotal(key: key, isFee: slot.isFee, purchases: 0, returns: 0, count: 0)
      let type: String = row["type"]
      total.add(
        type == TransactionType.return.rawValue ? .return : .purchase,
        minorUnits: row["amount"], count: row["count"])
      sums[slot] = total
    }
    return sums.values.sorted(by: SpendingTotal.storeOrder)
  }
}
