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
    let signed = "CASE type WHEN 'return' THEN -amount ELSE amount END"
    try db.each(
      """
      SELECT coalesce(project_id, 0), reimbursement,
        CASE WHEN reimbursed_on IS NULL THEN 1 ELSE 0 END,
        sum(\(raw: signed)), count(*)
      FROM transactions
      WHERE account_id = \(accountID) AND reimbursement <> 'none'
        AND (category_id IS NULL OR category_id NOT IN (\(fees)))
      GROUP BY 1, 2, 3
      """
    ) { row in
      let (project, kind, open, total) = (row.int64(0), row.string(1), row.int64(2), row.int64(3))
      let count = Int(row.int64(4))
      add(project) { receivable in
        if kind == Reimbursement.owedToClient.rawValue {
          receivable.owedToClient &+= total
        } else if open != 0 {
          receivable.owed &+= total
          receivable.openCount += count
        } else {
          receivable.paidBack &+= total
        }
      }
      return true
    }
    try db.each(
      """
      SELECT project_id, sum(\(raw: signed)) FROM transaction_totals
      WHERE category_id IN (\(fees)) GROUP BY project_id
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
