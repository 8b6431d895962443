import LedgerCore

/// Any stored entity, for whole-ledger streaming (export) and bulk loading (import, demo).
///
/// Stores stream records in `Kind` order, so that every record comes after the records
/// it refers to.
public enum LedgerRecord: Hashable, Sendable {
  case account(Account)
  case vendor(Vendor)
  case category(BudgetCategory)
  case spaceTemplate(SpaceTemplate)
  case project(Project)
  case budget(CategoryBudget)
  case space(Space)
  case transaction(Transaction)
  case item(Item)
  case attachment(Attachment)
  /// Another name of a vendor on statements (schema "v17: vendor aliases"); last, so
  /// archives and stores of before keep their order.
  case vendorAlias(VendorAlias)

  /// The kinds of record, in dependency order.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    case account, vendor, category, spaceTemplate, project, budget, space, transaction, item,
      attachment, vendorAlias

    /// The plural name used as a JSON key and in messages, such as "spaceTemplates".
    public var pluralName: String {
      switch self {
      case .account: return "accounts"
      case .vendor: return "vendors"
      case .category: return "categories"
      case .spaceTemplate: return "spaceTemplates"
      case .project: return "projects"
      case .budget: return "budgets"
      case .space: return "spaces"
      case .transaction: return "transactions"
      case .item: return "items"
      case .attachment: return "attachments"
      case .vendorAlias: return "vendorAliases"
      }
    }
  }

  /// Which kind of record this is.
  public var kind: Kind {
    switch self {
    case .account: return .account
    case .vendor: return .vendor
    case .category: return .category
    case .spaceTemplate: return .spaceTemplate
    case .project: return .project
    case .budget: return .budget
    case .space: return .space
    case .transaction: return .transaction
    case .item: return .item
    case .attachment: return .attachment
    case .vendorAlias: return .vendorAlias
    }
  }

  /// The record's id.
  public var id: EntityID {
    switch self {
    case .account(let value): return value.id
    case .vendor(let value): return value.id
    case .category(let value): return value.id
    case .spaceTemplate(let value): return value.id
    case .project(let value): return value.id
    case .budget(let value): return value.id
    case .space(let value): return value.id
    case .transaction(let value): return value.id
    case .item(let value): return value.id
    case .attachment(let value): return value.id
    case .vendorAlias(let value): return value.id
    }
  }
}
