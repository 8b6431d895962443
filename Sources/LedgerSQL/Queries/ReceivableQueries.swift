import LedgerCore
import LedgerStore

/// The reads behind `report owed`.
///
/// Reimbursable transactions come from the partial index of those whose reimbursement is
/// not 'none' (schema v13), fees from the trigger-kept `transaction_totals`: neither reads
/// the whole table, so a ledger of a million transactions answers in milliseconds.
public enum ReceivableQueries {
  public static func receivables(_ db: any SQLConnection, accountID: EntityID?) throws
    -> [ProjectReceivable]
  {
    let accountID = try LedgerQueries.accountID(db, accountID)
    let fees: SQL = "SELECT id FROM categories WHERE account_id = \(accountID) AND kind = 'fee'"
    var rows: [Int64: ProjectReceivable] = [:]
    func add(_ project: Int64, _ change: (inout ProjectReceivable) -> Void) {
      var row =
        rows[project] ?? ProjectReceivable(projectID: project == 0 ? nil : EntityID(project))
      change(&row)
      rows[project] = row
    }
    let feeIDs = Set(try db.values(fees, as: Int64.self))
    // Grouped in the order of the index (no sorting), fee categories and returns sorted
    // out here: a condition or sign per row cost SQLite 120 ms over a million rows.
    try db.each(
      """
      SELECT project_id, reimbursement, reimbursed_on, category_id, type, sum(amount), count(*)
      FROM transactions
      WHERE account_id = \(accountID) AND reimbursement <> 'none'
      GROUP BY project_id, reimbursement, reimbursed_on, category_id, type
      """
    ) { row in
      let project = row.int64(0)
      let kind = row.string(1)
      let reimbursedOn: String? = row[2]
      let open = reimbursedOn == nil
      guard !feeIDs.contains(row.int64(3)) else { return true }
      let sign: Int64 = row.string(4) == TransactionType.return.rawValue ? -1 : 1
      let total = sign &* row.int64(5)
      let count = Int(row.int64(6))
      add(project) { receivable in
        if kind == Reimbursement.owedToClient.rawValue {
          receivable.owedToClient &+= total
        } else if open {
          receivable.owed &+= total
          receivable.openCount += count
        } else {
          receivable.paidBack &+= total
        }
      }
      return true
    }
    let signed = "CASE type WHEN 'return' THEN -amount ELSE amount END"
    try db.each(
      """
      SELECT project_id, sum(\(raw: signed)) FROM transaction_totals
      WHERE category_id IN (\(fees)) AND project_id <> 0 GROUP BY project_id
      """
    ) { row in
      let (project, total) = (row.int64(0), row.int64(1))
      add(project) { $0.fees &+= total }
      return true
    }
    return rows.values.filter { !$0.isZero || $0.openCount > 0 }
      .sorted(by: ProjectReceivable.storeOrder)
  }
}
