import GRDB
import LedgerCore
import LedgerSQL
import LedgerStore

/// `BulkLoader` over one open transaction: statements prepared once a connection, no per-row
/// undo log or search indexing for items and transactions (see `SQLiteStore.performBulk`).
final class SQLiteBulkLoader: BulkLoader {
  private let db: Database
  /// Highest item and transaction ids before the load; kept ids must be above them.
  let itemsBefore: Int64
  let transactionsBefore: Int64
  /// How many rows were loaded into each table, by table name.
  private(set) var loaded: [String: Int] = [:]
  /// Default categories of vendors loaded with their ids, by category id: categories load
  /// after vendors, so each default is stored once its category is in.
  private var pendingDefaults: [Int64: [Int64]] = [:]

  init(db: Database) throws {
    self.db = db
    itemsBefore = try Int64.fetchOne(db, sql: "SELECT coalesce(max(id), 0) FROM items") ?? 0
    transactionsBefore =
      try Int64.fetchOne(db, sql: "SELECT coalesce(max(id), 0) FROM transactions") ?? 0
  }

  func defaultAccount() throws -> Account { try LedgerQueries.account(SQLiteConnection(db), nil) }

  func accounts() throws -> [Account] { try LedgerQueries.accounts(SQLiteConnection(db)) }

  func projectNames(accountID: EntityID?) throws -> [String] {
    try LedgerQueries.names(
      SQLiteConnection(db), table: "projects", ownerColumn: "account_id",
      ownerID: try LedgerQueries.accountID(SQLiteConnection(db), accountID))
  }

  func vendorNames(accountID: EntityID?) throws -> [String] {
    try LedgerQueries.names(
      SQLiteConnection(db), table: "vendors", ownerColumn: "account_id",
      ownerID: try LedgerQueries.accountID(SQLiteConnection(db), accountID))
  }

  func categories(accountID: EntityID?, includeArchived: Bool) throws -> [BudgetCategory] {
    try LedgerQueries.categories(
      SQLiteConnection(db), accountID: accountID, includeArchived: includeArchived)
  }

  func spaceTemplates(accountID: EntityID?) throws -> [SpaceTemplate] {
    try LedgerQueries.spaceTemplates(SQLiteConnection(db), accountID: accountID)
  }

  @discardableResult
  func load(_ record: LedgerRecord, keepingID: Bool) throws -> EntityID {
    let connection = SQLiteConnection(db)
    if keepingID {
      try BulkLoadRows.checkKeptID(
        record, itemsBefore: itemsBefore, transactionsBefore: transactionsBefore)
    }
    let (table, values) = try BulkLoadRows.row(record, db: connection)
    let id = try connection.insert(
      BulkLoadRows.insert(table, id: keepingID ? record.id : nil, values: values))
    loaded[table.name, default: 0] += 1
    if keepingID { try loadDefaults(record) }
    return keepingID ? record.id : EntityID(id)
  }

  /// Remembers a kept-id vendor's default category, and stores the defaults waiting for a
  /// kept-id category.
  private func loadDefaults(_ record: LedgerRecord) throws {
    switch record {
    case .vendor(let vendor):
      if let category = vendor.defaultCategoryID {
        pendingDefaults[category.rawValue, default: []].append(vendor.id.rawValue)
      }
    case .category(let category):
      for vendor in pendingDefaults.removeValue(forKey: category.id.rawValue) ?? [] {
        try SQLiteConnection(db).execute(
          BulkLoadRows.vendorDefault(vendor: vendor, category: category.id.rawValue))
      }
    default:
      break
    }
  }
}
