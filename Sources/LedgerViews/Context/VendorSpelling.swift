import LedgerCore
import LedgerShell
import LedgerStore

/// The spelling of a vendor typed as a source: as typed when the store finds the vendor
/// by it (ignoring case), else the one on the account's list it means.
///
/// The store matches a source ignoring case only; a vendor on the list is also found typed
/// without its accents (`--source 'hotel drouot'` is 'Hôtel Drouot'), as vendor commands
/// and search find it, so that a filter finds its transactions and an edit does not add a
/// second spelling to the list. Text that names no vendor on the list stays as typed.
public enum VendorSpelling {
  /// The listed spelling `text` means in the account `accountID` (the session's when nil).
  public static func of(_ text: String, context: CommandContext, accountID: EntityID? = nil)
    throws -> String
  {
    guard !text.isEmpty else { return text }
    let store = try context.store()
    let accountID = try accountID ?? context.account().id
    // The store's own match (ignoring case) finds it as typed: the text stays as it is.
    if try store.vendor(named: text, accountID: accountID) != nil { return text }
    let vendor = try EntityLookup.named(
      text, byName: { try store.vendor(named: $0, accountID: accountID)?.name },
      names: { try store.vendorNames(accountID: accountID) })
    return vendor ?? text
  }
}
