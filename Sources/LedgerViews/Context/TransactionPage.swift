import LedgerCore
import LedgerShell
import LedgerStore

/// A page of transactions with what their cards and records need: category and project
/// names, which have receipts, and how many matched in all.
public struct TransactionPage: Sendable {
  public var transactions: [Transaction]
  /// How many transactions pass the filters, ignoring the page's limit.
  public var total: Int
  public var categoryNames: [EntityID: String]
  /// The fee categories among them: money received from the client, not spent.
  public var feeCategories: Set<EntityID> = []
  public var projectNames: [EntityID: String]
  public var withReceipts: Set<EntityID>
  /// Whether receipts were looked up (not for pages of more than `receiptLookupLimit`).
  public var receiptsKnown: Bool

  /// The largest page whose receipts are looked up one by one.
  public static let receiptLookupLimit = 5000

  /// Loads the page `query` selects from `store`.
  public static func load(_ query: TransactionQuery, from store: any Store) throws
    -> TransactionPage
  {
    let transactions = try store.transactions(query)
    let total =
      query.limit == nil && query.offset == 0
      ? transactions.count : try store.transactionCount(query)
    var categoryNames: [EntityID: String] = [:]
    var feeCategories: Set<EntityID> = []
    var projectNames: [EntityID: String] = [:]
    let accountIDs = Set(transactions.map(\.accountID))
    for accountID in accountIDs {
      for category in try store.categories(accountID: accountID, includeArchived: true) {
        categoryNames[category.id] = category.name
        if category.kind == .fee { feeCategories.insert(category.id) }
      }
      let projects = try store.projects(ProjectQuery(accountID: accountID, includeArchived: true))
      for project in projects { projectNames[project.id] = project.name }
    }
    var withReceipts: Set<EntityID> = []
    // Receipts are looked up per transaction; a huge export leaves them unknown (null).
    let receiptsKnown = transactions.count <= receiptLookupLimit
    if receiptsKnown {
      for transaction in transactions {
        let attachments = try store.attachments(of: .transaction(transaction.id))
        if !attachments.isEmpty { withReceipts.insert(transaction.id) }
      }
    }
    return TransactionPage(
      transactions: transactions, total: total, categoryNames: categoryNames,
      feeCategories: feeCategories, projectNames: projectNames, withReceipts: withReceipts,
      receiptsKnown: receiptsKnown)
  }

  /// The cards of the page, in order.
  public var cards: [TransactionCard] {
    transactions.map {
      TransactionCard(
        $0, categoryName: $0.categoryID.flatMap { categoryNames[$0] },
        hasReceipt: withReceipts.contains($0.id),
        isFee: $0.categoryID.map { feeCategories.contains($0) } ?? false)
    }
  }

  /// The records of the page, in order.
  public var records: [Record] {
    transactions.map {
      $0.record(
        projectName: $0.projectID.flatMap { projectNames[$0] },
        categoryName: $0.categoryID.flatMap { categoryNames[$0] },
        hasReceipt: receiptsKnown ? withReceipts.contains($0.id) : nil,
        isFee: $0.categoryID.map { feeCategories.contains($0) } ?? false)
    }
  }
}
