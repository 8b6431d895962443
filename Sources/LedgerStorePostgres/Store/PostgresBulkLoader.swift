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
  /// Prepared inserts, by table name and whether the id is given.
  private var statements: [String: Statement] = [:]
  /// Default categories of vendors loaded with their ids, by category id: categories load
  /// after vendors, so each default is stored once its category is in.
  private var pendingDefaults: [Int64: [Int64]] = [:]
  /// The rows of a bulk table not sent yet.
  private var batch: InsertBatch?
  /// The next new id of each bulk table, once this load took the table's id lock.
  private var nextIDs: [String: Int64] = [:]

  init(db: Database) throws {
    self.db = db
    itemsBefore = try Int64.fetchOne(db, sql: "SELECT coalesce(max(id), 0) FROM items") ?? 0
    transactionsBefore =
      try Int64.fetchOne(db, sql: "SELECT coalesce(max(id), 0) FROM transactions") ?? 0
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
    let table: LedgerTable
    let values: [(any DatabaseValueConvertible)?]
    switch record {
    case .account(let account):
      table = .accounts
      values = [account.name, account.currency.code, account.createdAt.millisecondsSince1970]
    case .vendor(let vendor):
      table = .vendors
      values = [vendor.accountID.rawValue, vendor.name]
    case .category(let category):
      table = .categories
      values = [
        category.accountID.rawValue, category.name, category.kind.rawValue, category.position,
        category.isArchived,
      ]
    case .spaceTemplate(let template):
      table = .spaceTemplates
      // A template without a position (an older archive's) goes last.
      let position =
        template.position > 0
        ? template.position
        : try Int.fetchOne(
          db,
          sql: "SELECT coalesce(max(position), 0) + 1 FROM space_templates WHERE account_id = ?",
          arguments: [template.accountID.rawValue]) ?? 1
      values = [
        template.accountID.rawValue, template.name, ChecklistCoding.encode(template.checklist),
        position,
      ]
    case .project(let project):
      table = .projects
      values = [
        project.accountID.rawValue, project.name, project.clientName, project.description,
        project.pinnedCategoryID?.rawValue, project.isArchived,
        project.createdAt.millisecondsSince1970, project.updatedAt.millisecondsSince1970,
      ]
    case .budget(let budget):
      table = .budgets
      values = [budget.projectID.rawValue, budget.categoryID.rawValue, budget.amount.minorUnits]
    case .space(let space):
      table = .spaces
      values = [
        space.projectID.rawValue, space.name, space.notes,
        ChecklistCoding.encode(space.checklist), space.templateID?.rawValue,
        space.createdAt.millisecondsSince1970, space.updatedAt.millisecondsSince1970,
      ]
    case .transaction(let transaction):
      table = .transactions
      if keepingID, transaction.id.rawValue <= transactionsBefore {
        throw StoreError(.conflict, "transaction \(transaction.id) already exists")
      }
      values = [
        transaction.accountID.rawValue, transaction.projectID?.rawValue, transaction.source,
        transaction.amount.minorUnits, transaction.date.iso8601, transaction.type.rawValue,
        transaction.reimbursement.rawValue, transaction.categoryID?.rawValue,
        transaction.needsReview, transaction.notes,
        transaction.createdAt.millisecondsSince1970, transaction.updatedAt.millisecondsSince1970,
      ]
    case .item(let item):
      table = .items
      if keepingID, item.id.rawValue <= itemsBefore {
        throw StoreError(.conflict, "item \(item.id) already exists")
      }
      values = [
        item.accountID.rawValue, item.projectID?.rawValue, item.name, item.sku, item.source,
        item.purchasePrice?.minorUnits, item.projectPrice?.minorUnits, item.quantity,
        item.spaceID?.rawValue, item.transactionID?.rawValue, item.isBookmarked, item.notes,
        item.createdAt.millisecondsSince1970, item.updatedAt.millisecondsSince1970,
      ]
    case .attachment(let attachment):
      table = .attachments
      let (itemID, transactionID, spaceID): (Int64?, Int64?, Int64?) =
        switch attachment.owner {
        case .item(let id): (id.rawValue, nil, nil)
        case .transaction(let id): (nil, id.rawValue, nil)
        case .space(let id): (nil, nil, id.rawValue)
        }
      values = [
        itemID, transactionID, spaceID, attachment.sha256, attachment.fileExtension,
        attachment.kind.rawValue, attachment.originalName, attachment.byteCount,
        attachment.isPrimary, attachment.createdAt.millisecondsSince1970,
        attachment.pixelWidth, attachment.pixelHeight,
      ]
    }
    if table.isBulk {
      return try batched(table, values, id: keepingID ? record.id.rawValue : nil)
    }
    try flush()
    let statement = try self.statement(table, keepingID: keepingID)
    var arguments: [(any DatabaseValueConvertible)?] = keepingID ? [record.id.rawValue] : []
    arguments += values
    try statement.execute(arguments: StatementArguments(arguments))
    loaded[table.name, default: 0] += 1
    if keepingID { try loadDefaults(record) }
    return keepingID ? record.id : EntityID(db.lastInsertedRowID)
  }

  /// Sends the rows waiting for a multi-row insert.
  func flush() throws {
    guard let waiting = batch, waiting.count > 0 else { return }
    batch = nil
    try db.execute(postgresSQL: waiting.sql, values: waiting.values)
  }

  /// Adds a bulk table's row to the batch, with its own id or the table's next one.
  private func batched(
    _ table: LedgerTable, _ values: [(any DatabaseValueConvertible)?], id kept: Int64?
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
        try Int64.fetchOne(db, sql: "SELECT ledger_next_id(?)", arguments: [table.name]) ?? 1
      nextIDs[table.name] = id + 1
    }
    if batch == nil { batch = InsertBatch(table: table) }
    batch?.append(id: id, values.map { $0?.databaseValue ?? .null })
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
        try db.execute(
          sql: """
            INSERT INTO vendor_defaults(id, category_id) VALUES (?, ?)
            ON CONFLICT (id) DO UPDATE SET category_id = excluded.category_id
            """,
          arguments: [vendor, category.id.rawValue])
      }
    default:
      break
    }
  }

  private func statement(_ table: LedgerTable, keepingID: Bool) throws -> Statement {
    let key = keepingID ? table.name + "+id" : table.name
    if let statement = statements[key] { return statement }
    let columns = (keepingID ? ["id"] : []) + table.columns
    let placeholders = Array(repeating: "?", count: columns.count).joined(separator: ", ")
    var sql =
      "INSERT INTO \(table.name)(\(columns.joined(separator: ", "))) VALUES (\(placeholders))"
    if keepingID, table.name == LedgerTable.accounts.name {
      // A fresh ledger already has account #1: loading it again renames it.
      sql +=
        " ON CONFLICT(id) DO UPDATE SET name = excluded.name, currency = excluded.currency,"
        + " created_at = excluded.created_at"
    }
    let statement = try db.makeStatement(sql: sql)
    statements[key] = statement
    return statement
  }
}
