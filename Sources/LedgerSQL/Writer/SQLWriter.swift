import LedgerCore
import LedgerStore

/// `LedgerWriter` over one open transaction of a ledger, on either backend.
///
/// Lives only inside a store's `perform`. Checks the rules a user can break before
/// touching the database, so messages name the problem ("a project named … already
/// exists"); the database's constraints are the last line of defence.
public final class SQLWriter: LedgerWriter {
  public let db: any SQLConnection
  public let now: Timestamp
  private let dataDirectory: String?
  private let hooks: any SQLWriterHooks

  public init(
    db: any SQLConnection, now: Timestamp, dataDirectory: String?,
    hooks: any SQLWriterHooks = NoWriterHooks()
  ) {
    self.db = db
    self.now = now
    self.dataDirectory = dataDirectory
    self.hooks = hooks
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

  private func exists(_ sql: SQL) throws -> Bool { try db.exists(sql) }

  /// The account a draft belongs to: its own, its project's, or the default one.
  private func owningAccount(_ accountID: EntityID?, projectID: EntityID?) throws -> Account {
    if let projectID {
      // The owner's id alone: the project's row is not needed here.
      guard
        let owner = try db.value(
          "SELECT account_id FROM projects WHERE id = \(projectID)", as: Int64.self
        ).map(EntityID.init)
      else { throw StoreError.notFound("project", projectID) }
      if let accountID, accountID != owner {
        throw StoreError(
          .invalid, "project \(projectID) belongs to account \(owner), not \(accountID)")
      }
      return try LedgerQueries.account(db, owner)
    }
    return try LedgerQueries.account(db, accountID)
  }

  private func checkCategory(_ id: EntityID?, account: Account) throws {
    guard let id else { return }
    guard
      let owner = try db.value("SELECT account_id FROM categories WHERE id = \(id)", as: Int64.self)
    else { throw StoreError.notFound("category", id) }
    guard owner == account.id.rawValue else {
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

  @discardableResult
  private func rememberVendor(_ source: String, accountID: EntityID) throws -> String {
    let trimmed = source.trimmingWhitespaceAndNewlines()
    guard !trimmed.isEmpty else { return trimmed }
    // Known already if it matches ignoring case in any script: the table's own NOCASE
    // uniqueness folds ASCII letters only (CAFÉ WEST would be a second Café West). The
    // listed spelling is the one a transaction keeps ('west elm' is 'West Elm').
    let key = VendorQueries.nameKey(trimmed)
    if let listed = try db.value(
      "SELECT name FROM vendors WHERE account_id = \(accountID) AND name_key = \(key)",
      as: String.self)
    {
      return listed
    }
    try db.execute(
      "\(word: .insertOrIgnore) INTO vendors(account_id, name, name_key) VALUES (\(accountID), \(trimmed), \(key))\(word: .onConflictIgnore)"
    )
    return trimmed
  }

  // MARK: Reading inside the command

  public func project(_ id: EntityID) throws -> Project { try LedgerQueries.project(db, id) }

  public func project(named name: String, accountID: EntityID?) throws -> Project? {
    try LedgerQueries.project(db, named: name, accountID: accountID)
  }

  public func category(_ id: EntityID) throws -> BudgetCategory {
    try LedgerQueries.category(db, id)
  }

  public func category(named name: String, accountID: EntityID?) throws -> BudgetCategory? {
    try LedgerQueries.category(db, named: name, accountID: accountID)
  }

  public func transaction(_ id: EntityID) throws -> Transaction {
    try LedgerQueries.transaction(db, id)
  }

  public func item(_ id: EntityID) throws -> Item { try LedgerQueries.item(db, id) }

  public func space(_ id: EntityID) throws -> Space { try LedgerQueries.space(db, id) }

  public func spaceTemplate(_ id: EntityID) throws -> SpaceTemplate {
    try LedgerQueries.spaceTemplate(db, id)
  }

  public func space(named name: String, projectID: EntityID) throws -> Space? {
    try LedgerQueries.space(db, named: name, projectID: projectID)
  }

  public func projectNames(accountID: EntityID?) throws -> [String] {
    let owner = try LedgerQueries.accountID(db, accountID)
    return try LedgerQueries.names(db, table: "projects", ownerColumn: "account_id", ownerID: owner)
  }

  public func categoryNames(accountID: EntityID?) throws -> [String] {
    let owner = try LedgerQueries.accountID(db, accountID)
    return try LedgerQueries.names(
      db, table: "categories", ownerColumn: "account_id", ownerID: owner)
  }

  public func spaceNames(projectID: EntityID) throws -> [String] {
    try LedgerQueries.names(db, table: "spaces", ownerColumn: "project_id", ownerID: projectID)
  }

  public func items(_ query: ItemQuery) throws -> [Item] { try LedgerQueries.items(db, query) }

  public func transactions(_ query: TransactionQuery) throws -> [Transaction] {
    try LedgerQueries.transactions(db, query)
  }

  // MARK: Accounts

  public func addAccount(name: String, currency: Currency) throws -> Account {
    let name = try self.name(name, of: "account")
    if try exists("SELECT 1 FROM accounts WHERE name = \(name) COLLATE NOCASE") {
      throw StoreError(.conflict, "an account named '\(name)' already exists")
    }
    let id: Int64
    do {
      id = try db.insert(
        "INSERT INTO accounts(name, currency, created_at) VALUES (\(name), \(currency.code), \(stamp))"
      )
    } catch {
      throw hooks.addAccountFailed(error, name: name)
    }
    return try LedgerQueries.account(db, EntityID(id))
  }

  public func renameAccount(_ id: EntityID, to name: String) throws -> Account {
    _ = try LedgerQueries.account(db, id)
    let name = try self.name(name, of: "account")
    if try exists(
      "SELECT 1 FROM accounts WHERE name = \(name) COLLATE NOCASE AND id <> \(id)")
    {
      throw StoreError(.conflict, "an account named '\(name)' already exists")
    }
    try db.execute(
      "UPDATE accounts SET name = \(name) WHERE id = \(id) AND \(raw: db.dialect.binary("name")) <> \(name)"
    )
    return try LedgerQueries.account(db, id)
  }

  public func setAccountLocale(_ id: EntityID, to locale: String?) throws -> Account {
    let account = try LedgerQueries.account(db, id)
    // The same locale writes nothing, so `undo` takes back the change before.
    guard account.locale != locale else { return account }
    try db.execute("UPDATE accounts SET locale = \(locale) WHERE id = \(id)")
    return try LedgerQueries.account(db, id)
  }

  // MARK: Projects

  private func checkProjectName(_ name: String, accountID: EntityID, except id: EntityID?) throws {
    if try exists(
      "SELECT 1 FROM projects WHERE account_id = \(accountID) AND name = \(name) COLLATE NOCASE AND id <> \(id?.rawValue ?? 0)"
    ) {
      throw StoreError(
        .conflict, "a project named '\(name)' already exists in this account")
    }
  }

  public func addProject(_ draft: ProjectDraft) throws -> Project {
    let account = try LedgerQueries.account(db, draft.accountID)
    let name = try self.name(draft.name, of: "project")
    try checkProjectName(name, accountID: account.id, except: nil)
    let id = try db.insert(
      """
      INSERT INTO projects(account_id, name, client_name, description, archived,
        created_at, updated_at)
      VALUES (\(account.id), \(name), \(draft.clientName), \(draft.description), 0, \(stamp), \(stamp))
      """)
    return try LedgerQueries.project(db, EntityID(id))
  }

  public func updateProject(_ project: Project) throws -> Project {
    try hooks.checkUnchanged(
      db, table: .projects, id: project.id, readUpdatedAt: project.updatedAt, show: "project show")
    let stored = try LedgerQueries.project(db, project.id)
    let name = try self.name(project.name, of: "project")
    try checkProjectName(name, accountID: stored.accountID, except: project.id)
    if let pinned = project.pinnedCategoryID {
      try checkCategory(pinned, account: try LedgerQueries.account(db, stored.accountID))
    }
    try db.execute(
      """
      UPDATE projects SET name = \(name), client_name = \(project.clientName), description = \(project.description), pinned_category_id = \(project.pinnedCategoryID),
        archived = \(project.isArchived), updated_at = \(stamp)
      WHERE id = \(project.id)
      """)
    return try LedgerQueries.project(db, project.id)
  }

  public func deleteProject(_ id: EntityID) throws {
    _ = try LedgerQueries.project(db, id)
    try db.execute("DELETE FROM projects WHERE id = \(id)")
  }

  public func setProjectArchived(_ id: EntityID, _ archived: Bool) throws -> Project {
    var project = try LedgerQueries.project(db, id)
    project.isArchived = archived
    return try updateProject(project)
  }

  public func pinCategory(_ categoryID: EntityID?, projectID: EntityID) throws -> Project {
    var project = try LedgerQueries.project(db, projectID)
    project.pinnedCategoryID = categoryID
    return try updateProject(project)
  }

  // MARK: Budget categories

  private func checkCategoryName(_ name: String, accountID: EntityID, except id: EntityID?)
    throws
  {
    if try exists(
      "SELECT 1 FROM categories WHERE account_id = \(accountID) AND name = \(name) COLLATE NOCASE AND id <> \(id?.rawValue ?? 0)"
    ) {
      throw StoreError(.conflict, "a category named '\(name)' already exists in this account")
    }
  }

  public func addCategory(name: String, kind: CategoryKind, accountID: EntityID?) throws
    -> BudgetCategory
  {
    let account = try LedgerQueries.account(db, accountID)
    let name = try self.name(name, of: "category")
    try checkCategoryName(name, accountID: account.id, except: nil)
    let position =
      try db.value(
        "SELECT coalesce(max(position), 0) + 1 FROM categories WHERE account_id = \(account.id)",
        as: Int.self) ?? 1
    let id = try db.insert(
      """
      INSERT INTO categories(account_id, name, kind, position, archived) VALUES (\(account.id), \(name), \(kind.rawValue), \(position), 0)
      """)
    return try LedgerQueries.category(db, EntityID(id))
  }

  public func renameCategory(_ id: EntityID, to name: String) throws -> BudgetCategory {
    let category = try LedgerQueries.category(db, id)
    let name = try self.name(name, of: "category")
    try checkCategoryName(name, accountID: category.accountID, except: id)
    try db.execute(
      "UPDATE categories SET name = \(name) WHERE id = \(id) AND \(raw: db.dialect.binary("name")) <> \(name)"
    )
    return try LedgerQueries.category(db, id)
  }

  public func setCategoryKind(_ id: EntityID, _ kind: CategoryKind) throws -> BudgetCategory {
    _ = try LedgerQueries.category(db, id)
    try db.execute(
      "UPDATE categories SET kind = \(kind.rawValue) WHERE id = \(id)")
    return try LedgerQueries.category(db, id)
  }

  public func setCategoryArchived(_ id: EntityID, _ archived: Bool) throws -> BudgetCategory {
    _ = try LedgerQueries.category(db, id)
    try db.execute(
      "UPDATE categories SET archived = \(archived) WHERE id = \(id)")
    return try LedgerQueries.category(db, id)
  }

  public func moveCategory(_ id: EntityID, to position: Int) throws -> [BudgetCategory] {
    let category = try LedgerQueries.category(db, id)
    var ordered = try LedgerQueries.categories(
      db, accountID: category.accountID, includeArchived: true)
    ordered.removeAll { $0.id == id }
    let index = min(max(position, 1), ordered.count + 1) - 1
    ordered.insert(category, at: index)
    for (offset, entry) in ordered.enumerated() where entry.position != offset + 1 {
      try db.execute(
        "UPDATE categories SET position = \(offset + 1) WHERE id = \(entry.id)")
    }
    return try LedgerQueries.categories(db, accountID: category.accountID, includeArchived: true)
  }

  public func deleteCategory(_ id: EntityID) throws {
    _ = try LedgerQueries.category(db, id)
    try db.execute("DELETE FROM categories WHERE id = \(id)")
  }

  // MARK: Budgets

  public func setBudget(projectID: EntityID, categoryID: EntityID, amount: Money?) throws {
    let project = try LedgerQueries.project(db, projectID)
    let account = try LedgerQueries.account(db, project.accountID)
    try checkCategory(categoryID, account: account)
    guard let amount else {
      try db.execute(
        "DELETE FROM budgets WHERE project_id = \(projectID) AND category_id = \(categoryID)")
      return
    }
    let units = try self.amount(amount, in: account, of: "budget")
    guard units >= 0 else {
      throw StoreError(.invalid, "a budget cannot be negative (\(amount.formatted))")
    }
    try db.execute(
      """
      INSERT INTO budgets(project_id, category_id, amount) VALUES (\(projectID), \(categoryID), \(units))
      ON CONFLICT(project_id, category_id) DO UPDATE SET amount = excluded.amount
      WHERE budgets.amount <> excluded.amount
      """)
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

  public func addTransaction(_ draft: TransactionDraft) throws -> Transaction {
    let account = try owningAccount(draft.accountID, projectID: draft.projectID)
    let units = try transactionAmount(draft.amount, account: account)
    try checkCategory(draft.categoryID, account: account)
    // The vendor's listed spelling, remembered first: `tx add --source 'west elm'` is
    // West Elm's, not a second payee.
    let source = try rememberVendor(draft.source, accountID: account.id)
    let id = EntityID(
      try db.insert(
        """
        INSERT INTO transactions(account_id, project_id, source, amount, date, type,
          reimbursement, category_id, needs_review, notes, created_at, updated_at, source_key)
        VALUES (\(account.id), \(draft.projectID), \(source), \(units), \(draft.date.iso8601), \(draft.type.rawValue), \(draft.reimbursement.rawValue), \(draft.categoryID), \(draft.needsReview), \(draft.notes), \(stamp), \(stamp), \(draft.sourceKey))
        """))
    // The row as stored, built from what was bound rather than read back: a script of
    // thousands of adds would otherwise spend a tenth of its time re-reading each one.
    let stored = Timestamp(millisecondsSince1970: stamp)
    return Transaction(
      id: id, accountID: account.id, projectID: draft.projectID, source: source,
      amount: Money(minorUnits: units, currency: account.currency), date: draft.date,
      type: draft.type, reimbursement: draft.reimbursement, categoryID: draft.categoryID,
      needsReview: draft.needsReview, notes: draft.notes, createdAt: stored, updatedAt: stored,
      sourceKey: draft.sourceKey)
  }

  public func updateTransaction(_ transaction: Transaction) throws -> Transaction {
    try hooks.checkUnchanged(
      db, table: .transactions, id: transaction.id, readUpdatedAt: transaction.updatedAt,
      show: "tx show")
    let stored = try LedgerQueries.transaction(db, transaction.id)
    let account = try owningAccount(stored.accountID, projectID: transaction.projectID)
    let units = try transactionAmount(transaction.amount, account: account)
    try checkCategory(transaction.categoryID, account: account)
    let source = transaction.source.trimmingWhitespaceAndNewlines()
    try db.execute(
      """
      UPDATE transactions SET project_id = \(transaction.projectID), source = \(source), amount = \(units), date = \(transaction.date.iso8601), type = \(transaction.type.rawValue),
        reimbursement = \(transaction.reimbursement.rawValue), category_id = \(transaction.categoryID), needs_review = \(transaction.needsReview), notes = \(transaction.notes), reimbursed_on = \(transaction.reimbursedOn?.iso8601), updated_at = \(stamp)
      WHERE id = \(transaction.id)
      """)
    try rememberVendor(source, accountID: account.id)
    return try LedgerQueries.transaction(db, transaction.id)
  }

  public func deleteTransaction(_ id: EntityID) throws {
    _ = try LedgerQueries.transaction(db, id)
    try db.execute("DELETE FROM transactions WHERE id = \(id)")
  }

  /// The first of `ids`, in the order given, with no row in `table`; nil when all exist.
  private func firstMissing(_ ids: [EntityID], in table: String) throws -> EntityID? {
    try db.value(
      """
      SELECT j.value FROM \(ids: ids) AS j
      WHERE NOT EXISTS (SELECT 1 FROM \(raw: table) WHERE id = j.value) ORDER BY j.key LIMIT 1
      """, as: Int64.self
    ).map(EntityID.init)
  }

  /// Checks that each of `ids` names a row of `table`.
  private func existing(_ ids: [EntityID], in table: String, entity: String) throws {
    if let missing = try firstMissing(ids, in: table) {
      throw StoreError.notFound(entity, missing)
    }
  }

  /// The first of `ids`, in the order given, whose row in `table` has
  /// `column` different (`IS NOT`) from `value`.
  private func firstDiffering(
    _ ids: [EntityID], in table: String, column: String, from value: EntityID?
  ) throws -> EntityID? {
    try db.value(
      """
      SELECT j.value FROM \(ids: ids) AS j JOIN \(raw: table) AS t ON t.id = j.value
      WHERE t.\(raw: column) \(word: .isNotSame) \(value) ORDER BY j.key LIMIT 1
      """, as: Int64.self
    ).map(EntityID.init)
  }

  /// Runs an UPDATE or DELETE of the rows of `ids` and returns how many it changed.
  private func changing(_ sql: SQL) throws -> Int { try db.execute(sql) }

  public func setCategory(_ categoryID: EntityID?, ofTransactions ids: [EntityID]) throws -> Int {
    try existing(ids, in: "transactions", entity: "transaction")
    if let categoryID {
      let category = try LedgerQueries.category(db, categoryID)
      if let other = try firstDiffering(
        ids, in: "transactions", column: "account_id", from: category.accountID)
      {
        throw StoreError(
          .invalid, "transaction \(other) belongs to another account than category \(categoryID)")
      }
    }
    return try changing(
      """
      UPDATE transactions SET category_id = \(categoryID), updated_at = \(stamp)
      WHERE id IN (SELECT value FROM \(ids: ids)) AND category_id \(word: .isNotSame) \(categoryID)
      """)
  }

  public func setNeedsReview(_ value: Bool, ofTransactions ids: [EntityID]) throws -> Int {
    try existing(ids, in: "transactions", entity: "transaction")
    return try changing(
      """
      UPDATE transactions SET needs_review = \(value), updated_at = \(stamp)
      WHERE id IN (SELECT value FROM \(ids: ids)) AND needs_review <> \(value)
      """)
  }

  public func setReimbursement(_ value: Reimbursement, ofTransactions ids: [EntityID]) throws -> Int
  {
    try existing(ids, in: "transactions", entity: "transaction")
    return try changing(
      """
      UPDATE transactions SET reimbursement = \(value.rawValue), updated_at = \(stamp)
      WHERE id IN (SELECT value FROM \(ids: ids)) AND reimbursement <> \(value.rawValue)
      """)
  }

  public func setReimbursed(_ day: CalendarDay?, ofTransactions ids: [EntityID]) throws -> Int {
    try existing(ids, in: "transactions", entity: "transaction")
    let value = day?.iso8601
    return try changing(
      """
      UPDATE transactions SET reimbursed_on = \(value), updated_at = \(stamp)
      WHERE id IN (SELECT value FROM \(ids: ids)) AND reimbursed_on \(word: .isNotSame) \(value)
      """)
  }

  public func setSourceKey(_ key: String?, ofTransaction id: EntityID) throws {
    try existing([id], in: "transactions", entity: "transaction")
    try db.execute(
      """
      UPDATE transactions SET source_key = \(key), updated_at = \(stamp) WHERE id = \(id)
      """)
  }

  public func deleteTransactions(_ ids: [EntityID]) throws -> Int {
    try existing(ids, in: "transactions", entity: "transaction")
    return try changing(
      "DELETE FROM transactions WHERE id IN (SELECT value FROM \(ids: ids))")
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

  public func addItem(_ draft: ItemDraft) throws -> Item {
    let account = try owningAccount(draft.accountID, projectID: draft.projectID)
    let name = try self.name(draft.name, of: "item")
    let (purchase, project) = try itemPrices(
      draft.purchasePrice, draft.projectPrice, account: account)
    try checkItemLinks(
      quantity: draft.quantity, spaceID: draft.spaceID, transactionID: draft.transactionID,
      projectID: draft.projectID, account: account)
    let source = draft.source.trimmingWhitespaceAndNewlines()
    let id = EntityID(
      try db.insert(
        """
        INSERT INTO items(account_id, project_id, name, sku, source, purchase_price,
          project_price, quantity, space_id, transaction_id, bookmarked, notes,
          created_at, updated_at)
        VALUES (\(account.id), \(draft.projectID), \(name), \(draft.sku), \(source), \(purchase), \(project), \(draft.quantity), \(draft.spaceID), \(draft.transactionID), \(draft.isBookmarked), \(draft.notes), \(stamp), \(stamp))
        """))
    try rememberVendor(source, accountID: account.id)
    return try LedgerQueries.item(db, id)
  }

  public func updateItem(_ item: Item) throws -> Item {
    try hooks.checkUnchanged(
      db, table: .items, id: item.id, readUpdatedAt: item.updatedAt, show: "item show")
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
      """
      UPDATE items SET project_id = \(item.projectID), name = \(name), sku = \(item.sku), source = \(source), purchase_price = \(purchase),
        project_price = \(project), quantity = \(item.quantity), space_id = \(item.spaceID), transaction_id = \(item.transactionID), bookmarked = \(item.isBookmarked),
        notes = \(item.notes), updated_at = \(stamp)
      WHERE id = \(item.id)
      """)
    try rememberVendor(source, accountID: account.id)
    return try LedgerQueries.item(db, item.id)
  }

  public func deleteItem(_ id: EntityID) throws {
    _ = try LedgerQueries.item(db, id)
    try db.execute("DELETE FROM items WHERE id = \(id)")
  }

  public func setSpace(_ spaceID: EntityID?, ofItems ids: [EntityID]) throws -> Int {
    try existing(ids, in: "items", entity: "item")
    if let spaceID {
      let space = try LedgerQueries.space(db, spaceID)
      if let other = try firstDiffering(
        ids, in: "items", column: "project_id", from: space.projectID)
      {
        throw StoreError(
          .invalid,
          "item \(other) is not in project \(space.projectID), where space \(spaceID) "
            + "'\(space.name)' is; move it there first")
      }
    }
    return try changing(
      """
      UPDATE items SET space_id = \(spaceID), updated_at = \(stamp)
      WHERE id IN (SELECT value FROM \(ids: ids)) AND space_id \(word: .isNotSame) \(spaceID)
      """)
  }

  public func moveItems(_ ids: [EntityID], toProject projectID: EntityID?) throws -> Int {
    try existing(ids, in: "items", entity: "item")
    if let projectID {
      let project = try LedgerQueries.project(db, projectID)
      if let other = try firstDiffering(
        ids, in: "items", column: "account_id", from: project.accountID)
      {
        throw StoreError(
          .invalid, "item \(other) belongs to another account than project \(projectID)")
      }
    }
    // An item links only to a transaction of its own project: moved to another project,
    // the link goes (to business inventory it stays, for where the item came from).
    return try changing(
      """
      UPDATE items SET project_id = \(projectID), space_id = NULL, updated_at = \(stamp),
        transaction_id = CASE
          WHEN CAST(\(projectID) AS bigint) IS NOT NULL AND transaction_id IS NOT NULL
            AND transaction_id NOT IN (SELECT id FROM transactions WHERE project_id = \(projectID))
          THEN NULL ELSE transaction_id END
      WHERE id IN (SELECT value FROM \(ids: ids))
        AND (project_id \(word: .isNotSame) \(projectID) OR space_id IS NOT NULL)
      """)
  }

  public func setBookmarked(_ value: Bool, ofItems ids: [EntityID]) throws -> Int {
    try existing(ids, in: "items", entity: "item")
    return try changing(
      """
      UPDATE items SET bookmarked = \(value), updated_at = \(stamp)
      WHERE id IN (SELECT value FROM \(ids: ids)) AND bookmarked <> \(value)
      """)
  }

  public func deleteItems(_ ids: [EntityID]) throws -> Int {
    try existing(ids, in: "items", entity: "item")
    return try changing("DELETE FROM items WHERE id IN (SELECT value FROM \(ids: ids))")
  }

  // MARK: Spaces and templates

  private func checkSpaceName(_ name: String, projectID: EntityID, except id: EntityID?) throws {
    if try exists(
      "SELECT 1 FROM spaces WHERE project_id = \(projectID) AND name = \(name) COLLATE NOCASE AND id <> \(id?.rawValue ?? 0)"
    ) {
      throw StoreError(.conflict, "a space named '\(name)' already exists in this project")
    }
  }

  public func addSpace(_ draft: SpaceDraft) throws -> Space {
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
    let id = try db.insert(
      """
      INSERT INTO spaces(project_id, name, notes, checklist, template_id, created_at, updated_at)
      VALUES (\(project.id), \(name), \(draft.notes), \(ChecklistCoding.encode(checklist)), \(draft.templateID), \(stamp), \(stamp))
      """)
    return try LedgerQueries.space(db, EntityID(id))
  }

  public func updateSpace(_ space: Space) throws -> Space {
    try hooks.checkUnchanged(
      db, table: .spaces, id: space.id, readUpdatedAt: space.updatedAt, show: "space show")
    let stored = try LedgerQueries.space(db, space.id)
    let name = try self.name(space.name, of: "space")
    try checkSpaceName(name, projectID: stored.projectID, except: space.id)
    try db.execute(
      "UPDATE spaces SET name = \(name), notes = \(space.notes), checklist = \(ChecklistCoding.encode(space.checklist)), updated_at = \(stamp) WHERE id = \(space.id)"
    )
    return try LedgerQueries.space(db, space.id)
  }

  public func deleteSpace(_ id: EntityID) throws {
    _ = try LedgerQueries.space(db, id)
    try db.execute("DELETE FROM spaces WHERE id = \(id)")
  }

  private func checkTemplateName(_ name: String, accountID: EntityID, except id: EntityID?)
    throws
  {
    if try exists(
      "SELECT 1 FROM space_templates WHERE account_id = \(accountID) AND name = \(name) COLLATE NOCASE AND id <> \(id?.rawValue ?? 0)"
    ) {
      throw StoreError(.conflict, "a space template named '\(name)' already exists")
    }
  }

  public func addSpaceTemplate(name: String, checklist: [String], accountID: EntityID?) throws
    -> SpaceTemplate
  {
    let account = try LedgerQueries.account(db, accountID)
    let name = try self.name(name, of: "space template")
    try checkTemplateName(name, accountID: account.id, except: nil)
    let position =
      try db.value(
        "SELECT coalesce(max(position), 0) + 1 FROM space_templates WHERE account_id = \(account.id)",
        as: Int.self) ?? 1
    let id = try db.insert(
      """
      INSERT INTO space_templates(account_id, name, checklist, position) VALUES (\(account.id), \(name), \(ChecklistCoding.encode(checklist)), \(position))
      """)
    return try LedgerQueries.spaceTemplate(db, EntityID(id))
  }

  public func updateSpaceTemplate(_ template: SpaceTemplate) throws -> SpaceTemplate {
    let stored = try LedgerQueries.spaceTemplate(db, template.id)
    let name = try self.name(template.name, of: "space template")
    try checkTemplateName(name, accountID: stored.accountID, except: template.id)
    try db.execute(
      "UPDATE space_templates SET name = \(name), checklist = \(ChecklistCoding.encode(template.checklist)) WHERE id = \(template.id)"
    )
    return try LedgerQueries.spaceTemplate(db, template.id)
  }

  public func moveSpaceTemplate(_ id: EntityID, to position: Int) throws -> [SpaceTemplate] {
    let template = try LedgerQueries.spaceTemplate(db, id)
    var ordered = try LedgerQueries.spaceTemplates(db, accountID: template.accountID)
    ordered.removeAll { $0.id == id }
    let index = min(max(position, 1), ordered.count + 1) - 1
    ordered.insert(template, at: index)
    for (offset, entry) in ordered.enumerated() where entry.position != offset + 1 {
      try db.execute(
        "UPDATE space_templates SET position = \(offset + 1) WHERE id = \(entry.id)")
    }
    return try LedgerQueries.spaceTemplates(db, accountID: template.accountID)
  }

  public func deleteSpaceTemplate(_ id: EntityID) throws {
    _ = try LedgerQueries.spaceTemplate(db, id)
    try db.execute("DELETE FROM space_templates WHERE id = \(id)")
  }

  // MARK: Vendors

  public func addVendor(name: String, accountID: EntityID?) throws -> Vendor {
    let account = try LedgerQueries.account(db, accountID)
    let name = try self.name(name, of: "vendor")
    try rememberVendor(name, accountID: account.id)
    guard
      let vendor = try db.first(
        """
        SELECT \(raw: LedgerTable.vendors.selection) FROM vendors
        WHERE account_id = \(account.id) AND name_key = \(VendorQueries.nameKey(name))
        """,
        RecordDecoder.vendor)
    else { throw StoreError(.corrupt, "vendor '\(name)' vanished while being added") }
    return vendor
  }

  public func deleteVendor(_ id: EntityID) throws {
    guard try exists("SELECT 1 FROM vendors WHERE id = \(id)") else {
      throw StoreError.notFound("vendor", id)
    }
    try db.execute("DELETE FROM vendors WHERE id = \(id)")
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

  public func attachFile(atPath path: String, to owner: AttachmentOwner, primary: Bool) throws
    -> Attachment
  {
    let (column, ownerID) = try ownerColumn(owner)
    let file = try AttachmentFiles.store(path: path, in: dataDirectory)
    let hasAny = try exists(
      "SELECT 1 FROM attachments WHERE \(raw: column) = \(ownerID)")
    let makePrimary = primary || !hasAny
    if makePrimary, hasAny {
      try db.execute(
        "UPDATE attachments SET is_primary = 0 WHERE \(raw: column) = \(ownerID) AND is_primary = 1"
      )
    }
    let id = try db.insert(
      """
      INSERT INTO attachments(\(raw: column), sha256, ext, kind, original_name, byte_count,
        is_primary, created_at, pixel_width, pixel_height)
      VALUES (\(ownerID), \(file.sha256), \(file.fileExtension), \(file.kind.rawValue), \(file.originalName), \(file.byteCount), \(makePrimary), \(stamp), \(file.size?.width), \(file.size?.height))
      """)
    let attachment = try LedgerQueries.attachment(db, EntityID(id))
    try hooks.attachmentAdded(db, dataDirectory: dataDirectory, sha256: file.sha256)
    return attachment
  }

  public func setPrimaryAttachment(_ id: EntityID) throws -> Attachment {
    let attachment = try LedgerQueries.attachment(db, id)
    let (column, ownerID) = try ownerColumn(attachment.owner)
    try db.execute(
      """
      UPDATE attachments SET is_primary = CASE WHEN id = \(id) THEN 1 ELSE 0 END
      WHERE \(raw: column) = \(ownerID)
        AND is_primary <> CASE WHEN id = \(id) THEN 1 ELSE 0 END
      """)
    return try LedgerQueries.attachment(db, id)
  }

  public func deleteAttachment(_ id: EntityID) throws {
    let attachment = try LedgerQueries.attachment(db, id)
    try db.execute("DELETE FROM attachments WHERE id = \(id)")
    if attachment.isPrimary {
      let (column, ownerID) = try ownerColumn(attachment.owner)
      try db.execute(
        """
        UPDATE attachments SET is_primary = 1
        WHERE id = (SELECT min(id) FROM attachments WHERE \(raw: column) = \(ownerID))
        """)
    }
  }
}
