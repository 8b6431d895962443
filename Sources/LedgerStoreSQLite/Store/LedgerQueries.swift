import GRDB
import LedgerCore
import LedgerStore

/// The store's reads, as functions of a database connection, shared by `SQLiteStore`
/// (in a read transaction) and `SQLiteWriter` (inside a command's transaction).
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
        let decoded = try db.firstRow(
          cachedSQL: "SELECT \(LedgerTable.accounts.selection) FROM accounts WHERE id = ?",
          arguments: [id.rawValue], as: RecordDecoder.account)
      else { throw StoreError.notFound("account", id) }
      return decoded
    }
    guard
      let decoded = try Row.fetchOne(
        db, cachedSQL: "SELECT \(LedgerTable.accounts.selection) FROM accounts ORDER BY id LIMIT 1",
        as: RecordDecoder.account)
    else { throw StoreError(.corrupt, "the ledger has no account") }
    return decoded
  }

  /// The account id to use when a caller gives none; `id` itself once it is known to exist.
  ///
  /// Reads the id alone: decoding the whole account row cost a name lookup a third again.
  static func accountID(_ db: Database, _ id: EntityID?) throws -> EntityID {
    if let id {
      guard
        try Int64.fetchOne(
          db, cachedSQL: "SELECT id FROM accounts WHERE id = ?", arguments: [id.rawValue]) != nil
      else { throw StoreError.notFound("account", id) }
      return id
    }
    guard
      let first = try Int64.fetchOne(
        db, cachedSQL: "SELECT id FROM accounts ORDER BY id LIMIT 1")
    else { throw StoreError(.corrupt, "the ledger has no account") }
    return EntityID(first)
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
    sql += " ORDER BY name COLLATE NOCASE, id"
    return try Row.fetchAll(
      db, cachedSQL: sql, arguments: [accountID.rawValue], as: RecordDecoder.project)
  }

  static func project(_ db: Database, _ id: EntityID) throws -> Project {
    guard
      let decoded = try db.firstRow(
        cachedSQL: "SELECT \(LedgerTable.projects.selection) FROM projects WHERE id = ?",
        arguments: [id.rawValue], as: RecordDecoder.project)
    else { throw StoreError.notFound("project", id) }
    return decoded
  }

  static func project(_ db: Database, named name: String, accountID: EntityID?) throws
    -> Project?
  {
    let accountID = try self.accountID(db, accountID)
    return try db.firstRow(
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
      let decoded = try db.firstRow(
        cachedSQL: "SELECT \(LedgerTable.categories.selection) FROM categories WHERE id = ?",
        arguments: [id.rawValue], as: RecordDecoder.category)
    else { throw StoreError.notFound("category", id) }
    return decoded
  }

  static func category(_ db: Database, named name: String, accountID: EntityID?) throws
    -> BudgetCategory?
  {
    let accountID = try self.accountID(db, accountID)
    return try db.firstRow(
      cachedSQL: """
        SELECT \(LedgerTable.categories.selection) FROM categories
        WHERE account_id = ? AND name = ? COLLATE NOCASE
        """,
      arguments: [accountID.rawValue, name], as: RecordDecoder.category)
  }

  static func budgets(_ db: Database, projectID: EntityID) throws -> [CategoryBudget] {
    let project = try project(db, projectID)
    let currency = try account(db, project.accountID).currency
    // Read straight from SQLite's columns: GRDB's `Row.fetchAll` made the first array
    // of rows, a search of every protocol conformance in the binary at start-up.
    return try db.allRows(
      cachedSQL: """
        SELECT b.id, b.project_id, b.category_id, b.amount FROM budgets b
        JOIN categories c ON c.id = b.category_id
        WHERE b.project_id = ? ORDER BY c.position, c.id
        """,
      arguments: [projectID.rawValue]
    ) { columns in
      CategoryBudget(
        id: EntityID(columns.int64(0)), projectID: EntityID(columns.int64(1)),
        categoryID: EntityID(columns.int64(2)),
        amount: Money(minorUnits: columns.int64(3), currency: currency))
    }
  }

  static func budgetRollup(_ db: Database, projectID: EntityID) throws -> BudgetRollup {
    let project = try project(db, projectID)
    let currency = try account(db, project.accountID).currency
    let categories = try categories(db, accountID: project.accountID, includeArchived: true)
    let budgets = try budgets(db, projectID: projectID)
    // A few rows of the trigger-kept totals, not a scan of the project's transactions,
    // gathered in a short list: the first dictionary keyed by a new type (Int64 here)
    // costs a search of every protocol conformance in the binary (half a million
    // instructions at start-up), more than a linear search of a project's categories.
    var spending: [CategorySpending] = []
    let rows = try db.allRows(
      cachedSQL: """
        SELECT category_id, type, amount FROM transaction_totals WHERE project_id = ?
        """,
      arguments: [projectID.rawValue]
    ) { columns in (category: columns.int64(0), type: columns.string(1), total: columns.int64(2)) }
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
      // Written out, not bound: only then can SQLite use the partial index of the
      // transactions that need review (schema v9).
      clauses.append(needsReview ? "needs_review = 1" : "needs_review = 0")
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
      clauses.append("source = ? COLLATE LEDGER_NOCASE")
      arguments += [source]
    }
    if let ids = query.ids {
      clauses.append("id IN (SELECT value FROM json_each(?))")
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
    arguments += [query.limit.map { max(0, $0) } ?? -1, max(0, query.offset)]
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

  /// The JSON array of `ids`, bound where SQL reads `json_each(?)`.
  static func jsonIDs(_ ids: [EntityID]) -> String {
    "[" + ids.map { String($0.rawValue) }.joined(separator: ",") + "]"
  }

  /// The WHERE clause of an item query over `items` (columns qualified), and its arguments.
  ///
  /// `orderFirst` keeps the price bounds from choosing an index (unary `+`), so a scan that
  /// stops early reads in the order's index rather than sorting every item in range.
  private static func filter(_ query: ItemQuery, orderFirst: Bool = false) -> (
    String, StatementArguments
  ) {
    let price =
      (orderFirst && query.sort != .price ? "+" : "")
      + "coalesce(items.project_price, items.purchase_price)"
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
      clauses.append("items.source = ? COLLATE LEDGER_NOCASE")
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
      clauses.append("items.id IN (SELECT value FROM json_each(?))")
      arguments += [jsonIDs(ids)]
    }
    let words = query.textWords
    if !words.isEmpty {
      clauses.append(
        "\(LedgerFunctions.itemText)(items.name, items.sku, items.source, items.notes, ?)")
      arguments += [words.joined(separator: " ")]
    }
    let whereClause = clauses.isEmpty ? "" : " WHERE " + clauses.joined(separator: " AND ")
    return (whereClause, arguments)
  }

  /// The FROM clause (joining spaces for `.space`) and ORDER BY terms of an item query.
  private static func order(_ query: ItemQuery) -> (from: String, order: String) {
    let direction = query.descending ? "DESC" : "ASC"
    switch query.sort {
    case .name:
      return ("items", "items.name COLLATE NOCASE \(direction), items.id \(direction)")
    case .price:
      return (
        "items",
        "coalesce(items.project_price, items.purchase_price) \(direction), items.id \(direction)"
      )
    case .created:
      return ("items", "items.id \(direction)")
    case .space:
      return (
        "items LEFT JOIN spaces ON spaces.id = items.space_id",
        "items.space_id IS NULL, spaces.name COLLATE NOCASE \(direction), items.id \(direction)"
      )
    case .source:
      return ("items", "items.source COLLATE NOCASE \(direction), items.id \(direction)")
    }
  }

  /// The item columns to select, qualified.
  private static let itemSelection = (["id"] + LedgerTable.items.columns).map { "items.\($0)" }
    .joined(separator: ", ")

  /// The statement of `items(_:_:)`.
  static func itemsStatement(_ query: ItemQuery) -> (sql: String, arguments: StatementArguments) {
    var (whereClause, arguments) = filter(query)
    let (from, order) = order(query)
    arguments += [query.limit.map { max(0, $0) } ?? -1, max(0, query.offset)]
    return (
      "SELECT \(itemSelection) FROM \(from)\(whereClause) ORDER BY \(order) LIMIT ? OFFSET ?",
      arguments
    )
  }

  static func items(_ db: Database, _ query: ItemQuery) throws -> [Item] {
    let (sql, arguments) = itemsStatement(try sharpened(db, query))
    let decoder = RecordDecoder(currencies: try AccountCurrencies.fetch(db))
    return try Row.fetchAll(db, cachedSQL: sql, arguments: arguments, as: decoder.item)
  }

  /// `query` without its account condition where that cannot change the answer: the
  /// project it lists is the account's, or the ledger has no other account.
  ///
  /// No index holds an item's account, so the condition made SQLite read every row of the
  /// scope from the table, where the other conditions are answered from an index: counting
  /// the inventory of 100,000 items read the whole table (about 100 ms).
  static func sharpened(_ db: Database, _ query: ItemQuery) throws -> ItemQuery {
    guard let account = query.accountID?.rawValue else { return query }
    let redundant: Bool
    switch query.scope {
    case .project(let id):
      redundant =
        try Int64.fetchOne(
          db, cachedSQL: "SELECT account_id FROM projects WHERE id = ?", arguments: [id.rawValue])
        == account
    case .all, .inventory:
      redundant = try Int64.fetchAll(db, cachedSQL: "SELECT id FROM accounts LIMIT 2") == [account]
    }
    guard redundant else { return query }
    var sharpened = query
    sharpened.accountID = nil
    return sharpened
  }

  static func itemCount(_ db: Database, _ query: ItemQuery) throws -> Int {
    let (whereClause, arguments) = filter(try sharpened(db, query))
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
    arguments += [query.limit.map { max(0, $0) } ?? -1, max(0, query.offset)]
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

  /// The columns that make items identical, as a value.
  ///
  /// Equal as SQLite compares them, byte for byte: Swift's `String` equality joins 'Café'
  /// in NFC and in NFD into one key, whose members the statement (by bytes) then found
  /// only under the first spelling, and the other items vanished from the list.
  private struct GroupKey: Hashable {
    var accountID: Int64
    var name: String
    var sku: String
    var source: String
    var purchasePrice: Int64?
    var projectPrice: Int64?

    init(_ row: Row) {
      accountID = row["account_id"]
      name = row["name"]
      sku = row["sku"]
      source = row["source"]
      purchasePrice = row["purchase_price"]
      projectPrice = row["project_price"]
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

  static func itemGroups(_ db: Database, _ query: ItemQuery) throws -> [ItemGroup] {
    let offset = max(0, query.offset)
    guard let limit = query.limit.map({ max(0, $0) }), offset + limit <= groupScanLimit else {
      return try itemGroupsInOneStatement(db, query)
    }
    guard limit > 0 else { return [] }
    // Read items in the query's order (an index's order, for most) only until the page's
    // last group has shown up, then fetch each group's items.
    let (whereClause, arguments) = filter(try sharpened(db, query), orderFirst: true)
    let (from, order) = order(query)
    let keyColumns =
      "items.account_id, items.name, items.sku, items.source, items.purchase_price, "
      + "items.project_price"
    var keys: [GroupKey] = []
    var seen: Set<GroupKey> = []
    func read(_ statement: Statement, _ arguments: StatementArguments) throws {
      let rows = try Row.fetchCursor(statement, arguments: arguments)
      while keys.count < offset + limit, let row = try rows.next() {
        let key = GroupKey(row)
        if seen.insert(key).inserted { keys.append(key) }
      }
    }
    if query.sort == .space {
      // No index orders items by their space's name: go through the spaces in name
      // order instead (spaces of one name together), each space's items by id, then the
      // items without a space.
      let direction = query.descending ? "DESC" : "ASC"
      let inSpaces = try db.cachedStatement(
        sql: """
          SELECT \(keyColumns) FROM items\(whereClause.isEmpty ? " WHERE " : whereClause + " AND ")\
          items.space_id IN (SELECT value FROM json_each(?)) ORDER BY items.id \(direction)
          """)
      for spaces in try spacesByName(db, query) where keys.count < offset + limit {
        var spaceArguments = arguments
        spaceArguments += [spaces]
        try read(inSpaces, spaceArguments)
      }
      let withoutSpace = try db.cachedStatement(
        sql: """
          SELECT \(keyColumns) FROM items\(whereClause.isEmpty ? " WHERE " : whereClause + " AND ")\
          items.space_id IS NULL ORDER BY items.id \(direction)
          """)
      if keys.count < offset + limit { try read(withoutSpace, arguments) }
    } else {
      let scan = try db.cachedStatement(
        sql: "SELECT \(keyColumns) FROM \(from)\(whereClause) ORDER BY \(order)")
      try read(scan, arguments)
    }
    let sameKey =
      "items.account_id = ? AND items.name = ? AND items.sku = ? AND items.source = ? "
      + "AND items.purchase_price IS ? AND items.project_price IS ?"
    let memberWhere = whereClause.isEmpty ? " WHERE " : whereClause + " AND "
    // Identical items tie on name, price and source, so within a group those orders are
    // by id; reading a group through its own index beats an ordered scan of the project.
    let direction = query.descending ? "DESC" : "ASC"
    let memberOrder = query.sort == .space ? order : "items.id \(direction)"
    let memberFrom =
      query.sort == .space
      ? "items INDEXED BY items_by_group LEFT JOIN spaces ON spaces.id = items.space_id"
      : "items INDEXED BY items_by_group"
    let members = try db.cachedStatement(
      sql: """
        SELECT items.id, items.quantity FROM \(memberFrom)\(memberWhere)\(sameKey)
        ORDER BY \(memberOrder)
        """)
    let currencies = try AccountCurrencies.fetch(db)
    var groups: [ItemGroup] = []
    for key in keys.dropFirst(offset) {
      var keyArguments = arguments
      keyArguments += [
        key.accountID, key.name, key.sku, key.source, key.purchasePrice, key.projectPrice,
      ]
      let currency = currencies[key.accountID]
      var group = ItemGroup(
        name: key.name, sku: key.sku, source: key.source,
        purchasePrice: key.purchasePrice.map { Money(minorUnits: $0, currency: currency) },
        projectPrice: key.projectPrice.map { Money(minorUnits: $0, currency: currency) },
        itemIDs: [], count: 0, total: nil)
      let cursor = try Row.fetchCursor(members, arguments: keyArguments)
      while let row = try cursor.next() {
        group.itemIDs.append(EntityID(row[0]))
        let (count, overflow) = group.count.addingReportingOverflow(row[1] as Int)
        if overflow { throw StoreError(.invalid, "the quantity of '\(group.name)' is too large") }
        group.count = count
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

  /// The ids of the spaces an item query can show, as JSON arrays, one per space name
  /// (ignoring case, as spaces sort), in the query's direction.
  private static func spacesByName(_ db: Database, _ query: ItemQuery) throws -> [String] {
    var clauses: [String] = []
    var arguments = StatementArguments()
    switch query.scope {
    case .all: break
    case .project(let id):
      clauses.append("project_id = ?")
      arguments += [id.rawValue]
    case .inventory: return []
    }
    if let id = query.spaceID {
      clauses.append("id = ?")
      arguments += [id.rawValue]
    }
    let whereClause = clauses.isEmpty ? "" : " WHERE " + clauses.joined(separator: " AND ")
    let direction = query.descending ? "DESC" : "ASC"
    // `spaces.name` is declared COLLATE NOCASE: grouping and ordering ignore case.
    return try String.fetchAll(
      db,
      cachedSQL: """
        SELECT '[' || group_concat(id) || ']' FROM spaces\(whereClause)
        GROUP BY name ORDER BY name \(direction)
        """,
      arguments: arguments)
  }

  /// `itemGroups` as one statement over every filtered item, for pages far down a list.
  private static func itemGroupsInOneStatement(_ db: Database, _ query: ItemQuery) throws
    -> [ItemGroup]
  {
    let (sql, arguments) = itemGroupsStatement(try sharpened(db, query))
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
    let (whereClause, arguments) = filter(try sharpened(db, query))
    return try Int.fetchOne(
      db,
      cachedSQL: """
        SELECT count(*) FROM (SELECT 1 FROM items\(whereClause) GROUP BY \(groupKey))
        """,
      arguments: arguments) ?? 0
  }

  static func itemSummary(_ db: Database, _ query: ItemQuery) throws -> ItemSummary {
    let (whereClause, arguments) = filter(try sharpened(db, query))
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
    // A product past 64 bits turns into a float in SQLite rather than failing.
    let total: DatabaseValue = row["total"]
    let largest: DatabaseValue = row["largest"]
    if case .double = total.storage { throw Self.totalTooLarge(currency) }
    if case .double = largest.storage { throw Self.totalTooLarge(currency) }
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
        WHERE project_id = ? ORDER BY name COLLATE NOCASE, id
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
        WHERE account_id = ? ORDER BY position, name COLLATE NOCASE, id
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
        ORDER BY position, name COLLATE NOCASE, id
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
      cachedSQL: "SELECT name FROM \(table) WHERE \(ownerColumn) = ? ORDER BY name COLLATE NOCASE",
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
