/// What one project's client owes and has paid, for `report owed`; amounts in minor
/// units of the account's currency, purchases less returns.
public struct ProjectReceivable: Hashable, Sendable {
  /// The project; nil for transactions in no project (business inventory).
  public var projectID: EntityID?
  /// Purchases owed to the company (reimbursable) not yet paid back.
  public var owed: Int64
  /// Purchases owed to the company already paid back (`tx reimbursed`).
  public var paidBack: Int64
  /// What the company owes the client back (owed-to-client).
  public var owedToClient: Int64
  /// Fees received from the client (transactions in fee categories).
  public var fees: Int64
  /// Owed-to-company transactions not yet paid back.
  public var openCount: Int

  public init(
    projectID: EntityID?, owed: Int64 = 0, paidBack: Int64 = 0, owedToClient: Int64 = 0,
    fees: Int64 = 0, openCount: Int = 0
  ) {
    self.projectID = projectID
    self.owed = owed
    self.paidBack = paidBack
    self.owedToClient = owedToClient
    self.fees = fees
    self.openCount = openCount
  }

  /// What the client still owes the company: owed less what the company owes back
  /// (negative when the company owes the client).
  public var balance: Int64 { owed &- owedToClient }

  /// Whether every figure is zero.
  public var isZero: Bool { owed == 0 && paidBack == 0 && owedToClient == 0 && fees == 0 }

  /// The reference answer every store must give: the receivables of `transactions` of
  /// one account, by project, in project-id order (no project last), zero ones left out.
  public static func of(
    _ transactions: some Sequence<Transaction>, feeCategoryIDs: Set<EntityID>
  ) -> [ProjectReceivable] {
    var byProject: [EntityID?: ProjectReceivable] = [:]
    for transaction in transactions {
      let isFee = transaction.categoryID.map { feeCategoryIDs.contains($0) } ?? false
      let signed = transaction.signedAmount.minorUnits
      var row =
        byProject[transaction.projectID]
        ?? ProjectReceivable(
          projectID: transaction.projectID)
      if isFee {
        row.fees &+= signed
      } else if transaction.reimbursement == .owedToCompany {
        if transaction.reimbursedOn == nil {
          row.owed &+= signed
          row.openCount += 1
        } else {
          row.paidBack &+= signed
        }
      } else if transaction.reimbursement == .owedToClient {
        row.owedToClient &+= signed
      }
      byProject[transaction.projectID] = row
    }
    return byProject.values.filter { !$0.isZero || $0.openCount > 0 }.sorted(by: storeOrder)
  }

  /// Project-id order, transactions in no project last.
  public static func storeOrder(_ lhs: ProjectReceivable, _ rhs: ProjectReceivable) -> Bool {
    switch (lhs.projectID, rhs.projectID) {
    case (let left?, let right?): left < right
    case (_?, nil): true
    default: false
    }
  }
}
