import LedgerCore
import LedgerStore

/// The `Store` reads both stores answer the same way, over the connections a store lends.
///
/// A store says how it reads; the queries are the same:
/// - `lookup`: one statement (a row by id or name); SQLite runs it in autocommit mode on
///   the writer connection, PostgreSQL outside any transaction.
/// - `read`: a few statements; SQLite in a deferred read transaction of its own (or the
///   running command's), PostgreSQL as `lookup`.
/// - `snapshot`: statements that must all see one state of the ledger even while other
///   members write; SQLite as `read`, PostgreSQL in a repeatable-read transaction.
public protocol SQLLedgerReading {
  func lookup<T>(_ body: (any SQLConnection) throws -> T) throws -> T
  func read<T>(_ body: (any SQLConnection) throws -> T) throws -> T
  func snapshot<T>(_ body: (any SQLConnection) throws -> T) throws -> T
}

extension SQLLedgerReading {
  // MARK: Accounts

  public func accounts() throws -> [Account] { try read(LedgerQueries.accounts) }

  public func account(_ id: EntityID) throws -> Account {
    try lookup { try LedgerQueries.account($0, id) }
  }

  /// One statement, so a lookup: a read transaction around it cost a `tx add` as much as
  /// the statement itself (the engine reads the currency before each command).
  public func defaultAccount() throws -> Account {
    try lookup { try LedgerQueries.account($0, nil) }
  }

  // MARK: Projects

  public func projects(_ query: ProjectQuery) throws -> [Project] {
    try read { try LedgerQueries.projects($0, query) }
  }

  public func project(_ id: EntityID) throws -> Project {
    try lookup { try LedgerQueries.project($0, id) }
  }

  public func project(named name: String, accountID: EntityID?) throws -> Project? {
    try lookup { try LedgerQueries.project($0, named: name, accountID: accountID) }
  }

  // MARK: Budget

  public func categories(accountID: EntityID?, includeArchived: Bool) throws
    -> [BudgetCategory]
  {
    try read {
      try LedgerQueries.categories($0, accountID: accountID, includeArchived: includeArchived)
    }
  }

  public func category(_ id: EntityID) throws -> BudgetCategory {
    try lookup { try LedgerQueries.category($0, id) }
  }

  public func category(named name: String, accountID: EntityID?) throws -> BudgetCategory? {
    try lookup { try LedgerQueries.category($0, named: name, accountID: accountID) }
  }

  public func budgets(projectID: EntityID) throws -> [CategoryBudget] {
    try read { try LedgerQueries.budgets($0, projectID: projectID) }
  }

  public func budgetRollup(projectID: EntityID) throws -> BudgetRollup {
    try snapshot { try LedgerQueries.budgetRollup($0, projectID: projectID) }
  }

  // MARK: Transactions

  public func transactions(_ query: TransactionQuery) throws -> [Transaction] {
    try read { try LedgerQueries.transactions($0, query) }
  }

  public func transactionCount(_ query: TransactionQuery) throws -> Int {
    try read { try LedgerQueries.transactionCount($0, query) }
  }

  public func transactionSummary(_ query: TransactionQuery) throws -> TransactionSummary {
    try read { try LedgerQueries.transactionSummary($0, query) }
  }

  public func transaction(_ id: EntityID) throws -> Transaction {
    try read { try LedgerQueries.transaction($0, id) }
  }

  public func transactionSourceKeys(accountID: EntityID) throws -> Set<String> {
    try read { try StatementQueries.sourceKeys($0, accountID: accountID) }
  }

  // MARK: Reports

  public func spendingTotals(_ query: SpendingQuery) throws -> [SpendingTotal] {
    try read { try SpendingQueries.totals($0, query) }
  }

  public func receivables(accountID: EntityID?) throws -> [ProjectReceivable] {
    try read { try ReceivableQueries.receivables($0, accountID: accountID) }
  }

  // MARK: Items

  public func items(_ query: ItemQuery) throws -> [Item] {
    try read { try LedgerQueries.items($0, query) }
  }

  public func itemCount(_ query: ItemQuery) throws -> Int {
    try read { try LedgerQueries.itemCount($0, query) }
  }

  public func itemGroups(_ query: ItemQuery) throws -> [ItemGroup] {
    try read { try LedgerQueries.itemGroups($0, query) }
  }

  public func itemGroupCount(_ query: ItemQuery) throws -> Int {
    try read { try LedgerQueries.itemGroupCount($0, query) }
  }

  public func itemSummary(_ query: ItemQuery) throws -> ItemSummary {
    try read { try LedgerQueries.itemSummary($0, query) }
  }

  public func item(_ id: EntityID) throws -> Item {
    try read { try LedgerQueries.item($0, id) }
  }

  // MARK: Spaces

  public func spaces(projectID: EntityID) throws -> [Space] {
    try read { try LedgerQueries.spaces($0, projectID: projectID) }
  }

  public func space(_ id: EntityID) throws -> Space {
    try read { try LedgerQueries.space($0, id) }
  }

  public func space(named name: String, projectID: EntityID) throws -> Space? {
    try read { try LedgerQueries.space($0, named: name, projectID: projectID) }
  }

  public func spaceTemplates(accountID: EntityID?) throws -> [SpaceTemplate] {
    try read { try LedgerQueries.spaceTemplates($0, accountID: accountID) }
  }

  public func spaceTemplate(_ id: EntityID) throws -> SpaceTemplate {
    try read { try LedgerQueries.spaceTemplate($0, id) }
  }

  public func spaceTemplate(named name: String, accountID: EntityID?) throws -> SpaceTemplate? {
    try read { try LedgerQueries.spaceTemplate($0, named: name, accountID: accountID) }
  }

  public func spaceTemplateNames(accountID: EntityID?) throws -> [String] {
    try read { try LedgerQueries.spaceTemplateNames($0, accountID: accountID) }
  }

  // MARK: Vendors and attachments

  public func vendors(accountID: EntityID?) throws -> [Vendor] {
    try read { try LedgerQueries.vendors($0, accountID: accountID) }
  }

  public func attachments(of owner: AttachmentOwner) throws -> [Attachment] {
    try read { try LedgerQueries.attachments($0, of: owner) }
  }

  public func attachment(_ id: EntityID) throws -> Attachment {
    try read { try LedgerQueries.attachment($0, id) }
  }

  public func vendorSummaries(accountID: EntityID?) throws -> [VendorSummary] {
    try snapshot { try VendorQueries.summaries($0, accountID: accountID) }
  }

  public func vendor(named name: String, accountID: EntityID?) throws -> Vendor? {
    try lookup { try VendorQueries.vendor($0, named: name, accountID: accountID) }
  }

  // MARK: Completion and counts

  public func isEmpty() throws -> Bool {
    try read { !(try $0.exists("SELECT 1 FROM projects")) }
  }

  public func projectNames(accountID: EntityID?) throws -> [String] {
    try names("projects", owner: "account_id", accountID: accountID)
  }

  public func categoryNames(accountID: EntityID?) throws -> [String] {
    try names("categories", owner: "account_id", accountID: accountID)
  }

  public func vendorAliases(accountID: EntityID?) throws -> [VendorAlias] {
    try read { try VendorAliasQueries.aliases($0, accountID: accountID) }
  }

  public func vendorNames(accountID: EntityID?) throws -> [String] {
    try names("vendors", owner: "account_id", accountID: accountID)
  }

  private func names(_ table: String, owner: String, accountID: EntityID?) throws -> [String] {
    try read { db in
      try LedgerQueries.names(
        db, table: table, ownerColumn: owner, ownerID: try LedgerQueries.accountID(db, accountID))
    }
  }

  public func spaceNames(projectID: EntityID) throws -> [String] {
    try read { db in
      try LedgerQueries.names(db, table: "spaces", ownerColumn: "project_id", ownerID: projectID)
    }
  }

  public func counts() throws -> LedgerCounts { try read(LedgerQueries.counts) }
}

extension RecordDecoder {
  /// The extra columns `record(_:table:)` needs of `table` beyond its selection.
  public static func recordColumns(of table: LedgerTable) -> String {
    if table.name == LedgerTable.budgets.name {
      return ", (SELECT a.currency FROM projects p JOIN accounts a ON a.id = p.account_id "
        + "WHERE p.id = budgets.project_id) AS budget_currency"
    }
    if table.name == LedgerTable.vendors.name { return VendorQueries.defaultCategoryColumn }
    return ""
  }

  /// A whole-ledger record of `table`, from a row selected with its `selection` and
  /// `recordColumns(of:)`.
  public func record(_ row: SQLRow, table: LedgerTable) -> LedgerRecord {
    switch table.name {
    case LedgerTable.accounts.name: return .account(Self.account(row))
    case LedgerTable.vendors.name: return .vendor(VendorQueries.vendor(row))
    case LedgerTable.categories.name: return .category(Self.category(row))
    case LedgerTable.spaceTemplates.name: return .spaceTemplate(Self.spaceTemplate(row))
    case LedgerTable.projects.name: return .project(Self.project(row))
    case LedgerTable.budgets.name:
      let code: String = row["budget_currency"] ?? "USD"
      return .budget(budget(row, currency: Currency(code: code) ?? .usd))
    case LedgerTable.spaces.name: return .space(Self.space(row))
    case LedgerTable.transactions.name: return .transaction(transaction(row))
    case LedgerTable.items.name: return .item(item(row))
    case LedgerTable.vendorAliases.name: return .vendorAlias(VendorAliasQueries.alias(row))
    default: return .attachment(Self.attachment(row))
    }
  }
}
