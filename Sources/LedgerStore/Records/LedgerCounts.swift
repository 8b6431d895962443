/// How many of each entity a ledger holds.
public struct LedgerCounts: Hashable, Sendable, Codable {
  public var accounts: Int
  public var projects: Int
  public var categories: Int
  public var budgets: Int
  public var vendors: Int
  public var spaceTemplates: Int
  public var spaces: Int
  public var transactions: Int
  public var items: Int
  public var attachments: Int
  public var vendorAliases: Int

  public init(
    accounts: Int = 0, projects: Int = 0, categories: Int = 0, budgets: Int = 0,
    vendors: Int = 0, spaceTemplates: Int = 0, spaces: Int = 0, transactions: Int = 0,
    items: Int = 0, attachments: Int = 0, vendorAliases: Int = 0
  ) {
    self.accounts = accounts
    self.projects = projects
    self.categories = categories
    self.budgets = budgets
    self.vendors = vendors
    self.spaceTemplates = spaceTemplates
    self.spaces = spaces
    self.transactions = transactions
    self.items = items
    self.attachments = attachments
    self.vendorAliases = vendorAliases
  }
}

extension LedgerCounts {
  /// Counts one more record of `kind`.
  public mutating func add(_ kind: LedgerRecord.Kind) {
    switch kind {
    case .account: accounts += 1
    case .vendor: vendors += 1
    case .category: categories += 1
    case .spaceTemplate: spaceTemplates += 1
    case .project: projects += 1
    case .budget: budgets += 1
    case .space: spaces += 1
    case .transaction: transactions += 1
    case .item: items += 1
    case .attachment: attachments += 1
    case .vendorAlias: vendorAliases += 1
    }
  }

  /// How many records of `kind` there are.
  public func count(of kind: LedgerRecord.Kind) -> Int {
    switch kind {
    case .account: return accounts
    case .vendor: return vendors
    case .category: return categories
    case .spaceTemplate: return spaceTemplates
    case .project: return projects
    case .budget: return budgets
    case .space: return spaces
    case .transaction: return transactions
    case .item: return items
    case .attachment: return attachments
    case .vendorAlias: return vendorAliases
    }
  }
}
