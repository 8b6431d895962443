import LedgerCore
import LedgerStore

/// The store's reads, as functions of a database connection, shared by `PostgresStore`
/// and `PostgresWriter` (inside a command's transaction).
///
/// Every value is bound as a statement argument; only fixed SQL text is concatenated.
enum LedgerQueries {
  // MARK: Accounts

  static func accounts(_ db: Database) throws -> [Account] {
    try Row.fetchAll(
      db, cachedSQL: "SELECT \(LedgerTable.accounts.selection) FROM accounts ORDER BY id",
      as: RecordDecoder.account)
  }

  static func account(_ db: Database, _ id: EntityID?) throws -> Account {
    if let id {
      guard
        let decoded = try Row.fetchOne(
          db, cachedSQL: "SELECT \(LedgerTable.accounts.selection) FROM accounts WHERE id = ?",
          arguments: [id.rawValue], as: RecordDecoder.account)
      else {
        // A session whose only grant was revoked meanwhile: say so, not "no account #1".
        if try accounts(db).isEmpty { throw try noGrant(db) }
        throw StoreError.notFound("account", id)
      }
      return decoded
    }
    guard
      let decoded = try Row.fetchOne(
        db, cachedSQL: "SELECT \(LedgerTable.accounts.selection) FROM accounts ORDER BY id LIMIT 1",
        as: RecordDecoder.account)
    else {
      // Every ledger has an account: a role that sees none has no grant.
      throw try noGrant(db)
    }
    return decoded
  }

  /// The error for a role that sees no account of the ledger.
  private static func noGrant(_ db: Database) throws -> StoreError {
    let role = try String.fetchOne(db, sql: "SELECT current_user::text") ?? "?"
    return StoreError(
      .unavailable,
      "no account of this ledger is granted to the role '\(role)': ask the ledger's owner "
        + "for one ('admin grant \(role) --account NAME')")
  }

  /// The account id to use when a caller gives none.
  static func accountID(_ db: Database, _ id: EntityID?) throws -> EntityID {
    try account(db, id).id
  }

  // MARK: Projects

  static func projects(_ db: Database, _ query: ProjectQuery) throws -> [Project] {
    let accountID = try accountID(db, query.accountID)
    var sql = "SELECT \(LedgerTable.projects.selection) FROM projects WHERE account_id = ?"
    if query.archivedOnly {
      sql += " AND archived = 1"
    } else if !query.includeArchived {
      sql += " AND archived = 0"
    }
    // SQLite's NOCASE exactly: ASCII-only lower case (lower() under "C"), then bytes.
    sql += " ORDER BY lower(name COLLATE \"C\") COLLATE \"C\", id"
    return try Row.fetchAll(
      db, cachedSQL: sql, arguments: [accountID.rawValue], as: RecordDecoder.project)
  }

  static func project(_ db: Database, _ id: EntityID) throws -> Project {
    guard
      let decoded = try Row.fetchOne(
        db, cachedSQL: "SELECT \(LedgerTable.projects.selection) FROM projects WHERE id = ?",
        arguments: [id.rawValue], as: RecordDecoder.project)
    else { throw StoreError.notFound("project", id) }
    return decoded
  }

  static func project(_ db: Database, named name: String, accountID: EntityID?) throws
    -> Project?
  {
    let accountID = try self.accountID(db, accountID)
    return try Row.fetchOne(
      db,
      cachedSQL: """
        SELECT \(LedgerTable.projects.selection) FROM projects
        WHERE account_id = ? AND name = ? COLLATE NOCASE
        """,
      arguments: [accountID.rawValue, name], as: RecordDecoder.project)
  }

  // MARK: Budget

  static func categories(_ db: Database, accountID: EntityID?, includeArchived: Bool) throws
    -> [BudgetCategory]
  {
    let accountID = try self.accountID(db, accountID)
    let archived = includeArchived ? "" : " AND archived = 0"
    return try Row.fetchAll(
      db,
      cachedSQL: """
        SELECT \(LedgerTable.categories.selection) FROM categories
        WHERE account_id = ?\(archived) ORDER BY position, id
        """,
      arguments: [accountID.rawValue], as: RecordDecoder.category)
  }

  static func category(_ db: Database, _ id: EntityID) throws -> BudgetCategory {
    guard
      let decoded = try Row.fetchOne(
        db, cachedSQL: "SELECT \(LedgerTable.categories.selection) FROM categories WHERE id = ?",
        arguments: [id.rawValue], as: RecordDecoder.category)
    else { throw StoreError.notFound("category", id) }
    return decoded
  }

  static func category(_ db: Database, named name: String, accountID: EntityID?) throws
    -> BudgetCategory?
  {
    let accountID = try self.accountID(db, accountID)
    return try Row.fetchOne(
      db,
      cachedSQL: """
        SELECT \(LedgerTable.categories.selection) FROM categories
        WHERE account_id = ? AND name = ? COLLATE NOCASE
        """,
      arguments: [accountID.rawValue, name], as: RecordDecoder.category)
  }

  static func budgets(_ db: Database, projectID: EntityID) throws -> [CategoryBudget] {
    let project = try project(db, projectID)
    let currency = try account(db, project.accountID).currency
    let decoder = RecordDecoder(currencies: try AccountCurrencies.fetch(db))
    return try Row.fetchAll(
      db,
      cachedSQL: """
        SELECT b.id, b.project_id, b.category_id, b.amount FROM budgets b
        JOIN categories c ON c.id = b.category_id
        WHERE b.project_id = ? ORDER BY c.position, c.id
        """,
      arguments: [projectID.rawValue]
    ).map { decoder.budget($0, currency: currency) }
  }

  static func budgetRollup(_ db: Database, projectID: EntityID) throws -> BudgetRollup {
    let project = try project(db, projectID)
    let currency = try account(db, project.accountID).currency
    let categories = try categories(db, accountID: project.accountID, includeArchived: true)
    let budgets = try budgets(db, projectID: projectID)
    // A few rows of the trigger-kept totals, not a scan of the project's transactions.
    var spending: [EntityID?: CategorySpending] = [:]
    let rows = try Row.fetchAll(
      db,
      cachedSQL: """
        SELECT nullif(category_id, 0) AS category_id, type, amount AS total
        FROM transaction_totals WHERE project_id = ?
        """,
      arguments: [projectID.rawValue])
    for row in rows {
      let categoryID = RecordDecoder.id(row, "category_id")
      let type: String = row["type"]
      let total: Int64 = row["total"]
      var entry =
        spending[categoryID] ?? CategorySpending(categoryID: categoryID, purchases: 0, returns: 0)
      if type == TransactionType.return.rawValue {
        entry.returns = total
      } else {
        entry.purchases = total
      }
      spending[categoryID] = entry
    }
    do {
      return try BudgetRollup.compute(
        categories: categories, budgets: budgets, spending: Array(spending.values),
        currency: currency)
    } catch {
      throw StoreError(.invalid, error.message)
    }
  }

  // MARK: Transactions

  private static func filter(_ query: TransactionQuery) -> (String, StatementArguments) {
    var clauses: [String] = []
    var arguments = StatementArguments()
    if let id = query.accountID {
      clauses.append("account_id = ?")
      arguments += [id.rawValue]
    }
    if let id = query.projectID {
      clauses.append("project_id = ?")
      arguments += [id.rawValue]
    }
    if query.withoutProject { clauses.append("project_id IS NULL") }
    if let id = query.categoryID {
      clauses.append("category_id = ?")
      arguments += [id.rawValue]
    }
    if let needsReview = query.needsReview {
      clauses.append("needs_review = ?")
      arguments += [needsReview]
    }
    if let type = query.type {
      clauses.append("type = ?")
      arguments += [type.rawValue]
    }
    if let from = query.from {
      clauses.append("date >= ?")
      arguments += [from.iso8601]
    }
    if let to = query.to {
      clauses.append("date <= ?")
      arguments += [to.iso8601]
    }
    if let source = query.source {
      clauses.append("source = ? COLLATE NOCASE")
      arguments += [source]
    }
    if let ids = query.ids {
      clauses.append("id IN (SELECT value FROM ledger_ids(?))")
      arguments += [jsonIDs(ids)]
    }
    let whereClause = clauses.isEmpty ? "" : " WHERE " + clauses.joined(separator: " AND ")
    return (whereClause, arguments)
  }

  static func transactionSummary(_ db: Database, _ query: TransactionQuery) throws
    -> TransactionSummary
  {
    let (whereClause, arguments) = filter(query)
    let currency = try account(db, query.accountID).currency
    guard
      let row = try Row.fetchOne(
        db,
        cachedSQL: """
          SELECT count(*) AS count,
            coalesce(sum(CASE type WHEN 'return' THEN -amount ELSE amount END), 0) AS total
          FROM transactions\(whereClause)
          """,
        arguments: arguments)
    else { return TransactionSummary(count: 0, total: Money.zero(currency)) }
    return TransactionSummary(
      count: row["count"], total: Money(minorUnits: row["total"], currency: currency))
  }

  static func transactions(_ db: Database, _ query: TransactionQuery) throws -> [Transaction] {
    var (whereClause, arguments) = filter(query)
    let direction = query.descending ? "DESC" : "ASC"
    let order =
      switch query.sort {
      case .date: "date \(direction), id \(direction)"
      case .amount: "amount \(direction), id \(direction)"
      }
    arguments += [query.limit.map { max(0, $0) }, max(0, query.offset)]
    let decoder = RecordDecoder(currencies: try AccountCurrencies.fetch(db))
    return try Row.fetchAll(
      db,
      cachedSQL: """
        SELECT \(LedgerTable.transactions.selection) FROM transactions\(whereClause)
        ORDER BY \(order) LIMIT ? OFFSET ?
        """,
      arguments: arguments, as: decoder.transaction)
  }

  static func transactionCount(_ db: Database, _ query: TransactionQuery) throws -> Int {
    if let count = try countFromTotals(db, query) { return count }
    let (whereClause, arguments) = filter(query)
    return try Int.fetchOne(
      db, cachedSQL: "SELECT count(*) FROM transactions\(whereClause)", arguments: arguments) ?? 0
  }

  /// The count of a project's transactions, of one category or type if asked, from the
  /// trigger-kept totals; nil for any other filter.
  private static func countFromTotals(_ db: Database, _ query: TransactionQuery) throws -> Int? {
    guard let projectID = query.projectID, query.accountID == nil, !query.withoutProject,
      query.ids == nil, query.needsReview == nil, query.from == nil, query.to == nil,
      query.source == nil
    else { return nil }
    var sql = "SELECT coalesce(sum(count), 0) FROM transaction_totals WHERE project_id = ?"
    var arguments: StatementArguments = [projectID.rawValue]
    if let categoryID = query.categoryID {
      sql += " AND category_id = ?"
      arguments += [categoryID.rawValue]
    }
    if let type = query.type {
      sql += " AND type = ?"
      arguments += [type.rawValue]
    }
    return try Int.fetchOne(db, cachedSQL: sql, arguments: arguments) ?? 0
  }

  static func transaction(_ db: Database, _ id: EntityID) throws -> Transaction {
    let decoder = RecordDecoder(currencies: try AccountCurrencies.fetch(db))
    guard
      let decoded = try Row.fetchOne(
        db,
        cachedSQL: "SELECT \(LedgerTable.transactions.selection) FROM transactions WHERE id = ?",
        arguments: [id.rawValue], as: decoder.transaction)
    else { throw StoreError.notFound("transaction", id) }
    return decoded
  }

  // MARK: Items

  /// The JSON array of `ids`, bound where SQL reads `ledger_ids(?)`.
  static func jsonIDs(_ ids: [EntityID]) -> String {
    "[" + ids.map { String($0.rawValue) }.joined(separator: ",") + "]"
  }

  /// The WHERE clause of an item query over `items` (columns qualified), and its arguments.

  private static func filter(_ query: ItemQuery) -> (
    String, StatementArguments
  ) {
    let price = "coalesce(items.project_price, items.purchase_price)"
    var clauses: [String] = []
    var arguments = StatementArguments()
    if let id = query.accountID {
      clauses.append("items.account_id = ?")
      arguments += [id.rawValue]
    }
    switch query.scope {
    case .all: break
    case .project(let id):
      clauses.append("items.project_id = ?")
      arguments += [id.rawValue]
    case .inventory:
      clauses.append("items.project_id IS NULL")
    }
    if let id = query.spaceID {
      clauses.append("items.space_id = ?")
      arguments += [id.rawValue]
    }
    if query.withoutSpace { clauses.append("items.space_id IS NULL") }
    if let id = query.transactionID {
      clauses.append("items.transaction_id = ?")
      arguments += [id.rawValue]
    }
    if query.withoutTransaction { clauses.append("items.transaction_id IS NULL") }
    if let bookmarked = query.isBookmarked {
      clauses.append("items.bookmarked = ?")
      arguments += [bookmarked]
    }
    if let source = query.source {
      clauses.append("items.source = ? COLLATE NOCASE")
      arguments += [source]
    }
    if let minPrice = query.minPrice {
      clauses.append("\(price) >= ?")
      arguments += [minPrice]
    }
    if let maxPrice = query.maxPrice {
      clauses.append("\(price) <= ?")
      arguments += [maxPrice]
    }
    if let ids = query.ids {
      clauses.append("items.id IN (SELECT value FROM ledger_ids(?))")
      arguments += [jsonIDs(ids)]
    }
    // Every word in one of the fields, lower-cased (all of Unicode, by ICU) as
    // `ItemQuery.fieldsContain` compares.
    for word in query.textWords {
      let fields = ["name", "sku", "source", "notes"].map {
        "strpos(lower(items.\($0) COLLATE \"und-x-icu\"), ?) > 0"
      }
      clauses.append("(" + fields.joined(separator: " OR ") + ")")
      arguments += [word, word, word, word]
    }
    let whereClause = clauses.isEmpty ? "" : " WHERE " + clauses.joined(separator: " AND ")
    return (whereClause, arguments)
  }

  /// The FROM clause (joining spaces for `.space`) and ORDER BY terms of an item query.
  ///
  /// Text orders as `ItemQuery.precedes` compares: lower-cased (all of Unicode), then by
  /// code point; a missing price is the lowest.
  private static func order(_ query: ItemQuery) -> (from: String, order: String) {
    let direction = query.descending ? "DESC" : "ASC"
    let nulls = query.descending ? "NULLS LAST" : "NULLS FIRST"
    func folded(_ column: String) -> String {
      "lower(\(column) COLLATE \"und-x-icu\") COLLATE \"C\""
    }
    switch query.sort {
    case .name:
      return ("items", "\(folded("items.name")) \(direction), items.id \(direction)")
    case .price:
      return (
        "items",
        "coalesce(items.project_price, items.purchase_price) \(direction) \(nulls), "
          + "items.id \(direction)"
      )
    case .created:
      return ("items", "items.id \(direction)")
    case .space:
      return (
        "items LEFT JOIN spaces ON spaces.id = items.space_id",
        "items.space_id IS NULL, \(folded("spaces.name")) \(direction), items.id \(direction)"
      )
    case .source:
      return ("items", "\(folded("items.source")) \(direction), items.id \(direction)")
    }
  }

  /// The item columns to select, qualified.
  private static let itemSelection = (["id"] + LedgerTable.items.columns).map { "items.\($0)" }
    .joined(separator: ", ")

  /// The statement of `items(_:_:)`.
  static func itemsStatement(_ query: ItemQuery) -> (sql: String, arguments: StatementArguments) {
    var (whereClause, arguments) = filter(query)
    let (from, order) = order(query)
    arguments += [query.limit.map { max(0, $0) }, max(0, query.offset)]
    return (
      "SELECT \(itemSelection) FROM \(from)\(whereClause) ORDER BY \(order) LIMIT ? OFFSET ?",
      arguments
    )
  }

  static func items(_ db: Database, _ query: ItemQuery) throws -> [Item] {
    let (sql, arguments) = itemsStatement(query)
    let decoder = RecordDecoder(currencies: try AccountCurrencies.fetch(db))
    return try Row.fetchAll(db, cachedSQL: sql, arguments: arguments, as: decoder.item)
  }

  static func itemCount(_ db: Database, _ query: ItemQuery) throws -> Int {
    let (whereClause, arguments) = filter(query)
    return try Int.fetchOne(
      db, cachedSQL: "SELECT count(*) FROM items\(whereClause)", arguments: arguments) ?? 0
  }

  /// The columns that make items identical for grouping.
  private static let groupKey =
    "account_id, name, sku, source, purchase_price, project_price"

  /// The statement of `itemGroups(_:_:)`: the page's groups' items, group by group.
  ///
  /// Numbers the filtered items in the query's order, gives each the number of its
  /// group's first item, keeps the page of groups by that number, and lists their members.
  static func itemGroupsStatement(_ query: ItemQuery) -> (
    sql: String, arguments: StatementArguments
  ) {
    var (whereClause, arguments) = filter(query)
    let (from, order) = order(query)
    arguments += [query.limit.map { max(0, $0) }, max(0, query.offset)]
    let sql = """
      WITH ordered AS (
        SELECT items.id, items.account_id, items.name, items.sku, items.source,
          items.purchase_price, items.project_price, items.quantity,
          row_number() OVER (ORDER BY \(order)) AS rank
        FROM \(from)\(whereClause)),
      ranked AS (
        SELECT *, min(rank) OVER (PARTITION BY \(groupKey)) AS first FROM ordered),
      page AS (
        SELECT DISTINCT first FROM ranked ORDER BY first LIMIT ? OFFSET ?)
      SELECT ranked.* FROM ranked JOIN page USING (first) ORDER BY first, rank
      """
    return (sql, arguments)
  }

  static func itemGroups(_ db: Database, _ query: ItemQuery) throws -> [ItemGroup] {
    try itemGroupsInOneStatement(db, query)
  }

  /// Sets each group's total: its unit price times its count, or `totalIsTooLarge` when
  /// that is past the largest amount (the group is listed all the same).
  private static func withTotals(_ groups: [ItemGroup]) -> [ItemGroup] {
    var groups = groups
    for index in groups.indices {
      guard let unit = groups[index].projectPrice ?? groups[index].purchasePrice else { continue }
      groups[index].total = try? unit.multiplied(by: groups[index].count)
      groups[index].totalIsTooLarge = groups[index].total == nil
    }
    return groups
  }

  /// `itemGroups` as one statement over every filtered item, for pages far down a list.
  private static func itemGroupsInOneStatement(_ db: Database, _ query: ItemQuery) throws
    -> [ItemGroup]
  {
    let (sql, arguments) = itemGroupsStatement(query)
    let rows = try Row.fetchAll(db, cachedSQL: sql, arguments: arguments)
    let currencies = try AccountCurrencies.fetch(db)
    var groups: [ItemGroup] = []
    var current: Int64?
    for row in rows {
      let first: Int64 = row["first"]
      let id = EntityID(row["id"])
      let quantity: Int = row["quantity"]
      if first != current {
        current = first
        let currency = currencies[row["account_id"]]
        let purchase: Int64? = row["purchase_price"]
        let project: Int64? = row["project_price"]
        groups.append(
          ItemGroup(
            name: row["name"], sku: row["sku"], source: row["source"],
            purchasePrice: purchase.map { Money(minorUnits: $0, currency: currency) },
            projectPrice: project.map { Money(minorUnits: $0, currency: currency) },
            itemIDs: [], count: 0, total: nil))
      }
      let last = groups.count - 1
      groups[last].itemIDs.append(id)
      let (count, overflow) = groups[last].count.addingReportingOverflow(quantity)
      if overflow {
        throw StoreError(.invalid, "the quantity of '\(groups[last].name)' is too large")
      }
      groups[last].count = count
    }
    return withTotals(groups)
  }

  static func itemGroupCount(_ db: Database, _ query: ItemQuery) throws -> Int {
    let (whereClause, arguments) = filter(query)
    return try Int.fetchOne(
      db,
      cachedSQL: """
        SELECT count(*) FROM (SELECT 1 FROM items\(whereClause) GROUP BY \(groupKey)) AS g
        """,
      arguments: arguments) ?? 0
  }

  static func itemSummary(_ db: Database, _ query: ItemQuery) throws -> ItemSummary {
    let (whereClause, arguments) = filter(query)
    let currency = try account(db, query.accountID).currency
    guard
      let row = try Row.fetchOne(
        db,
        cachedSQL: """
          SELECT count(*) AS count, coalesce(sum(quantity), 0) AS quantity,
            sum(coalesce(project_price, purchase_price) * quantity) AS total,
            max(abs(coalesce(project_price, purchase_price) * quantity)) AS largest
          FROM items\(whereClause)
          """,
        arguments: arguments)
    else { return ItemSummary(count: 0, quantity: 0, total: nil) }
    // A sum past 64 bits comes back as a non-integer number.
    if case .double = row.value("total") { throw Self.totalTooLarge(currency) }
    if case .double = row.value("largest") { throw Self.totalTooLarge(currency) }
    let units: Int64? = row["total"]
    return ItemSummary(
      count: row["count"], quantity: row["quantity"],
      total: units.map { Money(minorUnits: $0, currency: currency) })
  }

  private static func totalTooLarge(_ currency: Currency) -> StoreError {
    StoreError(
      .invalid,
      "the total is beyond what a ledger can hold (\(Money.largest(currency).formatted) a line)")
  }

  static func item(_ db: Database, _ id: EntityID) throws -> Item {
    let decoder = RecordDecoder(currencies: try AccountCurrencies.fetch(db))
    guard
      let decoded = try Row.fetchOne(
        db, cachedSQL: "SELECT \(LedgerTable.items.selection) FROM items WHERE id = ?",
        arguments: [id.rawValue], as: decoder.item)
    else { throw StoreError.notFound("item", id) }
    return decoded
  }

  // MARK: Spaces

  static func spaces(_ db: Database, projectID: EntityID) throws -> [Space] {
    _ = try project(db, projectID)
    return try Row.fetchAll(
      db,
      cachedSQL: """
        SELECT \(LedgerTable.spaces.selection) FROM spaces
        WHERE project_id = ? ORDER BY lower(name COLLATE \"C\") COLLATE \"C\", id
        """,
      arguments: [projectID.rawValue], as: RecordDecoder.space)
  }

  static func space(_ db: Database, _ id: EntityID) throws -> Space {
    guard
      let decoded = try Row.fetchOne(
        db, cachedSQL: "SELECT \(LedgerTable.spaces.selection) FROM spaces WHERE id = ?",
        arguments: [id.rawValue], as: RecordDecoder.space)
    else { throw StoreError.notFound("space", id) }
    return decoded
  }

  static func space(_ db: Database, named name: String, projectID: EntityID) throws -> Space? {
    try Row.fetchOne(
      db,
      cachedSQL: """
        SELECT \(LedgerTable.spaces.selection) FROM spaces
        WHERE project_id = ? AND name = ? COLLATE NOCASE
        """,
      arguments: [projectID.rawValue, name], as: RecordDecoder.space)
  }

  static func spaceTemplates(_ db: Database, accountID: EntityID?) throws -> [SpaceTemplate] {
    let accountID = try self.accountID(db, accountID)
    return try Row.fetchAll(
      db,
      cachedSQL: """
        SELECT \(LedgerTable.spaceTemplates.selection) FROM space_templates
        WHERE account_id = ? ORDER BY position, lower(name COLLATE \"C\") COLLATE \"C\", id
        """,
      arguments: [accountID.rawValue], as: RecordDecoder.spaceTemplate)
  }

  static func spaceTemplate(_ db: Database, named name: String, accountID: EntityID?) throws
    -> SpaceTemplate?
  {
    let accountID = try self.accountID(db, accountID)
    return try Row.fetchOne(
      db,
      cachedSQL: """
        SELECT \(LedgerTable.spaceTemplates.selection) FROM space_templates
        WHERE account_id = ? AND name = ? COLLATE NOCASE
        """,
      arguments: [accountID.rawValue, name], as: RecordDecoder.spaceTemplate)
  }

  static func spaceTemplateNames(_ db: Database, accountID: EntityID?) throws -> [String] {
    let accountID = try self.accountID(db, accountID)
    return try String.fetchAll(
      db,
      cachedSQL: """
        SELECT name FROM space_templates WHERE account_id = ?
        ORDER BY position, lower(name COLLATE \"C\") COLLATE \"C\", id
        """,
      arguments: [accountID.rawValue])
  }

  static func spaceTemplate(_ db: Database, _ id: EntityID) throws -> SpaceTemplate {
    guard
      let decoded = try Row.fetchOne(
        db,
        cachedSQL:
          "SELECT \(LedgerTable.spaceTemplates.selection) FROM space_templates WHERE id = ?",
        arguments: [id.rawValue], as: RecordDecoder.spaceTemplate)
    else { throw StoreError.notFound("space template", id) }
    return decoded
  }

  // MARK: Vendors and attachments

  static func vendors(_ db: Database, accountID: EntityID?) throws -> [Vendor] {
    try VendorQueries.vendors(db, accountID: accountID)
  }

  static func attachments(_ db: Database, of owner: AttachmentOwner) throws -> [Attachment] {
    let (column, id) =
      switch owner {
      case .item(let id): ("item_id", id)
      case .transaction(let id): ("transaction_id", id)
      case .space(let id): ("space_id", id)
      }
    return try Row.fetchAll(
      db,
      cachedSQL: """
        SELECT \(LedgerTable.attachments.selection) FROM attachments
        WHERE \(column) = ? ORDER BY is_primary DESC, id
        """,
      arguments: [id.rawValue], as: RecordDecoder.attachment)
  }

  static func attachment(_ db: Database, _ id: EntityID) throws -> Attachment {
    guard
      let decoded = try Row.fetchOne(
        db, cachedSQL: "SELECT \(LedgerTable.attachments.selection) FROM attachments WHERE id = ?",
        arguments: [id.rawValue], as: RecordDecoder.attachment)
    else { throw StoreError.notFound("attachment", id) }
    return decoded
  }

  // MARK: Names and counts

  static func names(_ db: Database, table: String, ownerColumn: String, ownerID: EntityID) throws
    -> [String]
  {
    try String.fetchAll(
      db,
      cachedSQL: """
        SELECT name FROM \(table) WHERE \(ownerColumn) = ?
        ORDER BY lower(name COLLATE "C") COLLATE "C"
        """,
      arguments: [ownerID.rawValue])
  }

  static func counts(_ db: Database) throws -> LedgerCounts {
    func count(_ table: LedgerTable) throws -> Int {
      try Int.fetchOne(db, cachedSQL: "SELECT count(*) FROM \(table.name)") ?? 0
    }
    return LedgerCounts(
      accounts: try count(.accounts), projects: try count(.projects),
      categories: try count(.categories), budgets: try count(.budgets),
      vendors: try count(.vendors), spaceTemplates: try count(.spaceTemplates),
      spaces: try count(.spaces), transactions: try count(.transactions),
      items: try count(.items), attachments: try count(.attachments))
  }
}
