import LedgerCore

/// Checks a JSON archive's records one at a time, in archive order (parents first):
/// ids are positive and unique, references point at records already seen, and amounts
/// are in their account's currency; names and text follow `EntityName`'s rules.
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
    func name(_ text: String, of what: String) {
      do { _ = try EntityName.validated(text, of: what) } catch { problems.append(error.message) }
    }
    func line(_ text: String, _ field: String) {
      do { try EntityName.checkLine(text, field: field) } catch { problems.append(error.message) }
    }
    func notes(_ text: String) {
      do { try EntityName.checkNotes(text, field: "notes") } catch {
        problems.append(error.message)
      }
    }
    switch record {
    case .account(let account):
      currencies[account.id] = account.currency
      name(account.name, of: "account")
    case .vendor(let vendor):
      reference("account", vendor.accountID, .account)
      name(vendor.name, of: "vendor")
    case .category(let category):
      reference("account", category.accountID, .account)
      name(category.name, of: "category")
    case .spaceTemplate(let template):
      reference("account", template.accountID, .account)
      name(template.name, of: "space template")
    case .project(let project):
      reference("account", project.accountID, .account)
      name(project.name, of: "project")
      line(project.clientName, "client")
      reference("category", project.pinnedCategoryID, .category)
      projectAccounts[project.id] = project.accountID
    case .budget(let budget):
      reference("project", budget.projectID, .project)
      reference("category", budget.categoryID, .category)
      money(budget.amount, account: projectAccounts[budget.projectID])
    case .space(let space):
      reference("project", space.projectID, .project)
      reference("space template", space.templateID, .spaceTemplate)
      name(space.name, of: "space")
      notes(space.notes)
    case .transaction(let transaction):
      reference("account", transaction.accountID, .account)
      reference("project", transaction.projectID, .project)
      reference("category", transaction.categoryID, .category)
      money(transaction.amount, account: transaction.accountID)
      line(transaction.source, "source")
      notes(transaction.notes)
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
      name(item.name, of: "item")
      line(item.sku, "SKU")
      line(item.source, "source")
      notes(item.notes)
    case .attachment(let attachment):
      if !ArchiveFile.isSafeName(sha256: attachment.sha256, fileExtension: attachment.fileExtension)
      {
        problems.append(
          "'\(attachment.sha256).\(attachment.fileExtension)' is not a SHA-256 and an extension")
      }
      switch attachment.owner {
      case .item(let owner): reference("item", owner, .item)
      case .transaction(let owner): reference("transaction", owner, .transaction)
      case .space(let owner): reference("space", owner, .space)
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
