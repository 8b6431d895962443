import LedgerCore
import LedgerStore

/// Reads of vendors with their default categories and spending, for `vendor list`.
public enum VendorQueries {
  private static let selection = """
    SELECT v.id, v.account_id, v.name, d.category_id AS default_category_id
    FROM vendors v LEFT JOIN vendor_defaults d ON d.id = v.id
    """

  /// The extra column that gives a whole-table read of vendors their default categories.
  public static let defaultCategoryColumn =
    ", (SELECT d.category_id FROM vendor_defaults d WHERE d.id = vendors.id)"
    + " AS default_category_id"

  /// What `vendors.name_key` holds for a vendor named `name`: the name as names compare
  /// (`EntityName.caseKey`: `Café West` and `CAFÉ WEST` share one), so that finding a
  /// vendor by name is one probe of an index, not a comparison with every vendor.
  public static func nameKey(_ name: String) -> String {
    EntityName.caseKey(name.trimmingWhitespaceAndNewlines())
  }

  public static func vendor(_ row: SQLRow) -> Vendor {
    var vendor = RecordDecoder.vendor(row)
    vendor.defaultCategoryID = RecordDecoder.id(row, "default_category_id")
    return vendor
  }

  /// The account's vendors with their default categories, by name.
  public static func vendors(_ db: any SQLConnection, accountID: EntityID?) throws -> [Vendor] {
    let accountID = try LedgerQueries.accountID(db, accountID)
    return try db.all(
      """
      \(raw: selection) WHERE v.account_id = \(accountID) \
      ORDER BY \(raw: db.dialect.nocaseOrder("v.name")), v.id
      """,
      vendor)
  }

  public static func vendor(_ db: any SQLConnection, _ id: EntityID) throws -> Vendor {
    guard let vendor = try db.first("\(raw: selection) WHERE v.id = \(id)", vendor)
    else { throw StoreError.notFound("vendor", id) }
    return vendor
  }

  public static func vendor(_ db: any SQLConnection, named name: String, accountID: EntityID?)
    throws -> Vendor?
  {
    let accountID = try LedgerQueries.accountID(db, accountID)
    let trimmed = name.trimmingWhitespaceAndNewlines()
    return try db.first(
      """
      \(raw: selection) WHERE v.account_id = \(accountID) AND v.name_key = \(nameKey(trimmed))
      """,
      vendor)
  }

  public static func summaries(_ db: any SQLConnection, accountID: EntityID?) throws
    -> [VendorSummary]
  {
    let account = try LedgerQueries.account(db, accountID)
    let vendors = try vendors(db, accountID: account.id)
    // One pass over each table, grouped by source there and then as vendor names compare,
    // ignoring case in every script (SQLite's lower() folds ASCII only).
    var spending: [String: (count: Int, total: Int64, fees: Int)] = [:]
    try db.each(
      """
      SELECT source, count(*) AS n,
        coalesce(sum(CASE type WHEN 'return' THEN -amount ELSE amount END), 0) AS total,
        coalesce(sum(CASE WHEN category_id IN (
          SELECT id FROM categories WHERE account_id = \(account.id) AND kind = 'fee')
          THEN 1 ELSE 0 END), 0) AS fees
      FROM transactions WHERE account_id = \(account.id) GROUP BY source
      """
    ) { row in
      let source = row.string(0).lowercased()
      let previous = spending[source] ?? (0, 0, 0)
      spending[source] = (
        previous.count + Int(row.int64(1)), previous.total + row.int64(2),
        previous.fees + Int(row.int64(3))
      )
      return true
    }
    var itemCounts: [String: Int] = [:]
    try db.each(
      "SELECT source, count(*) AS n FROM items WHERE account_id = \(account.id) GROUP BY source"
    ) { row in
      itemCounts[row.string(0).lowercased(), default: 0] += Int(row.int64(1))
      return true
    }
    return vendors.map { vendor in
      let key = vendor.name.lowercased()
      let spent = spending[key] ?? (0, 0, 0)
      return VendorSummary(
        vendor: vendor, transactionCount: spent.count,
        transactionTotal: Money(minorUnits: spent.total, currency: account.currency),
        itemCount: itemCounts[key] ?? 0, feeCount: spent.fees)
    }
  }
}
