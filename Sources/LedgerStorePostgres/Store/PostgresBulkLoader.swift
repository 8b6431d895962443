import LedgerCore
import LedgerSQL
import LedgerStore

/// `BulkLoader` over one open transaction: no per-row undo log or search indexing for items
/// and transactions (see `PostgresStore.performBulk`), whose rows go a thousand to a
/// multi-row `INSERT` (`InsertBatch`); `flush()` sends what waits.
///
/// Their new ids are counted here: the first `ledger_next_id` takes the table's id lock to
/// the end of the transaction, so no other session adds rows in between.
final class PostgresBulkLoader: BulkLoader {
  private let db: Database
  /// Highest item and transaction ids before the load; kept ids must be above them.
  let itemsBefore: Int64
  let transactionsBefore: Int64
  /// How many rows were loaded into each table, by table name.
  private(set) var loaded: [String: Int] = [:]
  /// Default categories of vendors loaded with their ids, by category id: categories load
  /// after vendors, so each default is stored once its category is in.
  private var pendingDefaults: [Int64: [Int64]] = [:]
  /// The rows of a bulk table not sent yet.
  private var batch: InsertBatch?
  /// The next new id of each bulk table, once this load took the table's id lock.
  private var nextIDs: [String: Int64] = [:]

  init(db: Database) throws {
    self.db = db
    itemsBefore = try db.value("SELECT coalesce(max(id), 0) FROM items", as: Int64.self) ?? 0
    transactionsBefore =
      try db.value("SELECT coalesce(max(id), 0) FROM transactions", as: Int64.self) ?? 0
  }

  func defaultAccount() throws -> Account {
    try flush()
    return try LedgerQueries.account(db, nil)
  }

  func accounts() throws -> [Account] {
    try flush()
    return try LedgerQueries.accounts(db)
  }

  func projectNames(accountID: EntityID?) throws -> [String] {
    try flush()
    return try LedgerQueries.names(
      db, table: "projects", ownerColumn: "account_id",
      ownerID: try LedgerQueries.accountID(db, accountID))
  }

  func vendorNames(accountID: EntityID?) throws -> [String] {
    try flush()
    return try LedgerQueries.names(
      db, table: "vendors", ownerColumn: "account_id",
      ownerID: try LedgerQueries.accountID(db, accountID))
  }

  func categories(accountID: EntityID?, includeArchived: Bool) throws -> [BudgetCategory] {
    try flush()
    return try LedgerQueries.categories(db, accountID: accountID, includeArchived: includeArchived)
  }

  func spaceTemplates(accountID: EntityID?) throws -> [SpaceTemplate] {
    try flush()
    return try LedgerQueries.spaceTemplates(db, accountID: accountID)
  }

  @discardableResult
  func load(_ record: LedgerRecord, keepingID: Bool) throws -> EntityID {
    if keepingID {
      try BulkLoadRows.checkKeptID(
        record, itemsBefore: itemsBefore, transactionsBefore: transactionsBefore)
    }
    let (table, values) = try BulkLoadRows.row(record, db: db)
    if table.isBulk {
      return try batched(table, values, id: keepingID ? record.id.rawValue : nil)
    }
    try flush()
    let id = try db.insert(
      BulkLoadRows.insert(table, id: keepingID ? record.id : nil, values: values))
    loaded[table.name, default: 0] += 1
    if keepingID { try loadDefaults(record) }
    return keepingID ? record.id : EntityID(id)
  }

  /// Sends the rows waiting for a multi-row insert.
  func flush() throws {
    guard let waiting = batch, waiting.count > 0 else { return }
    batch = nil
    try db.execute(postgresSQL: waiting.sql, values: waiting.values)
  }

  /// Adds a bulk table's row to the batch, with its own id or the table's next one.
  private func batched(
    _ table: LedgerTable, _ values: [SQLValue], id kept: Int64?
  ) throws -> EntityID {
    if batch?.table.name != table.name || batch?.isFull == true { try flush() }
    let id: Int64
    if let kept {
      id = kept
      if let next = nextIDs[table.name], kept >= next { nextIDs[table.name] = kept + 1 }
    } else if let next = nextIDs[table.name] {
      id = next
      nextIDs[table.name] = next + 1
    } else {
      try flush()
      id =
        try db.value("SELECT ledger_next_id(\(table.name))", as: Int64.self) ?? 1
      nextIDs[table.name] = id + 1
    }
    if batch == nil { batch = InsertBatch(table: table) }
    batch?.append(id: id, values)
    loaded[table.name, default: 0] += 1
    return EntityID(id)
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
}
