import LedgerCore

/// Checks that every reference in a JSON archive points at a record in the archive and
/// that every amount is in its account's currency.
enum ArchiveValidator {
  /// The problems found; `line` maps a section name and index to the record's line in
  /// the file, when the file has one record per line (as `export` writes it).
  static func problems(
    _ archive: LedgerArchive, line: (String, Int) -> Int? = { _, _ in nil }
  ) -> [ImportProblem] {
    var problems: [ImportProblem] = []
    func report(_ section: String, _ index: Int, _ id: EntityID, _ message: String) {
      problems.append(
        ImportProblem(
          line: line(section, index), message: "\(section)[\(index)] (\(id)): \(message)"))
    }
    func duplicates(_ section: String, _ ids: [EntityID]) -> Set<EntityID> {
      var seen: Set<EntityID> = []
      for (index, id) in ids.enumerated() {
        if id.rawValue <= 0 { report(section, index, id, "ids must be positive") }
        if !seen.insert(id).inserted { report(section, index, id, "the id appears twice") }
      }
      return seen
    }
    let currencies = Dictionary(
      archive.accounts.map { ($0.id, $0.currency) }, uniquingKeysWith: { first, _ in first })
    let accounts = duplicates("accounts", archive.accounts.map(\.id))
    _ = duplicates("vendors", archive.vendors.map(\.id))
    let categories = duplicates("categories", archive.categories.map(\.id))
    let templates = duplicates("spaceTemplates", archive.spaceTemplates.map(\.id))
    let projects = duplicates("projects", archive.projects.map(\.id))
    _ = duplicates("budgets", archive.budgets.map(\.id))
    let spaces = duplicates("spaces", archive.spaces.map(\.id))
    let transactions = duplicates("transactions", archive.transactions.map(\.id))
    let items = duplicates("items", archive.items.map(\.id))
    _ = duplicates("attachments", archive.attachments.map(\.id))
    let projectAccount = Dictionary(
      archive.projects.map { ($0.id, $0.accountID) }, uniquingKeysWith: { first, _ in first })

    func check(
      _ section: String, _ index: Int, _ id: EntityID, _ what: String, _ reference: EntityID?,
      in set: Set<EntityID>
    ) {
      if let reference, !set.contains(reference) {
        report(section, index, id, "\(what) \(reference) is not in the file")
      }
    }
    func checkMoney(
      _ section: String, _ index: Int, _ id: EntityID, _ money: Money?, account: EntityID?
    ) {
      guard let money, let account, let currency = currencies[account] else { return }
      if money.currency != currency {
        report(
          section, index, id,
          "\(money.formatted) is in \(money.currency.code) but the account keeps \(currency.code)")
      }
    }
    for (index, vendor) in archive.vendors.enumerated() {
      check("vendors", index, vendor.id, "account", vendor.accountID, in: accounts)
    }
    for (index, category) in archive.categories.enumerated() {
      check("categories", index, category.id, "account", category.accountID, in: accounts)
    }
    for (index, template) in archive.spaceTemplates.enumerated() {
      check("spaceTemplates", index, template.id, "account", template.accountID, in: accounts)
    }
    for (index, project) in archive.projects.enumerated() {
      check("projects", index, project.id, "account", project.accountID, in: accounts)
      check("projects", index, project.id, "category", project.pinnedCategoryID, in: categories)
    }
    for (index, budget) in archive.budgets.enumerated() {
      check("budgets", index, budget.id, "project", budget.projectID, in: projects)
      check("budgets", index, budget.id, "category", budget.categoryID, in: categories)
      checkMoney(
        "budgets", index, budget.id, budget.amount, account: projectAccount[budget.projectID])
    }
    for (index, space) in archive.spaces.enumerated() {
      check("spaces", index, space.id, "project", space.projectID, in: projects)
      check("spaces", index, space.id, "space template", space.templateID, in: templates)
    }
    for (index, transaction) in archive.transactions.enumerated() {
      let id = transaction.id
      check("transactions", index, id, "account", transaction.accountID, in: accounts)
      check("transactions", index, id, "project", transaction.projectID, in: projects)
      check("transactions", index, id, "category", transaction.categoryID, in: categories)
      checkMoney("transactions", index, id, transaction.amount, account: transaction.accountID)
      if transaction.amount.isNegative {
        report("transactions", index, id, "the amount is negative; returns use type \"return\"")
      }
    }
    for (index, item) in archive.items.enumerated() {
      check("items", index, item.id, "account", item.accountID, in: accounts)
      check("items", index, item.id, "project", item.projectID, in: projects)
      check("items", index, item.id, "space", item.spaceID, in: spaces)
      check("items", index, item.id, "transaction", item.transactionID, in: transactions)
      checkMoney("items", index, item.id, item.purchasePrice, account: item.accountID)
      checkMoney("items", index, item.id, item.projectPrice, account: item.accountID)
    }
    for (index, attachment) in archive.attachments.enumerated() {
      switch attachment.owner {
      case .item(let owner):
        check("attachments", index, attachment.id, "item", owner, in: items)
      case .transaction(let owner):
        check("attachments", index, attachment.id, "transaction", owner, in: transactions)
      }
    }
    return problems
  }
}
