import LedgerCore
import LedgerStore

/// The whole ledger as a JSON document: what `export --format json` writes and
/// `import` reads back with full fidelity.
public struct LedgerArchive: Codable, Sendable {
  /// Always `LedgerArchive.formatName`.
  public var format: String
  public var version: Int
  public var accounts: [Account]
  public var vendors: [Vendor]
  public var categories: [BudgetCategory]
  public var spaceTemplates: [SpaceTemplate]
  public var projects: [Project]
  public var budgets: [CategoryBudget]
  public var spaces: [Space]
  public var transactions: [Transaction]
  public var items: [Item]
  public var attachments: [Attachment]
  /// Vendors' other names on statements; archives before version 3 have none.
  public var vendorAliases: [VendorAlias]?
  /// The attached files' bytes; archives of version 1 have none.
  public var files: [ArchiveFile]?

  /// The `format` value that marks a ledgersh export.
  public static let formatName = "ledgersh-ledger"
  /// The archive version this build writes; it reads this one and every earlier one.
  ///
  /// Version 2 added `files`, the attached files' bytes; version 3 `vendorAliases`.
  public static let currentVersion = 3

  /// Every record, parents before children.
  public var records: [LedgerRecord] {
    accounts.map(LedgerRecord.account) + vendors.map(LedgerRecord.vendor)
      + categories.map(LedgerRecord.category) + spaceTemplates.map(LedgerRecord.spaceTemplate)
      + projects.map(LedgerRecord.project) + budgets.map(LedgerRecord.budget)
      + spaces.map(LedgerRecord.space) + transactions.map(LedgerRecord.transaction)
      + items.map(LedgerRecord.item) + attachments.map(LedgerRecord.attachment)
      + (vendorAliases ?? []).map(LedgerRecord.vendorAlias)
  }
}
