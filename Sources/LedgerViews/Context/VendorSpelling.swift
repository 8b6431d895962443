import LedgerShell
import LedgerStore

/// The spelling a `--source` filter looks for.
///
/// The store matches a source ignoring case only; a vendor on the account's list is also
/// found typed without its accents (`--source 'hotel drouot'` finds 'Hôtel Drouot'), as
/// vendor commands and search find it. Text that names no vendor on the list is looked for
/// as typed.
enum VendorSpelling {
  static func of(_ text: String, context: CommandContext) throws -> String {
    let store = try context.store()
    let accountID = try context.account().id
    let vendor = try EntityLookup.named(
      text, byName: { try store.vendor(named: $0, accountID: accountID)?.name },
      names: { try store.vendorNames(accountID: accountID) })
    return vendor ?? text
  }
}
