import LedgerCore

/// Checks a JSON archive's records one at a time, in archive order (parents first):
/// ids are positive and unique, references point at records already seen, and amounts
/// are in their account's currency.
struct ArchiveChecker {
  private var seen: [LedgerRecord.Kind: Set<EntityID>] = [:]
  private var currencies: [EntityID: Currency] = [:]
  private var projectAccounts: [EntityID: EntityID] = [:]

  /// The problems of `record`, as sentences (none when it is fine).
  ///
  /// Remembers the record so later ones may refer to it.
  mutating func check(_ record: LedgerRecord) -> [String] {
    var problems: [String] = []
    let id = record.id
    if id.rawValue <= 0 { problems.append("ids must be positive") }
    if !seen[record.kind, default: []].insert(id).inserted {
      problems.append("the id appears twice")
    }
    func reference(_ what: String, _ target: EntityID?, _ kind: LedgerRecord.Kind) {
      if let target, !(seen[kind]?.contains(target) ?? false) {
        problems.append("\(what) \(target) is not in the file")
      }
    }
    func money(_ amount: Money?, account: EntityID?) {
      guard let amount, let account, let currency = currencies[account] else { return }
      if amount.currency != currency {
        problems.append(
          "\(amount.formatted) is in \(amount.currency.code) but the account keeps "
            + currency.code)
      }
    }
    switch record {
    case .account(let account):
      currencies[account.id] = account.currency
    case .vendor(let vendor):
      reference("account", vendor.accountID, .account)
    case .category(let category):
      reference("account", category.accountID, .account)
    case .spaceTemplate(let template):
      reference("account", template.accountID, .account)
    case .project(let project):
      reference("account", project.accountID, .account)
      reference("category", project.pinnedCategoryID, .category)
      projectAccounts[project.id] = project.accountID
    case .budget(let budget):
      reference("project", budget.projectID, .project)
      reference("category", budget.categoryID, .category)
      money(budget.amount, account: projectAccounts[budget.projectID])
    case .space(let space):
      reference("project", space.projectID, .project)
      reference("space template", space.templateID, .spaceTemplate)
    case .transaction(let transaction):
      reference("account", transaction.accountID, .account)
      reference("project", transaction.projectID, .project)
      reference("category", transaction.categoryID, .category)
      money(transaction.amount, account: transaction.accountID)
      if transaction.amount.isNegative {
        problems.append("the amount is negative; returns use type \"return\"")
      }
    case .item(let item):
      reference("account", item.accountID, .account)
      reference("project", item.projectID, .project)
      reference("space", item.spaceID, .space)
      reference("transaction", item.transactionID, .transaction)
      money(item.purchasePrice, account: item.accountID)
      money(item.projectPrice, account: item.accountID)
    case .attachment(let attachment):
      switch attachment.owner {
      case .item(let owner): reference("item", owner, .item)
      case .transaction(let owner): reference("transaction", owner, .transaction)
      }
    }
    return problems
  }

  /// Every problem of a decoded archive; `line` maps a section and index to a line.
  static func problems(
    _ archive: LedgerArchive, line: (String, Int) -> Int? = { _, _ in nil }
  ) -> [ImportProblem] {
    var checker = ArchiveChecker()
    var problems: [ImportProblem] = []
    var index: [LedgerRecord.Kind: Int] = [:]
    for record in archive.records {
      let position = index[record.kind, default: 0]
      index[record.kind] = position + 1
      let section = record.kind.pluralName
      problems += checker.check(record).map {
        ImportProblem(
          line: line(section, position), message: "\(section)[\(position)] (\(record.id)): \($0)")
      }
    }
    return problems
  }
}
