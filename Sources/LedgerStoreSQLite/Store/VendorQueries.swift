import GRDB
import LedgerCore
import LedgerStore

/// Reads of vendors with their default categories and spending, for `vendor list`.
enum VendorQueries {
  private static let selection = """
    SELECT v.id, v.account_id, v.name, d.category_id AS default_category_id
    FROM vendors v LEFT JOIN vendor_defaults d ON d.id = v.id
    """

  /// The extra column that gives a whole-table read of vendors their default categories.
  static let defaultCategoryColumn =
    ", (SELECT d.category_id FROM vendor_defaults d WHERE d.id = vendors.id)"
    + " AS default_category_id"

  static func vendor(_ row: Row) -> Vendor {
    var vendor = RecordDecoder.vendor(row)
    vendor.defaultCategoryID = RecordDecoder.id(row, "default_category_id")
    return vendor
  }

  /// The account's vendors with their default categories, by name.
  static func vendors(_ db: Database, accountID: EntityID?) throws -> [Vendor] {
    let accountID = try LedgerQueries.accountID(db, accountID)
    return try Row.fetchAll(
      db, cachedSQL: selection + " WHERE v.account_id = ? ORDER BY v.name COLLATE NOCASE, v.id",
      arguments: [accountID.rawValue], as: vendor)
  }

  static func vendor(_ db: Database, _ id: EntityID) throws -> Vendor {
    guard
      let vendor = try Row.fetchOne(
        db, cachedSQL: selection + " WHERE v.id = ?", arguments: [id.rawValue], as: vendor)
    else { throw StoreError.notFound("vendor", id) }
    return vendor
  }

  static func vendor(_ db: Database, named name: String, accountID: EntityID?) throws -> Vendor? {
    let accountID = try LedgerQueries.accountID(db, accountID)
    let trimmed = name.trimmingWhitespaceAndNewlines()
    return try Row.fetchOne(
      db,
      cachedSQL: selection + " WHERE v.account_id = ? AND v.name = ? COLLATE LEDGER_NOCASE",
      arguments: [accountID.rawValue, trimmed], as: vendor)
  }

  static func summaries(_ db: Database, accountID: EntityID?) throws -> [VendorSummary] {
    let account = try LedgerQueries.account(db, accountID)
    let vendors = try vendors(db, accountID: account.id)
    // One pass over each table, grouped by exact source here and then as vendor names
    // compare, ignoring case in every script (SQLite's lower() folds ASCII only).
    var spending: [String: (count: Int, total: Int64)] = [:]
    for row in try Row.fetchAll(
      db,
      cachedSQL: """
        SELECT source, count(*) AS n,
          coalesce(sum(CASE type WHEN 'return' THEN -amount ELSE amount END), 0) AS total
        FROM transactions WHERE account_id = ? GROUP BY source
        """,
      arguments: [account.id.rawValue])
    {
      let source = (row["source"] as String).lowercased()
      let previous = spending[source] ?? (0, 0)
      spending[source] = (previous.count + row["n"], previous.total + row["total"])
    }
    var itemCounts: [String: Int] = [:]
    for row in try Row.fetchAll(
      db,
      cachedSQL: """
        SELECT source, count(*) AS n FROM items WHERE account_id = ? GROUP BY source
        """,
      arguments: [account.id.rawValue])
    {
      itemCounts[(row["source"] as String).lowercased(), default: 0] += row["n"]
    }
    return vendors.map { vendor in
      let key = vendor.name.lowercased()
      let spent = spending[key] ?? (0, 0)
      return VendorSummary(
        vendor: vendor, transactionCount: spent.count,
        transactionTotal: Money(minorUnits: spent.total, currency: account.currency),
        itemCount: itemCounts[key] ?? 0)
    }
  }
}
