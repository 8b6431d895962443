import LedgerCore
import LedgerStore

extension SQLWriter {
  // MARK: Vendor defaults (settings)

  public func vendor(named name: String, accountID: EntityID?) throws -> Vendor? {
    try VendorQueries.vendor(db, named: name, accountID: accountID)
  }

  public func renameVendor(_ id: EntityID, to name: String) throws -> VendorChange {
    let vendor = try VendorQueries.vendor(db, id)
    let name = name.trimmingWhitespaceAndNewlines()
    guard !name.isEmpty else { throw StoreError(.invalid, "a vendor name cannot be empty") }
    if let other = try VendorQueries.vendor(db, named: name, accountID: vendor.accountID),
      other.id != id
    {
      throw StoreError(
        .conflict,
        "a vendor named '\(other.name)' already exists; "
          + "'vendor merge \"\(vendor.name)\" --into \"\(other.name)\"' joins the two")
    }
    try db.execute(
      """
      UPDATE vendors SET name = \(name), name_key = \(VendorQueries.nameKey(name))
      WHERE id = \(id) AND \(raw: db.dialect.binary("name")) <> \(name)
      """
    )
    let (transactions, items) = try rewriteSource(
      from: vendor.name, to: name, accountID: vendor.accountID)
    return VendorChange(
      vendor: try VendorQueries.vendor(db, id), transactions: transactions, items: items)
  }

  public func mergeVendor(_ id: EntityID, into target: EntityID) throws -> VendorChange {
    let vendor = try VendorQueries.vendor(db, id)
    let into = try VendorQueries.vendor(db, target)
    guard vendor.id != into.id else {
      throw StoreError(.invalid, "cannot merge vendor '\(vendor.name)' into itself")
    }
    guard vendor.accountID == into.accountID else {
      throw StoreError(.invalid, "vendors '\(vendor.name)' and '\(into.name)' are in two accounts")
    }
    let (transactions, items) = try rewriteSource(
      from: vendor.name, to: into.name, accountID: vendor.accountID)
    if into.defaultCategoryID == nil, let category = vendor.defaultCategoryID {
      try db.execute(
        "INSERT INTO vendor_defaults(id, category_id) VALUES (\(into.id), \(category))")
    }
    // Its statement names are the target's now.
    try db.execute("UPDATE vendor_aliases SET vendor_id = \(into.id) WHERE vendor_id = \(id)")
    try db.execute("DELETE FROM vendors WHERE id = \(id)")
    return VendorChange(
      vendor: try VendorQueries.vendor(db, target), transactions: transactions, items: items)
  }

  public func setDefaultCategory(_ categoryID: EntityID?, ofVendor id: EntityID) throws -> Vendor {
    let vendor = try VendorQueries.vendor(db, id)
    guard let categoryID else {
      try db.execute(
        "DELETE FROM vendor_defaults WHERE id = \(id)")
      return try VendorQueries.vendor(db, id)
    }
    let category = try LedgerQueries.category(db, categoryID)
    guard category.accountID == vendor.accountID else {
      throw StoreError(.invalid, "category \(categoryID) belongs to another account")
    }
    if vendor.defaultCategoryID == nil {
      try db.execute(
        "INSERT INTO vendor_defaults(id, category_id) VALUES (\(id), \(categoryID))")
    } else if vendor.defaultCategoryID != categoryID {
      try db.execute(
        "UPDATE vendor_defaults SET category_id = \(categoryID) WHERE id = \(id)")
    }
    return try VendorQueries.vendor(db, id)
  }

  /// Rewrites the source of the account's transactions and items from one vendor name to
  /// another (matching ignoring case); returns how many of each changed.
  private func rewriteSource(from old: String, to new: String, accountID: EntityID) throws
    -> (transactions: Int, items: Int)
  {
    let stamp = now.millisecondsSince1970
    let transactions = try db.execute(
      """
      UPDATE transactions SET source = \(new), updated_at = \(stamp)
      WHERE account_id = \(accountID) AND source = \(old) COLLATE \(word: .foldedCase) AND source <> \(new)
      """)
    let items = try db.execute(
      """
      UPDATE items SET source = \(new), updated_at = \(stamp)
      WHERE account_id = \(accountID) AND source = \(old) COLLATE \(word: .foldedCase) AND source <> \(new)
      """)
    return (transactions, items)
  }
}
