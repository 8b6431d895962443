import LedgerCore

extension ValidatingWriter {
  // MARK: Vendor defaults (settings)

  public func vendor(named name: String, accountID: EntityID?) throws -> Vendor? {
    try base.vendor(named: name, accountID: accountID)
  }

  public func renameVendor(_ id: EntityID, to name: String) throws -> VendorChange {
    try base.renameVendor(id, to: self.name(name, of: "vendor"))
  }

  public func mergeVendor(_ id: EntityID, into target: EntityID) throws -> VendorChange {
    try base.mergeVendor(id, into: target)
  }

  public func setDefaultCategory(_ categoryID: EntityID?, ofVendor id: EntityID) throws
    -> Vendor
  {
    try base.setDefaultCategory(categoryID, ofVendor: id)
  }
}
