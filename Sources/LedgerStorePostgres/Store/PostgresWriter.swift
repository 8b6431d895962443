import Foundation
import LedgerCore
import LedgerStore

/// `LedgerWriter` over one open transaction of a PostgreSQL ledger.
///
/// Lives only inside `PostgresStore.perform`. Checks the rules a user can break before
/// touching the database, so messages name the problem ("a project named … already
/// exists"); the database's constraints are the last line of defence.
final class PostgresWriter: LedgerWriter {
  let db: Database
  let now: Timestamp
  private let dataDirectory: String?
  /// The session writing, to tell its own earlier changes from other sessions'.
  let session: String

  init(db: Database, now: Timestamp, dataDirectory: String?, session: String) {
    self.db = db
    self.now = now
    self.dataDirectory = dataDirectory
    self.session = session
  }

  private var stamp: Int64 { now.millisecondsSince1970 }

  // MARK: Checks

  private func name(_ text: String, of what: String) throws -> String {
    let trimmed = text.trimmingWhitespaceAndNewlines()
    guard !trimmed.isEmpty else { throw StoreError(.invalid, "a \(what) name cannot be empty") }
    return trimmed
  }

  private func amount(_ money: Money, in account: Account, of what: String) throws -> Int64 {
    guard money.currency == account.currency else {
      throw StoreError(
        .invalid,
        "\(what) \(money.formatted) is in \(money.currency.code), but account "
          + "'\(account.name)' keeps \(account.currency.code)")
    }
    return money.minorUnits
  }

  private func exists(_ sql: String, _ arguments: StatementArguments) throws -> Bool {
    try Bool.fetchOne(db, cachedSQL: "SELECT EXISTS (\(sql))", arguments: arguments) ?? false
  }

  /// The account a draft belongs to: its own, its project's, or the default one.
  private func owningAccount(_ accountID: EntityID?, projectID: EntityID?) throws -> Account {
    if let projectID {
      let project = try LedgerQueries.project(db, projectID)
      if let accountID, accountID != project.accountID {
        throw StoreError(
          .invalid, "project \(projectID) belongs to account \(project.accountID), not \(accountID)"
        )
      }
      return try LedgerQueries.account(db, project.accountID)
    }
    return try LedgerQueries.account(db, accountID)
  }

  private func checkCategory(_ id: EntityID?, account: Account) throws {
    guard let id else { return }
    let category = try LedgerQueries.category(db, id)
    guard category.accountID == account.id else {
      throw StoreError(.invalid, "category \(id) belongs to another account")
    }
  }

  private func checkSpace(_ id: EntityID?, projectID: EntityID?) throws {
    guard let id else { return }
    let space = try LedgerQueries.space(db, id)
    guard space.projectID == projectID else {
      throw StoreError(
        .invalid,
        "space \(id) '\(space.name)' belongs to project \(space.projectID), not this item's")
    }
  }

  private func rememberVendor(_ source: String, accountID: EntityID) throws {
    let trimmed = source.trimmingWhitespaceAndNewlines()
    guard !trimmed.isEmpty else { return }
    try db.execute(
      cachedSQL: "INSERT INTO vendors(account_id, name) VALUES (?, ?) ON CONFLICT DO NOTHING",
      arguments: [accountID.rawValue, trimmed])
  }

  private func lastID() -> EntityID { EntityID(db.lastInsertedRowID) }

  // MARK: Reading inside the command

  func project(_ id: EntityID) throws -> Project { try LedgerQueries.project(db, id) }

  func project(named name: String, accountID: EntityID?) throws -> Project? {
    try LedgerQueries.project(db, named: name, accountID: accountID)
  }

  func category(_ id: EntityID) throws -> BudgetCategory { try LedgerQueries.category(db, id) }

  func category(named name: String, accountID: EntityID?) throws -> BudgetCategory? {
    try LedgerQueries.category(db, named: name, accountID: accountID)
  }

  func transaction(_ id: EntityID) throws -> Transaction {
    try LedgerQueries.transaction(db, id)
  }

  func item(_ id: EntityID) throws -> Item { try LedgerQueries.item(db, id) }

  func space(_ id: EntityID) throws -> Space { try LedgerQueries.space(db, id) }

  func spaceTemplate(_ id: EntityID) throws -> SpaceTemplate {
    try LedgerQueries.spaceTemplate(db, id)
  }

  func space(named name: String, projectID: EntityID) throws -> Space? {
    try LedgerQueries.space(db, named: name, projectID: projectID)
  }

  func projectNames(accountID: EntityID?) throws -> [String] {
    let owner = try LedgerQueries.accountID(db, accountID)
    return try LedgerQueries.names(db, table: "projects", ownerColumn: "account_id", ownerID: owner)
  }

  func categoryNames(accountID: EntityID?) throws -> [String] {
    let owner = try LedgerQueries.accountID(db, accountID)
    return try LedgerQueries.names(
      db, table: "categories", ownerColumn: "account_id", ownerID: owner)
  }

  func spaceNames(projectID: EntityID) throws -> [String] {
    try LedgerQueries.names(db, table: "spaces", ownerColumn: "project_id", ownerID: projectID)
  }

  func items(_ query: ItemQuery) throws -> [Item] { try LedgerQueries.items(db, query) }

  func transactions(_ query: TransactionQuery) throws -> [Transaction] {
    try LedgerQueries.transactions(db, query)
  }

  // MARK: Accounts

  func addAccount(name: String, currency: Currency) throws -> Account {
    let name = try self.name(name, of: "account")
    if try exists("SELECT 1 FROM accounts WHERE name = ? COLLATE NOCASE", [name]) {
      throw StoreError(.conflict, "an account named '\(name)' already exists")
    }
    do {
      try db.execute(
        cachedSQL: "INSERT INTO accounts(name, currency, created_at) VALUES (?, ?, ?)",
        arguments: [name, currency.code, stamp])
    } catch let error as ServerError where error.state == "42501" {
      // A member sees only the accounts granted to it, and a new one is granted to nobody.
      throw StoreError(
        .readOnly,
        "only the ledger's owner can add accounts; ask them to add '\(name)' and grant it "
          + "to you ('admin grant')")
    }
    return try LedgerQueries.account(db, lastID())
  }

  func renameAccount(_ id: EntityID, to name: String) throws -> Account {
    _ = try LedgerQueries.account(db, id)
    let name = try self.name(name, of: "account")
    if try exists(
      "SELECT 1 FROM accounts WHERE name = ? COLLATE NOCASE AND id <> ?", [name, id.rawValue])
    {
      throw StoreError(.conflict, "an account named '\(name)' already exists")
    }
    try db.execute(
      cachedSQL: """
        UPDATE accounts SET name = ? WHERE id = ? AND name COLLATE "C" IS DISTINCT FROM ?
        """,
      arguments: [name, id.rawValue, name])
    return try LedgerQueries.account(db, id)
  }

  // MARK: Projects

  private func checkProjectName(_ name: String, accountID: EntityID, except id: EntityID?) throws {
    if try exists(
      "SELECT 1 FROM projects WHERE account_id = ? AND name = ? COLLATE NOCASE AND id <> ?",
      [accountID.rawValue, name, id?.rawValue ?? 0])
    {
      throw StoreError(
        .conflict, "a project named '\(name)' already exists in this account")
    }
  }

  func addProject(_ draft: ProjectDraft) throws -> Project {
    let account = try LedgerQueries.account(db, draft.accountID)
    let name = try self.name(draft.name, of: "project")
    try checkProjectName(name, accountID: account.id, except: nil)
    try db.execute(
      cachedSQL: """
        INSERT INTO projects(account_id, name, client_name, description, archived,
          created_at, updated_at)
        VALUES (?, ?, ?, ?, 0, ?, ?)
        """,
      arguments: [account.id.rawValue, name, draft.clientName, draft.description, stamp, stamp])
    return try LedgerQueries.project(db, lastID())
  }

  func updateProject(_ project: Project) throws -> Project {
    try checkUnchanged(
      .projects, id: project.id, readUpdatedAt: project.updatedAt, show: "project show")
    let stored = try LedgerQueries.project(db, project.id)
    let name = try self.name(project.name, of: "project")
    try checkProjectName(name, accountID: stored.accountID, except: project.id)
    if let pinned = project.pinnedCategoryID {
      try checkCategory(pinned, account: try LedgerQueries.account(db, stored.accountID))
    }
    try db.execute(
      cachedSQL: """
        UPDATE projects SET name = ?, client_name = ?, description = ?, pinned_category_id = ?,
          archived = ?, updated_at = ?
        WHERE id = ?
        """,
      arguments: [
        name, project.clientName, project.description, project.pinnedCategoryID?.rawValue,
        project.isArchived, stamp, project.id.rawValue,
      ])
    return try LedgerQueries.project(db, project.id)
  }

  func deleteProject(_ id: EntityID) throws {
    _ = try LedgerQueries.project(db, id)
    try db.execute(cachedSQL: "DELETE FROM projects WHERE id = ?", arguments: [id.rawValue])
  }

  func setProjectArchived(_ id: EntityID, _ archived: Bool) throws -> Project {
    var project = try LedgerQueries.project(db, id)
    project.isArchived = archived
    return try updateProject(project)
  }

  func pinCategory(_ categoryID: EntityID?, projectID: EntityID) throws -> Project {
    var project = try LedgerQueries.project(db, projectID)
    project.pinnedCategoryID = categoryID
    return try updateProject(project)
  }

  // MARK: Budget categories

  private func checkCategoryName(_ name: String, accountID: EntityID, except id: EntityID?)
    throws
  {
    if try exists(
      "SELECT 1 FROM categories WHERE account_id = ? AND name = ? COLLATE NOCASE AND id <> ?",
      [accountID.rawValue, name, id?.rawValue ?? 0])
    {
      throw StoreError(.conflict, "a category named '\(name)' already exists in this account")
    }
  }

  func addCategory(name: String, kind: CategoryKind, accountID: EntityID?) throws
    -> BudgetCategory
  {
    let account = try LedgerQueries.account(db, accountID)
    let name = try self.name(name, of: "category")
    try checkCategoryName(name, accountID: account.id, except: nil)
    let position =
      try Int.fetchOne(
        db, cachedSQL: "SELECT coalesce(max(position), 0) + 1 FROM categories WHERE account_id = ?",
        arguments: [account.id.rawValue]) ?? 1
    try db.execute(
      cachedSQL: """
        INSERT INTO categories(account_id, name, kind, position, archived) VALUES (?, ?, ?, ?, 0)
        """,
      arguments: [account.id.rawValue, name, kind.rawValue, position])
    return try LedgerQueries.category(db, lastID())
  }

  func renameCategory(_ id: EntityID, to name: String) throws -> BudgetCategory {
    let category = try LedgerQueries.category(db, id)
    let name = try self.name(name, of: "category")
    try checkCategoryName(name, accountID: category.accountID, except: id)
    try db.execute(
      cachedSQL: """
        UPDATE categories SET name = ? WHERE id = ? AND name COLLATE "C" IS DISTINCT FROM ?
        """,
      arguments: [name, id.rawValue, name])
    return try LedgerQueries.category(db, id)
  }

  func setCategoryKind(_ id: EntityID, _ kind: CategoryKind) throws -> BudgetCategory {
    _ = try LedgerQueries.category(db, id)
    try db.execute(
      cachedSQL: "UPDATE categories SET kind = ? WHERE id = ?",
      arguments: [kind.rawValue, id.rawValue])
    return try LedgerQueries.category(db, id)
  }

  func setCategoryArchived(_ id: EntityID, _ archived: Bool) throws -> BudgetCategory {
    _ = try LedgerQueries.category(db, id)
    try db.execute(
      cachedSQL: "UPDATE categories SET archived = ? WHERE id = ?",
      arguments: [archived, id.rawValue])
    return try LedgerQueries.category(db, id)
  }

  func moveCategory(_ id: EntityID, to position: Int) throws -> [BudgetCategory] {
    let category = try LedgerQueries.category(db, id)
    var ordered = try LedgerQueries.categories(
      db, accountID: category.accountID, includeArchived: true)
    ordered.removeAll { $0.id == id }
    let index = min(max(position, 1), ordered.count + 1) - 1
    ordered.insert(category, at: index)
    for (offset, entry) in ordered.enumerated() where entry.position != offset + 1 {
      try db.execute(
        cachedSQL: "UPDATE categories SET position = ? WHERE id = ?",
        arguments: [offset + 1, entry.id.rawValue])
    }
    return try LedgerQueries.categories(db, accountID: category.accountID, includeArchived: true)
  }

  func deleteCategory(_ id: EntityID) throws {
    _ = try LedgerQueries.category(db, id)
    try db.execute(cachedSQL: "DELETE FROM categories WHERE id = ?", arguments: [id.rawValue])
  }

  // MARK: Budgets

  func setBudget(projectID: EntityID, categoryID: EntityID, amount: Money?) throws {
    let project = try LedgerQueries.project(db, projectID)
    let account = try LedgerQueries.account(db, project.accountID)
    try checkCategory(categoryID, account: account)
    guard let amount else {
      try db.execute(
        cachedSQL: "DELETE FROM budgets WHERE project_id = ? AND category_id = ?",
        arguments: [projectID.rawValue, categoryID.rawValue])
      return
    }
    let units = try self.amount(amount, in: account, of: "budget")
    guard units >= 0 else {
      throw StoreError(.invalid, "a budget cannot be negative (\(amount.formatted))")
    }
    try db.execute(
      cachedSQL: """
        INSERT INTO budgets(project_id, category_id, amount) VALUES (?, ?, ?)
        ON CONFLICT(project_id, category_id) DO UPDATE SET amount = excluded.amount
        WHERE budgets.amount <> excluded.amount
        """,
      arguments: [projectID.rawValue, categoryID.rawValue, units])
  }

  // MARK: Transactions

  private func transactionAmount(_ money: Money, account: Account) throws -> Int64 {
    let units = try amount(money, in: account, of: "amount")
    guard units >= 0 else {
      throw StoreError(
        .invalid,
        "a transaction amount cannot be negative (\(money.formatted)); record a return instead")
    }
    return units
  }

  func addTransaction(_ draft: TransactionDraft) throws -> Transaction {
    let account = try owningAccount(draft.accountID, projectID: draft.projectID)
    let units = try transactionAmount(draft.amount, account: account)
    try checkCategory(draft.categoryID, account: account)
    let source = draft.source.trimmingWhitespaceAndNewlines()
    try db.execute(
      cachedSQL: """
        INSERT INTO transactions(account_id, project_id, source, amount, date, type,
          reimbursement, category_id, needs_review, notes, created_at, updated_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """,
      arguments: [
        account.id.rawValue, draft.projectID?.rawValue, source, units, draft.date.iso8601,
        draft.type.rawValue, draft.reimbursement.rawValue, draft.categoryID?.rawValue,
        draft.needsReview, draft.notes, stamp, stamp,
      ])
    let id = lastID()
    try rememberVendor(source, accountID: account.id)
    // The row as stored, built from what was bound rather than read back: a script of
    // thousands of adds would otherwise spend a tenth of its time re-reading each one.
    let stored = Timestamp(millisecondsSince1970: stamp)
    return Transaction(
      id: id, accountID: account.id, projectID: draft.projectID, source: source,
      amount: Money(minorUnits: units, currency: account.currency), date: draft.date,
      type: draft.type, reimbursement: draft.reimbursement, categoryID: draft.categoryID,
      needsReview: draft.needsReview, notes: draft.notes, createdAt: stored, updatedAt: stored)
  }

  func updateTransaction(_ transaction: Transaction) throws -> Transaction {
    try checkUnchanged(
      .transactions, id: transaction.id, readUpdatedAt: transaction.updatedAt, show: "tx show")
    let stored = try LedgerQueries.transaction(db, transaction.id)
    let account = try owningAccount(stored.accountID, projectID: transaction.projectID)
    let units = try transactionAmount(transaction.amount, account: account)
    try checkCategory(transaction.categoryID, account: account)
    let source = transaction.source.trimmingWhitespaceAndNewlines()
    try db.execute(
      cachedSQL: """
        UPDATE transactions SET project_id = ?, source = ?, amount = ?, date = ?, type = ?,
          reimbursement = ?, category_id = ?, needs_review = ?, notes = ?, updated_at = ?
        WHERE id = ?
        """,
      arguments: [
        transaction.projectID?.rawValue, source, units, transaction.date.iso8601,
        transaction.type.rawValue, transaction.reimbursement.rawValue,
        transaction.categoryID?.rawValue, transaction.needsReview, transaction.notes, stamp,
        transaction.id.rawValue,
      ])
    try rememberVendor(source, accountID: account.id)
    return try LedgerQueries.transaction(db, transaction.id)
  }

  func deleteTransaction(_ id: EntityID) throws {
    _ = try LedgerQueries.transaction(db, id)
    try db.execute(cachedSQL: "DELETE FROM transactions WHERE id = ?", arguments: [id.rawValue])
  }

  /// The first of `ids`, in the order given, with no row in `table`; nil when all exist.
  private func firstMissing(_ ids: String, in table: String) throws -> EntityID? {
    try Int64.fetchOne(
      db,
      cachedSQL: """
        SELECT j.value FROM ledger_ids(?) AS j
        WHERE NOT EXISTS (SELECT 1 FROM \(table) WHERE id = j.value) ORDER BY j.key LIMIT 1
        """,
      arguments: [ids]
    ).map(EntityID.init)
  }

  /// `ids` as a JSON array, after checking that each names a row of `table`.
  private func existing(_ ids: [EntityID], in table: String, entity: String) throws -> String {
    let json = LedgerQueries.jsonIDs(ids)
    if let missing = try firstMissing(json, in: table) {
      throw StoreError.notFound(entity, missing)
    }
    return json
  }

  /// The first of `ids` (a JSON array), in the order given, whose row in `table` has
  /// `column` different (`IS NOT`) from `value`.
  private func firstDiffering(
    _ ids: String, in table: String, column: String, from value: Int64?
  ) throws -> EntityID? {
    try Int64.fetchOne(
      db,
      cachedSQL: """
        SELECT j.value FROM ledger_ids(?) AS j JOIN \(table) AS t ON t.id = j.value
        WHERE t.\(column) IS NOT ? ORDER BY j.key LIMIT 1
        """,
      arguments: [ids, value]
    ).map(EntityID.init)
  }

  /// Runs an UPDATE or DELETE of the rows of `ids` and returns how many it changed.
  private func changing(_ sql: String, _ arguments: StatementArguments) throws -> Int {
    try db.execute(cachedSQL: sql, arguments: arguments)
    return db.changesCount
  }

  func setCategory(_ categoryID: EntityID?, ofTransactions ids: [EntityID]) throws -> Int {
    let json = try existing(ids, in: "transactions", entity: "transaction")
    if let categoryID {
      let category = try LedgerQueries.category(db, categoryID)
      if let other = try firstDiffering(
        json, in: "transactions", column: "account_id", from: category.accountID.rawValue)
      {
        throw StoreError(
          .invalid, "transaction \(other) belongs to another account than category \(categoryID)")
      }
    }
    return try changing(
      """
      UPDATE transactions SET category_id = ?, updated_at = ?
      WHERE id IN (SELECT value FROM ledger_ids(?)) AND category_id IS NOT ?
      """, [categoryID?.rawValue, stamp, json, categoryID?.rawValue])
  }

  func setNeedsReview(_ value: Bool, ofTransactions ids: [EntityID]) throws -> Int {
    let json = try existing(ids, in: "transactions", entity: "transaction")
    return try changing(
      """
      UPDATE transactions SET needs_review = ?, updated_at = ?
      WHERE id IN (SELECT value FROM ledger_ids(?)) AND needs_review <> ?
      """, [value, stamp, json, value])
  }

  func setReimbursement(_ value: Reimbursement, ofTransactions ids: [EntityID]) throws -> Int {
    let json = try existing(ids, in: "transactions", entity: "transaction")
    return try changing(
      """
      UPDATE transactions SET reimbursement = ?, updated_at = ?
      WHERE id IN (SELECT value FROM ledger_ids(?)) AND reimbursement <> ?
      """, [value.rawValue, stamp, json, value.rawValue])
  }

  func deleteTransactions(_ ids: [EntityID]) throws -> Int {
    let json = try existing(ids, in: "transactions", entity: "transaction")
    return try changing(
      "DELETE FROM transactions WHERE id IN (SELECT value FROM ledger_ids(?))", [json])
  }

  // MARK: Items

  private func itemPrices(_ purchase: Money?, _ project: Money?, account: Account) throws
    -> (Int64?, Int64?)
  {
    let purchaseUnits = try purchase.map { try amount($0, in: account, of: "purchase price") }
    let projectUnits = try project.map { try amount($0, in: account, of: "project price") }
    if let negative = [purchase, project].compactMap({ $0 }).first(where: \.isNegative) {
      throw StoreError(.invalid, "a price cannot be negative (\(negative.formatted))")
    }
    return (purchaseUnits, projectUnits)
  }

  private func checkItemLinks(
    quantity: Int, spaceID: EntityID?, transactionID: EntityID?, projectID: EntityID?,
    account: Account
  ) throws {
    guard quantity >= 0 else {
      throw StoreError(.invalid, "a quantity cannot be negative (\(quantity))")
    }
    try checkSpace(spaceID, projectID: projectID)
    if let transactionID {
      let transaction = try LedgerQueries.transaction(db, transactionID)
      guard transaction.accountID == account.id else {
        throw StoreError(.invalid, "transaction \(transactionID) belongs to another account")
      }
    }
  }

  func addItem(_ draft: ItemDraft) throws -> Item {
    let account = try owningAccount(draft.accountID, projectID: draft.projectID)
    let name = try self.name(draft.name, of: "item")
    let (purchase, project) = try itemPrices(
      draft.purchasePrice, draft.projectPrice, account: account)
    try checkItemLinks(
      quantity: draft.quantity, spaceID: draft.spaceID, transactionID: draft.transactionID,
      projectID: draft.projectID, account: account)
    let source = draft.source.trimmingWhitespaceAndNewlines()
    try db.execute(
      cachedSQL: """
        INSERT INTO items(account_id, project_id, name, sku, source, purchase_price,
          project_price, quantity, space_id, transaction_id, bookmarked, notes,
          created_at, updated_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """,
      arguments: [
        account.id.rawValue, draft.projectID?.rawValue, name, draft.sku, source, purchase,
        project, draft.quantity, draft.spaceID?.rawValue, draft.transactionID?.rawValue,
        draft.isBookmarked, draft.notes, stamp, stamp,
      ])
    let id = lastID()
    try rememberVendor(source, accountID: account.id)
    return try LedgerQueries.item(db, id)
  }

  func updateItem(_ item: Item) throws -> Item {
    try checkUnchanged(.items, id: item.id, readUpdatedAt: item.updatedAt, show: "item show")
    let stored = try LedgerQueries.item(db, item.id)
    let account = try owningAccount(stored.accountID, projectID: item.projectID)
    let name = try self.name(item.name, of: "item")
    let (purchase, project) = try itemPrices(
      item.purchasePrice, item.projectPrice, account: account)
    try checkItemLinks(
      quantity: item.quantity, spaceID: item.spaceID, transactionID: item.transactionID,
      projectID: item.projectID, account: account)
    let source = item.source.trimmingWhitespaceAndNewlines()
    try db.execute(
      cachedSQL: """
        UPDATE items SET project_id = ?, name = ?, sku = ?, source = ?, purchase_price = ?,
          project_price = ?, quantity = ?, space_id = ?, transaction_id = ?, bookmarked = ?,
          notes = ?, updated_at = ?
        WHERE id = ?
        """,
      arguments: [
        item.projectID?.rawValue, name, item.sku, source, purchase, project, item.quantity,
        item.spaceID?.rawValue, item.transactionID?.rawValue, item.isBookmarked, item.notes,
        stamp, item.id.rawValue,
      ])
    try rememberVendor(source, accountID: account.id)
    return try LedgerQueries.item(db, item.id)
  }

  func deleteItem(_ id: EntityID) throws {
    _ = try LedgerQueries.item(db, id)
    try db.execute(cachedSQL: "DELETE FROM items WHERE id = ?", arguments: [id.rawValue])
  }

  func setSpace(_ spaceID: EntityID?, ofItems ids: [EntityID]) throws -> Int {
    let json = try existing(ids, in: "items", entity: "item")
    if let spaceID {
      let space = try LedgerQueries.space(db, spaceID)
      if let other = try firstDiffering(
        json, in: "items", column: "project_id", from: space.projectID.rawValue)
      {
        throw StoreError(
          .invalid,
          "item \(other) is not in project \(space.projectID), where space \(spaceID) "
            + "'\(space.name)' is; move it there first")
      }
    }
    return try changing(
      """
      UPDATE items SET space_id = ?, updated_at = ?
      WHERE id IN (SELECT value FROM ledger_ids(?)) AND space_id IS NOT ?
      """, [spaceID?.rawValue, stamp, json, spaceID?.rawValue])
  }

  func moveItems(_ ids: [EntityID], toProject projectID: EntityID?) throws -> Int {
    let json = try existing(ids, in: "items", entity: "item")
    if let projectID {
      let project = try LedgerQueries.project(db, projectID)
      if let other = try firstDiffering(
        json, in: "items", column: "account_id", from: project.accountID.rawValue)
      {
        throw StoreError(
          .invalid, "item \(other) belongs to another account than project \(projectID)")
      }
    }
    // An item links only to a transaction of its own project: moved to another project,
    // the link goes (to business inventory it stays, for where the item came from).
    return try changing(
      """
      UPDATE items SET project_id = ?, space_id = NULL, updated_at = ?,
        transaction_id = CASE
          WHEN CAST(? AS bigint) IS NOT NULL AND transaction_id IS NOT NULL
            AND transaction_id NOT IN (SELECT id FROM transactions WHERE project_id = ?)
          THEN NULL ELSE transaction_id END
      WHERE id IN (SELECT value FROM ledger_ids(?))
        AND (project_id IS NOT ? OR space_id IS NOT NULL)
      """,
      [
        projectID?.rawValue, stamp, projectID?.rawValue, projectID?.rawValue, json,
        projectID?.rawValue,
      ])
  }

  func setBookmarked(_ value: Bool, ofItems ids: [EntityID]) throws -> Int {
    let json = try existing(ids, in: "items", entity: "item")
    return try changing(
      """
      UPDATE items SET bookmarked = ?, updated_at = ?
      WHERE id IN (SELECT value FROM ledger_ids(?)) AND bookmarked <> ?
      """, [value, stamp, json, value])
  }

  func deleteItems(_ ids: [EntityID]) throws -> Int {
    let json = try existing(ids, in: "items", entity: "item")
    return try changing("DELETE FROM items WHERE id IN (SELECT value FROM ledger_ids(?))", [json])
  }

  // MARK: Spaces and templates

  private func checkSpaceName(_ name: String, projectID: EntityID, except id: EntityID?) throws {
    if try exists(
      "SELECT 1 FROM spaces WHERE project_id = ? AND name = ? COLLATE NOCASE AND id <> ?",
      [projectID.rawValue, name, id?.rawValue ?? 0])
    {
      throw StoreError(.conflict, "a space named '\(name)' already exists in this project")
    }
  }

  func addSpace(_ draft: SpaceDraft) throws -> Space {
    let project = try LedgerQueries.project(db, draft.projectID)
    let name = try self.name(draft.name, of: "space")
    try checkSpaceName(name, projectID: project.id, except: nil)
    var checklist: [ChecklistEntry] = []
    if let templateID = draft.templateID {
      let template = try LedgerQueries.spaceTemplate(db, templateID)
      guard template.accountID == project.accountID else {
        throw StoreError(.invalid, "space template \(templateID) belongs to another account")
      }
      checklist = template.checklist.map { ChecklistEntry(text: $0) }
    }
    checklist += draft.checklist
    try db.execute(
      cachedSQL: """
        INSERT INTO spaces(project_id, name, notes, checklist, template_id, created_at, updated_at)
        VALUES (?, ?, ?, ?, ?, ?, ?)
        """,
      arguments: [
        project.id.rawValue, name, draft.notes, ChecklistCoding.encode(checklist),
        draft.templateID?.rawValue, stamp, stamp,
      ])
    return try LedgerQueries.space(db, lastID())
  }

  func updateSpace(_ space: Space) throws -> Space {
    try checkUnchanged(.spaces, id: space.id, readUpdatedAt: space.updatedAt, show: "space show")
    let stored = try LedgerQueries.space(db, space.id)
    let name = try self.name(space.name, of: "space")
    try checkSpaceName(name, projectID: stored.projectID, except: space.id)
    try db.execute(
      cachedSQL:
        "UPDATE spaces SET name = ?, notes = ?, checklist = ?, updated_at = ? WHERE id = ?",
      arguments: [
        name, space.notes, ChecklistCoding.encode(space.checklist), stamp, space.id.rawValue,
      ])
    return try LedgerQueries.space(db, space.id)
  }

  func deleteSpace(_ id: EntityID) throws {
    _ = try LedgerQueries.space(db, id)
    try db.execute(cachedSQL: "DELETE FROM spaces WHERE id = ?", arguments: [id.rawValue])
  }

  private func checkTemplateName(_ name: String, accountID: EntityID, except id: EntityID?)
    throws
  {
    if try exists(
      "SELECT 1 FROM space_templates WHERE account_id = ? AND name = ? COLLATE NOCASE AND id <> ?",
      [accountID.rawValue, name, id?.rawValue ?? 0])
    {
      throw StoreError(.conflict, "a space template named '\(name)' already exists")
    }
  }

  func addSpaceTemplate(name: String, checklist: [String], accountID: EntityID?) throws
    -> SpaceTemplate
  {
    let account = try LedgerQueries.account(db, accountID)
    let name = try self.name(name, of: "space template")
    try checkTemplateName(name, accountID: account.id, except: nil)
    let position =
      try Int.fetchOne(
        db,
        cachedSQL:
          "SELECT coalesce(max(position), 0) + 1 FROM space_templates WHERE account_id = ?",
        arguments: [account.id.rawValue]) ?? 1
    try db.execute(
      cachedSQL: """
        INSERT INTO space_templates(account_id, name, checklist, position) VALUES (?, ?, ?, ?)
        """,
      arguments: [account.id.rawValue, name, ChecklistCoding.encode(checklist), position])
    return try LedgerQueries.spaceTemplate(db, lastID())
  }

  func updateSpaceTemplate(_ template: SpaceTemplate) throws -> SpaceTemplate {
    let stored = try LedgerQueries.spaceTemplate(db, template.id)
    let name = try self.name(template.name, of: "space template")
    try checkTemplateName(name, accountID: stored.accountID, except: template.id)
    try db.execute(
      cachedSQL: "UPDATE space_templates SET name = ?, checklist = ? WHERE id = ?",
      arguments: [name, ChecklistCoding.encode(template.checklist), template.id.rawValue])
    return try LedgerQueries.spaceTemplate(db, template.id)
  }

  func moveSpaceTemplate(_ id: EntityID, to position: Int) throws -> [SpaceTemplate] {
    let template = try LedgerQueries.spaceTemplate(db, id)
    var ordered = try LedgerQueries.spaceTemplates(db, accountID: template.accountID)
    ordered.removeAll { $0.id == id }
    let index = min(max(position, 1), ordered.count + 1) - 1
    ordered.insert(template, at: index)
    for (offset, entry) in ordered.enumerated() where entry.position != offset + 1 {
      try db.execute(
        cachedSQL: "UPDATE space_templates SET position = ? WHERE id = ?",
        arguments: [offset + 1, entry.id.rawValue])
    }
    return try LedgerQueries.spaceTemplates(db, accountID: template.accountID)
  }

  func deleteSpaceTemplate(_ id: EntityID) throws {
    _ = try LedgerQueries.spaceTemplate(db, id)
    try db.execute(cachedSQL: "DELETE FROM space_templates WHERE id = ?", arguments: [id.rawValue])
  }

  // MARK: Vendors

  func addVendor(name: String, accountID: EntityID?) throws -> Vendor {
    let account = try LedgerQueries.account(db, accountID)
    let name = try self.name(name, of: "vendor")
    try rememberVendor(name, accountID: account.id)
    guard
      let row = try Row.fetchOne(
        db,
        cachedSQL: """
          SELECT \(LedgerTable.vendors.selection) FROM vendors
          WHERE account_id = ? AND name = ? COLLATE NOCASE
          """,
        arguments: [account.id.rawValue, name])
    else { throw StoreError(.corrupt, "vendor '\(name)' vanished while being added") }
    return RecordDecoder.vendor(row)
  }

  func deleteVendor(_ id: EntityID) throws {
    guard try exists("SELECT 1 FROM vendors WHERE id = ?", [id.rawValue]) else {
      throw StoreError.notFound("vendor", id)
    }
    try db.execute(cachedSQL: "DELETE FROM vendors WHERE id = ?", arguments: [id.rawValue])
  }

  // MARK: Attachments

  private func ownerColumn(_ owner: AttachmentOwner) throws -> (String, EntityID) {
    switch owner {
    case .item(let id):
      _ = try LedgerQueries.item(db, id)
      return ("item_id", id)
    case .transaction(let id):
      _ = try LedgerQueries.transaction(db, id)
      return ("transaction_id", id)
    case .space(let id):
      _ = try LedgerQueries.space(db, id)
      return ("space_id", id)
    }
  }

  func attachFile(atPath path: String, to owner: AttachmentOwner, primary: Bool) throws
    -> Attachment
  {
    let (column, ownerID) = try ownerColumn(owner)
    let file = try AttachmentFiles.store(path: path, in: dataDirectory)
    let hasAny = try exists(
      "SELECT 1 FROM attachments WHERE \(column) = ?", [ownerID.rawValue])
    let makePrimary = primary || !hasAny
    if makePrimary, hasAny {
      try db.execute(
        cachedSQL: "UPDATE attachments SET is_primary = 0 WHERE \(column) = ? AND is_primary = 1",
        arguments: [ownerID.rawValue])
    }
    try db.execute(
      cachedSQL: """
        INSERT INTO attachments(\(column), sha256, ext, kind, original_name, byte_count,
          is_primary, created_at, pixel_width, pixel_height)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """,
      arguments: [
        ownerID.rawValue, file.sha256, file.fileExtension, file.kind.rawValue, file.originalName,
        file.byteCount, makePrimary, stamp, file.size?.width, file.size?.height,
      ])
    let attachment = try LedgerQueries.attachment(db, lastID())
    // The bytes go to the server with the record, so every member can open the file.
    try SharedAttachmentFiles.upload(db, dataDirectory: dataDirectory, sha256: file.sha256)
    return attachment
  }

  func setPrimaryAttachment(_ id: EntityID) throws -> Attachment {
    let attachment = try LedgerQueries.attachment(db, id)
    let (column, ownerID) = try ownerColumn(attachment.owner)
    try db.execute(
      cachedSQL: """
        UPDATE attachments SET is_primary = (id = ?)
        WHERE \(column) = ? AND is_primary <> (id = ?)
        """,
      arguments: [id.rawValue, ownerID.rawValue, id.rawValue])
    return try LedgerQueries.attachment(db, id)
  }

  func deleteAttachment(_ id: EntityID) throws {
    let attachment = try LedgerQueries.attachment(db, id)
    try db.execute(cachedSQL: "DELETE FROM attachments WHERE id = ?", arguments: [id.rawValue])
    if attachment.isPrimary {
      let (column, ownerID) = try ownerColumn(attachment.owner)
      try db.execute(
        cachedSQL: """
          UPDATE attachments SET is_primary = 1
          WHERE id = (SELECT min(id) FROM attachments WHERE \(column) = ?)
          """,
        arguments: [ownerID.rawValue])
    }
  }
}
