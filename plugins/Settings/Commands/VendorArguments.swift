import LedgerCore
import LedgerShell
import LedgerStore
import LedgerViews

/// Finding vendors by name in the session's account.
enum VendorArguments {
  /// A vendor argument, completed with the account's vendor names.
  static func vendor(_ name: String, _ summary: String) -> ArgumentSpec {
    ArgumentSpec(name, summary, completion: .named(.vendors))
  }

  /// The vendor `text` names in the current account (ignoring case), with "did you mean".
  static func vendor(named text: String, context: CommandContext) throws -> Vendor {
    let store = try context.store()
    let accountID = try context.account().id
    return try EntityLookup.resolve(
      text, noun: "vendor", listCommand: "vendor list",
      byID: { id in
        try store.vendors(accountID: accountID).first { $0.id == id }.flatMap {
          try store.vendor(named: $0.name, accountID: accountID)
        }
      },
      byName: { try store.vendor(named: $0, accountID: accountID) },
      candidates: {
        try store.vendors(accountID: accountID).map { EntityLookup.Candidate($0.name, id: $0.id) }
      })
  }

  /// The vendor on the account's list that `name` means, or nil.
  ///
  /// That is the same spelling ignoring case and Unicode encoding, else the one name that
  /// reads the same without accents, as `vendor rename` finds it: `vendor add "hotel
  /// drouot"` does not put a second 'Hôtel Drouot' on the list. Never an id: a vendor may
  /// be named "2026".
  static func existing(named name: String, context: CommandContext) throws -> Vendor? {
    let store = try context.store()
    let accountID = try context.account().id
    return try EntityLookup.named(
      name, byName: { try store.vendor(named: $0, accountID: accountID) },
      names: { try store.vendorNames(accountID: accountID) })
  }

  /// The record of a vendor for the machine formats.
  static func record(_ vendor: Vendor, categoryName: String?) -> Record {
    Record([
      "id": .int(vendor.id.rawValue), "name": .string(vendor.name),
      "default_category_id": vendor.defaultCategoryID.map { .int($0.rawValue) } ?? .null,
      "default_category": .optional(categoryName),
    ])
  }
}
