import LedgerCore
import LedgerStore

/// `BulkLoader` over one open transaction of either store: one insert per record, the
/// vendor defaults that wait for their category, and the reads an import makes meanwhile.
///
/// A store's loader may send rows of bulk tables its own way (`PostgresBulkLoader` batches
/// them); `flush()` sends what it keeps back, before any read.
open class SQLBulkLoader: BulkLoader {
  public let db: any SQLConnection
  /// Highest item and transaction ids before the load; kept ids must be above them.
  public let itemsBefore: Int64
  public let transactionsBefore: Int64
  /// How many rows were loaded into each table, by table name.
  public var loaded: [String: Int] = [:]
  /// Default categories of vendors loaded with their ids, by category id: categories load
  /// after vendors, so each default is stored once its category is in.
  private var pendingDefaults: [Int64: [Int64]] = [:]

  public init(db: any SQLConnection) throws {
    self.db = db
    itemsBefore = try db.value("SELECT coalesce(max(id), 0) FROM items", as: Int64.self) ?? 0
    transactionsBefore =
      try db.value("SELECT coalesce(max(id), 0) FROM transactions", as: Int64.self) ?? 0
  }

  /// Sends the rows kept back for a later statement; nothing by default.
  open func flush() throws {}

  @discardableResult
  open func load(_ record: LedgerRecord, keepingID: Bool) throws -> EntityID {
    if keepingID {
      try BulkLoadRows.checkKeptID(
        record, itemsBefore: itemsBefore, transactionsBefore: transactionsBefore)
    }
    let (table, values) = try BulkLoadRows.row(record, db: db)
    return try insert(record, table: table, values: values, keepingID: keepingID)
  }

  /// Inserts one record's row now.
  public func insert(
    _ record: LedgerRecord, table: LedgerTable, values: [SQLValue], keepingID: Bool
  ) throws -> EntityID {
    try flush()
    let id = try db.insert(
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
        try db.execute(BulkLoadRows.vendorDefault(vendor: vendor, category: category.id.rawValue))
      }
    default:
      break
    }
  }

  // MARK: Reads during the load

  public func defaultAccount() throws -> Account {
    try flush()
    return try LedgerQueries.account(db, nil)
  }

  public func accounts() throws -> [Account] {
    try flush()
    return try LedgerQueries.accounts(db)
  }

  public func projectNames(accountID: EntityID?) throws -> [String] {
    try names("projects", accountID: accountID)
  }

  public func vendorNames(accountID: EntityID?) throws -> [String] {
    try names("vendors", accountID: accountID)
  }

  private func names(_ table: String, accountID: EntityID?) throws -> [String] {
    try flush()
    return try LedgerQueries.names(
      db, table: table, ownerColumn: "account_id",
      ownerID: try LedgerQueries.accountID(db, accountID))
  }

  public func categories(accountID: EntityID?, includeArchived: Bool) throws -> [BudgetCategory] {
    try flush()
    return try LedgerQueries.categories(db, accountID: accountID, includeArchived: includeArchived)
  }

  public func spaceTemplates(accountID: EntityID?) throws -> [SpaceTemplate] {
    try flush()
    return try LedgerQueries.spaceTemplates(db, accountID: accountID)
  }
}
