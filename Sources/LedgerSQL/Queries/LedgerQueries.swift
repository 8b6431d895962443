import LedgerCore
import LedgerStore

/// The store's reads, as functions of a connection, shared by both stores (in a read
/// transaction) and by the writer (inside a command's transaction).
///
/// Every value is bound; only fixed SQL text the store chose is written in.
public enum LedgerQueries {
  // MARK: Accounts

  public static func accounts(_ db: any SQLConnection) throws -> [Account] {
    try db.all(
      "SELECT \(raw: LedgerTable.accounts.selection) FROM accounts ORDER BY id",
      RecordDecoder.account(_:))
  }

  public static func account(_ db: any SQLConnection, _ id: EntityID?) throws -> Account {
    if let id {
      guard
        let decoded = try db.first(
          "SELECT \(raw: LedgerTable.accounts.selection) FROM accounts WHERE id = \(id)",
          RecordDecoder.account(columns:))
      else {
        // A role that sees no account at all (a revoked grant): say so, not "no account #1".
        if try accounts(db).isEmpty { throw try db.noVisibleAccount() }
        throw StoreError.notFound("account", id)
      }
      return decoded
    }
    guard
      let decoded = try db.first(
        "SELECT \(raw: LedgerTable.accounts.selection) FROM accounts ORDER BY id LIMIT 1",
        RecordDecoder.account(_:))
    else { throw try db.noVisibleAccount() }
    return decoded
  }

  /// The account id to use when a caller gives none; `id` itself once it is known to exist.
  ///
  /// Reads the id alone: decoding the whole account row cost a name lookup a third again.
  public static func accountID(_ db: any SQLConnection, _ id: EntityID?) throws -> EntityID {
    if let id {
      guard try db.value("SELECT id FROM accounts WHERE id = \(id)", as: Int64.self) != nil
      else {
        if try accounts(db).isEmpty { throw try db.noVisibleAccount() }
        throw StoreError.notFound("account", id)
      }
      return id
    }
    guard
      let first = try db.value("SELECT id FROM accounts ORDER BY id LIMIT 1", as: Int64.self)
    else { throw try db.noVisibleAccount() }
    return EntityID(first)
  }

  // MARK: Projects

  public static func projects(_ db: any SQLConnection, _ query: ProjectQuery) throws -> [Project] {
    let accountID = try accountID(db, query.accountID)
    var sql: SQL =
      "SELECT \(raw: LedgerTable.projects.selection) FROM projects WHERE account_id = \(accountID)"
    if query.archivedOnly {
      sql += " AND archived = 1"
    } else if !query.includeArchived {
      sql += " AND archived = 0"
    }
    sql += " ORDER BY \(raw: db.dialect.nocaseOrder("name")), id"
    return try db.all(sql, RecordDecoder.project(_:))
  }

  public static func project(_ db: any SQLConnection, _ id: EntityID) throws -> Project {
    guard
      let decoded = try db.first(
        "SELECT \(raw: LedgerTable.projects.selection) FROM projects WHERE id = \(id)",
        RecordDecoder.project(columns:))
    else { throw StoreError.notFound("project", id) }
    return decoded
  }

  public static func project(_ db: any SQLConnection, named name: String, accountID: EntityID?)
    throws -> Project?
  {
    let accountID = try self.accountID(db, accountID)
    return try db.first(
      """
      SELECT \(raw: LedgerTable.projects.selection) FROM projects
      WHERE account_id = \(accountID) AND name = \(name) COLLATE NOCASE
      """,
      RecordDecoder.project(columns:))
  }

  // MARK: Budget

  public static func categories(
    _ db: any SQLConnection, accountID: EntityID?, includeArchived: Bool
  ) throws -> [BudgetCategory] {
    let accountID = try self.accountID(db, accountID)
    let archived = includeArchived ? "" : " AND archived = 0"
    return try db.all(
      """
      SELECT \(raw: LedgerTable.categories.selection) FROM categories
      WHERE account_id = \(accountID)\(raw: archived) ORDER BY position, id
      """,
      RecordDecoder.category(_:))
  }

  public static func category(_ db: any SQLConnection, _ id: EntityID) throws -> BudgetCategory {
    guard
      let decoded = try db.first(
        "SELECT \(raw: LedgerTable.categories.selection) FROM categories WHERE id = \(id)",
        RecordDecoder.category(columns:))
    else { throw StoreError.notFound("category", id) }
    return decoded
  }

  public static func category(
    _ db: any SQLConnection, named name: String, accountID: EntityID?
  ) throws -> BudgetCategory? {
    let accountID = try self.accountID(db, accountID)
    return try db.first(
      """
      SELECT \(raw: LedgerTable.categories.selection) FROM categories
      WHERE account_id = \(accountID) AND name = \(name) COLLATE NOCASE
      """,
      RecordDecoder.category(columns:))
  }

  public static func budgets(_ db: any SQLConnection, projectID: EntityID) throws
    -> [CategoryBudget]
  {
    let project = try project(db, projectID)
    let currency = try account(db, project.accountID).currency
    return try db.all(
      """
      SELECT b.id, b.project_id, b.category_id, b.amount FROM budgets b
      JOIN categories c ON c.id = b.category_id
      WHERE b.project_id = \(projectID) ORDER BY c.position, c.id
      """
    ) { row in
      CategoryBudget(
        id: row.id(0), projectID: row.id(1), categoryID: row.id(2),
        amount: Money(minorUnits: row.int64(3), currency: currency))
    }
  }

  public static func budgetRollup(_ db: any SQLConnection, projectID: EntityID) throws
    -> BudgetRollup
  {
    let project = try project(db, projectID)
    let currency = try account(db, project.accountID).currency
    let categories = try categories(db, accountID: project.accountID, includeArchived: true)
    let budgets = try budgets(db, projectID: projectID)
    // A few rows of the trigger-kept totals, not a scan of the project's transactions,
    // gathered in a short list: the first dictionary keyed by a new type (Int64 here)
    // costs a search of every protocol conformance in the binary (half a million
    // instructions at start-up), more than a linear search of a project's categories.
    // Transactions without a category are kept under category 0.
    var spending: [CategorySpending] = []
    let rows = try db.all(
      """
      SELECT category_id, type, sum(amount) FROM transaction_totals
      WHERE project_id = \(projectID) GROUP BY category_id, type
      """
    ) { row in (category: row.int64(0), type: row.string(1), total: row.int64(2)) }
    for row in rows {
      let categoryID = row.category == 0 ? nil : EntityID(row.category)
      var index = spending.endIndex
      if let found = spending.firstIndex(where: { $0.categoryID == categoryID }) {
        index = found
      } else {
        spending.append(CategorySpending(categoryID: categoryID, purchases: 0, returns: 0))
      }
      if row.type == TransactionType.return.rawValue {
        spending[index].returns = row.total
      } else {
        spending[index].purchases = row.total
      }
    }
    do {
      return try BudgetRollup.compute(
        categories: categories, budgets: budgets, spending: spending,
        currency: currency)
    } catch {
      throw StoreError(.invalid, error.message)
    }
  }

  // MARK: Transactions

  /// The WHERE clause of a transaction query (empty when nothing is filtered).
  public static func filter(_ query: TransactionQuery) -> SQL {
    var clauses: [SQL] = []
    if let id = query.accountID { clauses.append("account_id = \(id)") }
    if let id = query.projectID { clauses.append("project_id = \(id)") }
    if query.withoutProject { clauses.append("project_id IS NULL") }
    if let id = query.categoryID { clauses.append("category_id = \(id)") }
    if let needsReview = query.needsReview {
      // Written out, not bound: only then can SQLite use the partial index of the
      // transactions that need review (schema v9).
      clauses.append(needsReview ? "needs_review = 1" : "needs_review = 0")
    }
    if let type = query.type { clauses.append("type = \(type.rawValue)") }
    if let from = query.from { clauses.append("date >= \(from.iso8601)") }
    if let to = query.to { clauses.append("date <= \(to.iso8601)") }
    if let source = query.source {
      clauses.append("source = \(source) COLLATE \(word: .foldedCase)")
    }
    if let ids = query.ids { clauses.append("id IN (SELECT value FROM \(ids: ids))") }
    if let fee = query.fee {
      clauses.append(
        fee
          ? "category_id IN (\(raw: feeCategoryIDs))"
          : "(category_id IS NULL OR category_id NOT IN (\(raw: feeCategoryIDs)))")
    }
    if let reimbursement = query.reimbursement {
      clauses.append("reimbursement = \(reimbursement.rawValue)")
    }
    if let minAmount = query.minAmount { clauses.append("amount >= \(minAmount)") }
    if let maxAmount = query.maxAmount { clauses.append("amount <= \(maxAmount)") }
    return whereClause(clauses)
  }

  /// The ids of every fee category, as a subquery.
  static let feeCategoryIDs = "SELECT id FROM categories WHERE kind = 'fee'"

  /// ` WHERE a AND b …`, or nothing for no clauses.
  static func whereClause(_ clauses: [SQL]) -> SQL {
    clauses.isEmpty ? SQL() : " WHERE " + SQL.joined(clauses, separator: " AND ")
  }

  public static func transactionSummary(_ db: any SQLConnection, _ query: TransactionQuery)
    throws -> TransactionSummary
  {
    let currency = try account(db, query.accountID).currency
    guard
      let row = try db.first(
        """
        SELECT count(*) AS count,
          coalesce(sum(CASE WHEN category_id IN (\(raw: feeCategoryIDs)) THEN 0
            WHEN type = 'return' THEN -amount ELSE amount END), 0) AS total,
          coalesce(sum(CASE WHEN category_id IN (\(raw: feeCategoryIDs))
            THEN (CASE type WHEN 'return' THEN -amount ELSE amount END) ELSE 0 END), 0) AS fees
        FROM transactions\(filter(query))
        """,
        { row in (count: row.int64(0), total: row.int64(1), fees: row.int64(2)) })
    else { return TransactionSummary(count: 0, total: Money.zero(currency)) }
    return TransactionSummary(
      count: Int(row.count), total: Money(minorUnits: row.total, currency: currency),
      fees: Money(minorUnits: row.fees, currency: currency))
  }

  public static func transactions(_ db: any SQLConnection, _ query: TransactionQuery) throws
    -> [Transaction]
  {
    let direction = query.descending ? "DESC" : "ASC"
    let order =
      switch query.sort {
      case .date: "date \(direction), id \(direction)"
      case .amount: "amount \(direction), id \(direction)"
      }
    let decoder = RecordDecoder(currencies: try AccountCurrencies.fetch(db))
    return try db.all(
      """
      SELECT \(raw: LedgerTable.transactions.selection) FROM transactions\(filter(query))
      ORDER BY \(raw: order)\(SQL.limit(query.limit, offset: query.offset))
      """,
      decoder.transaction)
  }

  public static func transactionCount(_ db: any SQLConnection, _ query: TransactionQuery) throws
    -> Int
  {
    if let count = try countFromTotals(db, query) { return count }
    return try db.value("SELECT count(*) FROM transactions\(filter(query))", as: Int.self) ?? 0
  }

  /// The count of a project's transactions, of one category or type if asked, from the
  /// trigger-kept totals; nil for any other filter.
  private static func countFromTotals(_ db: any SQLConnection, _ query: TransactionQuery) throws
    -> Int?
  {
    guard let projectID = query.projectID, query.accountID == nil, !query.withoutProject,
      query.ids == nil, query.needsReview == nil, query.from == nil, query.to == nil,
      query.source == nil, query.fee == nil, query.reimbursement == nil, query.minAmount == nil,
      query.maxAmount == nil
    else { return nil }
    var sql: SQL =
      "SELECT coalesce(sum(count), 0) FROM transaction_totals WHERE project_id = \(projectID)"
    if let categoryID = query.categoryID { sql += " AND category_id = \(categoryID)" }
    if let type = query.type { sql += " AND type = \(type.rawValue)" }
    return try db.value(sql, as: Int.self) ?? 0
  }

  public static func transaction(_ db: any SQLConnection, _ id: EntityID) throws -> Transaction {
    let decoder = RecordDecoder(currencies: try AccountCurrencies.fetch(db))
    guard
      let decoded = try db.first(
        "SELECT \(raw: LedgerTable.transactions.selection) FROM transactions WHERE id = \(id)",
        decoder.transaction)
    else { throw StoreError.notFound("transaction", id) }
    return decoded
  }

  // MARK: Items

  /// The WHERE clause of an item query over `items` (columns qualified).
  ///
  /// `orderFirst` keeps the price bounds from choosing an index (unary `+`), so a scan that
  /// stops early reads in the order's index rather than sorting every item in range.
  static func filter(_ query: ItemQuery, dialect: SQLDialect, orderFirst: Bool = false) -> SQL {
    let price =
      (orderFirst && query.sort != .price ? "+" : "")
      + "coalesce(items.project_price, items.purchase_price)"
    var clauses: [SQL] = []
    if let id = query.accountID { clauses.append("items.account_id = \(id)") }
    switch query.scope {
    case .all: break
    case .project(let id): clauses.append("items.project_id = \(id)")
    case .inventory: clauses.append("items.project_id IS NULL")
    }
    if let id = query.spaceID { clauses.append("items.space_id = \(id)") }
    if query.withoutSpace { clauses.append("items.space_id IS NULL") }
    if let id = query.transactionID { clauses.append("items.transaction_id = \(id)") }
    if query.withoutTransaction { clauses.append("items.transaction_id IS NULL") }
    if let bookmarked = query.isBookmarked { clauses.append("items.bookmarked = \(bookmarked)") }
    if let source = query.source {
      clauses.append("items.source = \(source) COLLATE \(word: .foldedCase)")
    }
    if let minPrice = query.minPrice { clauses.append("\(raw: price) >= \(minPrice)") }
    if let maxPrice = query.maxPrice { clauses.append("\(raw: price) <= \(maxPrice)") }
    if let ids = query.ids { clauses.append("items.id IN (SELECT value FROM \(ids: ids))") }
    let words = query.textWords
    if !words.isEmpty { clauses.append(dialect.itemTextMatch(words)) }
    return whereClause(clauses)
  }

  /// The FROM clause (joining spaces for `.space`) and ORDER BY terms of an item query.
  private static func order(_ query: ItemQuery, dialect: SQLDialect) -> (
    from: String, order: String
  ) {
    let direction = query.descending ? "DESC" : "ASC"
    let nulls = dialect.nullsLowest(descending: query.descending)
    switch query.sort {
    case .name:
      return (
        "items", "\(dialect.itemOrder("items.name")) \(direction), items.id \(direction)"
      )
    case .price:
      return (
        "items",
        "coalesce(items.project_price, items.purchase_price) \(direction)\(nulls), "
          + "items.id \(direction)"
      )
    case .created:
      return ("items", "items.id \(direction)")
    case .space:
      return (
        "items LEFT JOIN spaces ON spaces.id = items.space_id",
        "items.space_id IS NULL, \(dialect.itemOrder("spaces.name")) \(direction), "
          + "items.id \(direction)"
      )
    case .source:
      return (
        "items", "\(dialect.itemOrder("items.source")) \(direction), items.id \(direction)"
      )
    }
  }

  /// The item columns to select, qualified.
  private static let itemSelection = (["id"] + LedgerTable.items.columns).map { "items.\($0)" }
    .joined(separator: ", ")

  /// The statement of `items(_:_:)`.
  public static func itemsStatement(_ query: ItemQuery, dialect: SQLDialect) -> SQL {
    let (from, order) = order(query, dialect: dialect)
    return """
      SELECT \(raw: itemSelection) FROM \(raw: from)\(filter(query, dialect: dialect)) \
      ORDER BY \(raw: order)\(SQL.limit(query.limit, offset: query.offset))
      """
  }

  public static func items(_ db: any SQLConnection, _ query: ItemQuery) throws -> [Item] {
    let sql = itemsStatement(try sharpened(db, query), dialect: db.dialect)
    let decoder = RecordDecoder(currencies: try AccountCurrencies.fetch(db))
    return try db.all(sql, decoder.item)
  }

  /// `query` without its account condition where that cannot change the answer: the
  /// project it lists is the account's, or the ledger has no other account.
  ///
  /// No index holds an item's account, so the condition made SQLite read every row of the
  /// scope from the table, where the other conditions are answered from an index: counting
  /// the inventory of 100,000 items read the whole table (about 100 ms).
  public static func sharpened(_ db: any SQLConnection, _ query: ItemQuery) throws -> ItemQuery {
    guard let account = query.accountID?.rawValue else { return query }
    let redundant: Bool
    switch query.scope {
    case .project(let id):
      redundant =
        try db.value("SELECT account_id FROM projects WHERE id = \(id)", as: Int64.self)
        == account
    case .all, .inventory:
      redundant = try db.values("SELECT id FROM accounts LIMIT 2", as: Int64.self) == [account]
    }
    guard redundant else { return query }
    var sharpened = query
    sharpened.accountID = nil
    return sharpened
  }

  public static func itemCount(_ db: any SQLConnection, _ query: ItemQuery) throws -> Int {
    let filter = filter(try sharpened(db, query), dialect: db.dialect)
    return try db.value("SELECT count(*) FROM items\(filter)", as: Int.self) ?? 0
  }

  /// The columns that make items identical for grouping.
  private static let groupKey =
    "account_id, name, sku, source, purchase_price, project_price"

  /// The statement of `itemGroups(_:_:)`: the page's groups' items, group by group.
  ///
  /// Numbers the filtered items in the query's order, gives each the number of its
  /// group's first item, keeps the page of groups by that number, and lists their members.
  public static func itemGroupsStatement(_ query: ItemQuery, dialect: SQLDialect) -> SQL {
    let (from, order) = order(query, dialect: dialect)
    return """
      WITH ordered AS (
        SELECT items.id, items.account_id, items.name, items.sku, items.source,
          items.purchase_price, items.project_price, items.quantity,
          row_number() OVER (ORDER BY \(raw: order)) AS rank
        FROM \(raw: from)\(filter(query, dialect: dialect))),
      ranked AS (
        SELECT *, min(rank) OVER (PARTITION BY \(raw: groupKey)) AS first FROM ordered),
      page AS (
        SELECT DISTINCT first FROM ranked ORDER BY first\(SQL.limit(query.limit, offset: query.offset)))
      SELECT ranked.* FROM ranked JOIN page USING (first) ORDER BY first, rank
      """
  }

  /// The columns that make items identical, as a value.
  ///
  /// Equal as the database compares them, byte for byte: Swift's `String` equality joins
  /// 'Café' in NFC and in NFD into one key, whose members the statement (by bytes) then
  /// found only under the first spelling, and the other items vanished from the list.
  private struct GroupKey: Hashable {
    var accountID: Int64
    var name: String
    var sku: String
    var source: String
    var purchasePrice: Int64?
    var projectPrice: Int64?

    init(_ row: SQLRow) {
      accountID = row.int64(0)
      name = row.string(1)
      sku = row.string(2)
      source = row.string(3)
      purchasePrice = row.optionalInt64(4)
      projectPrice = row.optionalInt64(5)
    }

    static func == (lhs: GroupKey, rhs: GroupKey) -> Bool {
      lhs.accountID == rhs.accountID && lhs.purchasePrice == rhs.purchasePrice
        && lhs.projectPrice == rhs.projectPrice && lhs.name.utf8.elementsEqual(rhs.name.utf8)
        && lhs.sku.utf8.elementsEqual(rhs.sku.utf8)
        && lhs.source.utf8.elementsEqual(rhs.source.utf8)
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(accountID)
      for text in [name, sku, source] {
        hasher.combine(text.utf8.count)
        for byte in text.utf8 { hasher.combine(byte) }
      }
      hasher.combine(purchasePrice)
      hasher.combine(projectPrice)
    }
  }

  /// The most groups (offset + limit) found by reading items in order until enough
  /// distinct ones are seen; past it, one statement numbers every item.
  private static let groupScanLimit = 1_000

  public static func itemGroups(_ db: any SQLConnection, _ query: ItemQuery) throws
    -> [ItemGroup]
  {
    let offset = max(0, query.offset)
    // The scan names SQLite's index of identical items; PostgreSQL's planner runs the one
    // statement well by itself.
    guard db.dialect.kind == .sqlite, let limit = query.limit.map({ max(0, $0) }),
      offset + limit <= groupScanLimit
    else {
      return try itemGroupsInOneStatement(db, query)
    }
    guard limit > 0 else { return [] }
    // Read items in the query's order (an index's order, for most) only until the page's
    // last group has shown up, then fetch each group's items.
    let whereClause = filter(try sharpened(db, query), dialect: db.dialect, orderFirst: true)
    let (from, order) = order(query, dialect: db.dialect)
    let keyColumns =
      "items.account_id, items.name, items.sku, items.source, items.purchase_price, "
      + "items.project_price"
    var keys: [GroupKey] = []
    var seen: Set<GroupKey> = []
    func read(_ sql: SQL) throws {
      guard keys.count < offset + limit else { return }
      try db.each(sql) { row in
        let key = GroupKey(row)
        if seen.insert(key).inserted { keys.append(key) }
        return keys.count < offset + limit
      }
    }
    let and: SQL = whereClause.isEmpty ? " WHERE " : whereClause + " AND "
    let direction = query.descending ? "DESC" : "ASC"
    if query.sort == .space {
      // No index orders items by their space's name: go through the spaces in name
      // order instead (spaces of one name together), each space's items by id, then the
      // items without a space.
      for spaces in try spacesByName(db, query) where keys.count < offset + limit {
        try read(
          """
          SELECT \(raw: keyColumns) FROM items\(and)items.space_id IN \
          (SELECT value FROM json_each(\(spaces))) ORDER BY items.id \(raw: direction)
          """)
      }
      try read(
        """
        SELECT \(raw: keyColumns) FROM items\(and)items.space_id IS NULL \
        ORDER BY items.id \(raw: direction)
        """)
    } else {
      try read("SELECT \(raw: keyColumns) FROM \(raw: from)\(whereClause) ORDER BY \(raw: order)")
    }
    // Identical items tie on name, price and source, so within a group those orders are
    // by id; reading a group through its own index beats an ordered scan of the project.
    let memberOrder = query.sort == .space ? order : "items.id \(direction)"
    let memberFrom =
      query.sort == .space
      ? "items INDEXED BY items_by_group LEFT JOIN spaces ON spaces.id = items.space_id"
      : "items INDEXED BY items_by_group"
    let currencies = try AccountCurrencies.fetch(db)
    var groups: [ItemGroup] = []
    for key in keys.dropFirst(offset) {
      let currency = currencies[key.accountID]
      var group = ItemGroup(
        name: key.name, sku: key.sku, source: key.source,
        purchasePrice: key.purchasePrice.map { Money(minorUnits: $0, currency: currency) },
        projectPrice: key.projectPrice.map { Money(minorUnits: $0, currency: currency) },
        itemIDs: [], count: 0, total: nil)
      try db.each(
        """
        SELECT items.id, items.quantity FROM \(raw: memberFrom)\(and)\
        items.account_id = \(key.accountID) AND items.name = \(key.name) \
        AND items.sku = \(key.sku) AND items.source = \(key.source) \
        AND items.purchase_price \(word: .isSame) \(key.purchasePrice) \
        AND items.project_price \(word: .isSame) \(key.projectPrice)
        ORDER BY \(raw: memberOrder)
        """
      ) { row in
        group.itemIDs.append(row.id(0))
        let (count, overflow) = group.count.addingReportingOverflow(Int(row.int64(1)))
        if overflow { throw StoreError(.invalid, "the quantity of '\(group.name)' is too large") }
        group.count = count
        return true
      }
      groups.append(group)
    }
    return withTotals(groups)
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

  /// The ids of the spaces an item query can show, as JSON arrays (SQLite only).
  ///
  /// One per space name (ignoring case, as spaces sort), in the query's direction.
  private static func spacesByName(_ db: any SQLConnection, _ query: ItemQuery) throws
    -> [String]
  {
    var clauses: [SQL] = []
    switch query.scope {
    case .all: break
    case .project(let id): clauses.append("project_id = \(id)")
    case .inventory: return []
    }
    if let id = query.spaceID { clauses.append("id = \(id)") }
    let direction = query.descending ? "DESC" : "ASC"
    // `spaces.name` is declared COLLATE NOCASE: grouping and ordering ignore case.
    return try db.values(
      """
      SELECT '[' || group_concat(id) || ']' FROM spaces\(whereClause(clauses))
      GROUP BY name ORDER BY name \(raw: direction)
      """,
      as: String.self)
  }

  /// `itemGroups` as one statement over every filtered item, for pages far down a list.
  private static func itemGroupsInOneStatement(_ db: any SQLConnection, _ query: ItemQuery)
    throws -> [ItemGroup]
  {
    let sql = itemGroupsStatement(try sharpened(db, query), dialect: db.dialect)
    let currencies = try AccountCurrencies.fetch(db)
    var groups: [ItemGroup] = []
    var current: Int64?
    try db.each(sql) { row in
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
      return true
    }
    return withTotals(groups)
  }

  public static func itemGroupCount(_ db: any SQLConnection, _ query: ItemQuery) throws -> Int {
    let filter = filter(try sharpened(db, query), dialect: db.dialect)
    return try db.value(
      "SELECT count(*) FROM (SELECT 1 FROM items\(filter) GROUP BY \(raw: groupKey)) AS g",
      as: Int.self) ?? 0
  }

  public static func itemSummary(_ db: any SQLConnection, _ query: ItemQuery) throws
    -> ItemSummary
  {
    let filter = filter(try sharpened(db, query), dialect: db.dialect)
    let currency = try account(db, query.accountID).currency
    guard
      let row = try db.first(
        """
        SELECT count(*) AS count, coalesce(sum(quantity), 0) AS quantity,
          sum(coalesce(project_price, purchase_price) * quantity) AS total,
          max(abs(coalesce(project_price, purchase_price) * quantity)) AS largest
        FROM items\(filter)
        """,
        { row in
          (
            count: row.int64(0), quantity: row.int64(1), total: row.source.value(at: 2),
            largest: row.source.value(at: 3)
          )
        })
    else { return ItemSummary(count: 0, quantity: 0, total: nil) }
    // A product past 64 bits turns into a float in SQLite rather than failing; a sum past
    // 64 bits comes back from PostgreSQL as a non-integer number.
    if case .double = row.total { throw Self.totalTooLarge(currency) }
    if case .double = row.largest { throw Self.totalTooLarge(currency) }
    var units: Int64?
    if case .int(let total) = row.total { units = total }
    return ItemSummary(
      count: Int(row.count), quantity: Int(row.quantity),
      total: units.map { Money(minorUnits: $0, currency: currency) })
  }

  private static func totalTooLarge(_ currency: Currency) -> StoreError {
    StoreError(
      .invalid,
      "the total is beyond what a ledger can hold (\(Money.largest(currency).formatted) a line)")
  }

  public static func item(_ db: any SQLConnection, _ id: EntityID) throws -> Item {
    let decoder = RecordDecoder(currencies: try AccountCurrencies.fetch(db))
    guard
      let decoded = try db.first(
        "SELECT \(raw: LedgerTable.items.selection) FROM items WHERE id = \(id)", decoder.item)
    else { throw StoreError.notFound("item", id) }
    return decoded
  }

  // MARK: Spaces

  public static func spaces(_ db: any SQLConnection, projectID: EntityID) throws -> [Space] {
    _ = try project(db, projectID)
    return try db.all(
      """
      SELECT \(raw: LedgerTable.spaces.selection) FROM spaces
      WHERE project_id = \(projectID) ORDER BY \(raw: db.dialect.nocaseOrder("name")), id
      """,
      RecordDecoder.space)
  }

  public static func space(_ db: any SQLConnection, _ id: EntityID) throws -> Space {
    guard
      let decoded = try db.first(
        "SELECT \(raw: LedgerTable.spaces.selection) FROM spaces WHERE id = \(id)",
        RecordDecoder.space)
    else { throw StoreError.notFound("space", id) }
    return decoded
  }

  public static func space(_ db: any SQLConnection, named name: String, projectID: EntityID)
    throws -> Space?
  {
    try db.first(
      """
      SELECT \(raw: LedgerTable.spaces.selection) FROM spaces
      WHERE project_id = \(projectID) AND name = \(name) COLLATE NOCASE
      """,
      RecordDecoder.space)
  }

  public static func spaceTemplates(_ db: any SQLConnection, accountID: EntityID?) throws
    -> [SpaceTemplate]
  {
    let accountID = try self.accountID(db, accountID)
    return try db.all(
      """
      SELECT \(raw: LedgerTable.spaceTemplates.selection) FROM space_templates
      WHERE account_id = \(accountID)
      ORDER BY position, \(raw: db.dialect.nocaseOrder("name")), id
      """,
      RecordDecoder.spaceTemplate)
  }

  public static func spaceTemplate(
    _ db: any SQLConnection, named name: String, accountID: EntityID?
  ) throws -> SpaceTemplate? {
    let accountID = try self.accountID(db, accountID)
    return try db.first(
      """
      SELECT \(raw: LedgerTable.spaceTemplates.selection) FROM space_templates
      WHERE account_id = \(accountID) AND name = \(name) COLLATE NOCASE
      """,
      RecordDecoder.spaceTemplate)
  }

  public static func spaceTemplateNames(_ db: any SQLConnection, accountID: EntityID?) throws
    -> [String]
  {
    let accountID = try self.accountID(db, accountID)
    return try db.values(
      """
      SELECT name FROM space_templates WHERE account_id = \(accountID)
      ORDER BY position, \(raw: db.dialect.nocaseOrder("name")), id
      """,
      as: String.self)
  }

  public static func spaceTemplate(_ db: any SQLConnection, _ id: EntityID) throws
    -> SpaceTemplate
  {
    guard
      let decoded = try db.first(
        "SELECT \(raw: LedgerTable.spaceTemplates.selection) FROM space_templates WHERE id = \(id)",
        RecordDecoder.spaceTemplate)
    else { throw StoreError.notFound("space template", id) }
    return decoded
  }

  // MARK: Vendors and attachments

  public static func vendors(_ db: any SQLConnection, accountID: EntityID?) throws -> [Vendor] {
    try VendorQueries.vendors(db, accountID: accountID)
  }

  public static func attachments(_ db: any SQLConnection, of owner: AttachmentOwner) throws
    -> [Attachment]
  {
    let (column, id) =
      switch owner {
      case .item(let id): ("item_id", id)
      case .transaction(let id): ("transaction_id", id)
      case .space(let id): ("space_id", id)
      }
    return try db.all(
      """
      SELECT \(raw: LedgerTable.attachments.selection) FROM attachments
      WHERE \(raw: column) = \(id) ORDER BY is_primary DESC, id
      """,
      RecordDecoder.attachment)
  }

  public static func attachment(_ db: any SQLConnection, _ id: EntityID) throws -> Attachment {
    guard
      let decoded = try db.first(
        "SELECT \(raw: LedgerTable.attachments.selection) FROM attachments WHERE id = \(id)",
        RecordDecoder.attachment)
    else { throw StoreError.notFound("attachment", id) }
    return decoded
  }

  // MARK: Names and counts

  public static func names(
    _ db: any SQLConnection, table: String, ownerColumn: String, ownerID: EntityID
  ) throws -> [String] {
    try db.values(
      """
      SELECT name FROM \(raw: table) WHERE \(raw: ownerColumn) = \(ownerID) \
      ORDER BY \(raw: db.dialect.nocaseOrder("name"))
      """,
      as: String.self)
  }

  public static func counts(_ db: any SQLConnection) throws -> LedgerCounts {
    func count(_ table: LedgerTable) throws -> Int {
      try db.value("SELECT count(*) FROM \(raw: table.name)", as: Int.self) ?? 0
    }
    return LedgerCounts(
      accounts: try count(.accounts), projects: try count(.projects),
      categories: try count(.categories), budgets: try count(.budgets),
      vendors: try count(.vendors), spaceTemplates: try count(.spaceTemplates),
      spaces: try count(.spaces), transactions: try count(.transactions),
      items: try count(.items), attachments: try count(.attachments),
      vendorAliases: try count(.vendorAliases))
  }
}
