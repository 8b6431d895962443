import LedgerCore
import LedgerStore

/// Vendor aliases (schema "v15: vendor aliases"): reads for `vendor alias` and
/// `import statement`, writes for `vendor alias add|remove`.
public enum VendorAliasQueries {
  static func alias(_ row: SQLRow) -> VendorAlias {
    VendorAlias(
      id: EntityID(row.int64(0)), accountID: EntityID(row.int64(1)),
      vendorID: EntityID(row.int64(2)), text: row.string(3))
  }

  /// The account's aliases, by vendor name, then alias.
  public static func aliases(_ db: any SQLConnection, accountID: EntityID?) throws
    -> [VendorAlias]
  {
    let accountID = try LedgerQueries.accountID(db, accountID)
    return try db.all(
      """
      SELECT a.id, a.account_id, a.vendor_id, a.alias FROM vendor_aliases a
      JOIN vendors v ON v.id = a.vendor_id
      WHERE a.account_id = \(accountID)
      ORDER BY \(raw: db.dialect.nocaseOrder("v.name")), a.alias_key, a.id
      """,
      alias)
  }

  /// The account's alias stored under `key` (`VendorAlias.key`), if any.
  public static func alias(_ db: any SQLConnection, key: String, accountID: EntityID) throws
    -> VendorAlias?
  {
    try db.first(
      """
      SELECT id, account_id, vendor_id, alias FROM vendor_aliases
      WHERE account_id = \(accountID) AND alias_key = \(key)
      """,
      alias)
  }
}

extension SQLWriter {
  public func addVendorAlias(_ text: String, vendorID: EntityID) throws -> VendorAlias? {
    let vendor = try VendorQueries.vendor(db, vendorID)
    let text = text.trimmingWhitespaceAndNewlines()
    let key = VendorAlias.key(text)
    guard !key.isEmpty else { throw StoreError(.invalid, "a vendor alias cannot be empty") }
    if let existing = try VendorAliasQueries.alias(db, key: key, accountID: vendor.accountID) {
      guard existing.vendorID == vendor.id else {
        let other = try VendorQueries.vendor(db, existing.vendorID)
        throw StoreError(
          .conflict,
          "'\(existing.text)' is already an alias of '\(other.name)'; "
            + "'vendor alias remove \"\(existing.text)\"' frees it")
      }
      return nil
    }
    let id = try db.insert(
      """
      INSERT INTO vendor_aliases(account_id, vendor_id, alias, alias_key)
      VALUES (\(vendor.accountID), \(vendor.id), \(text), \(key))
      """)
    return VendorAlias(
      id: EntityID(id), accountID: vendor.accountID, vendorID: vendor.id, text: text)
  }

  public func removeVendorAlias(_ text: String, accountID: EntityID?) throws -> VendorAlias? {
    let accountID = try LedgerQueries.accountID(db, accountID)
    guard
      let existing = try VendorAliasQueries.alias(
        db, key: VendorAlias.key(text), accountID: accountID)
    else { return nil }
    try db.execute("DELETE FROM vendor_aliases WHERE id = \(existing.id)")
    return existing
  }
}
