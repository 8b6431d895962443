import LedgerCore
import LedgerStore

/// Checks a JSON archive's records one at a time, in archive order (parents first):
/// ids are positive and unique, references point at records already seen, and amounts
/// are in their account's currency; names and text follow `EntityName`'s rules, and a name
/// is unique in its account (or project) ignoring case and Unicode normalisation, as the
/// commands require — `Café` and `CAFÉ`, or the same name in NFC and NFD, clash.
struct ArchiveChecker {
  private var seen: [LedgerRecord.Kind: Set<EntityID>] = [:]
  /// Names taken so far, by kind and scope (account or project), under `EntityName.caseKey`
  /// in NFC, with the spelling first seen.
  private var names: [NameScope: String] = [:]

  /// A name's place in an archive: its kind, the account or project it belongs to, its key.
  private struct NameScope: Hashable {
    var kind: LedgerRecord.Kind
    var scope: EntityID
    var name: String
  }
  private var currencies: [EntityID: Currency] = [:]
  private var projectAccounts: [EntityID: EntityID] = [:]
  /// The project of each space and transaction seen (a transaction's may be none), so an
  /// item's links stay in its own project, as `item add`, `edit` and `link` require.
  private var spaceProjects: [EntityID: EntityID] = [:]
  /// The account the ledger already has (a fresh ledger's #1), until a record of the same id
  /// replaces it: an account of another id and the same name would clash with it.
  private var keptAccount: (id: EntityID, name: String)?

  /// Checks records to be loaded into a ledger that holds `ledgerAccount` alone.
  init(ledgerAccount: Account? = nil) {
    keptAccount = ledgerAccount.map { ($0.id, $0.name) }
  }
  private var transactionProjects: [EntityID: EntityID?] = [:]
  private var vendorAccounts: [EntityID: EntityID] = [:]
  /// Vendor aliases seen, by account and `VendorAlias.key`, with the spelling first seen.
  private var aliases: [AliasScope: String] = [:]
  private struct AliasScope: Hashable {
    var account: EntityID
    var key: String
  }

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
    func name(_ text: String, of what: String, in scope: EntityID? = nil) {
      let valid: String
      do { valid = try EntityName.validated(text, of: what) } catch {
        problems.append(error.message)
        return
      }
      guard let scope else { return }
      let key = NameScope(kind: record.kind, scope: scope, name: Self.nameKey(valid))
      if let first = names[key] {
        problems.append(
          "a \(what) named '\(first)' is already in the file"
            + (first == text ? "" : " (names ignore case and accents' encoding)"))
      } else {
        names[key] = text
      }
    }
    func amount(_ value: Money?) {
      guard let value else { return }
      let limit = Money.largest(value.currency)
      if value.minorUnits.magnitude > limit.minorUnits.magnitude {
        problems.append(MoneyError.tooLarge(value.formatted, limit: limit).message)
      }
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
      if let locale = account.locale, LocaleStyle(locale)?.identifier != locale {
        problems.append(
          "locale '\(locale)' is not a locale ledgersh knows; give one such as "
            + LocaleStyle.examples)
      }
      if let kept = keptAccount {
        if kept.id == account.id {
          keptAccount = nil
        } else if Self.nameKey(kept.name) == Self.nameKey(account.name) {
          problems.append(
            "the ledger already has account \(kept.id) '\(kept.name)', which this file keeps "
              + "(it has no account \(kept.id)): give this account id \(kept.id.rawValue) or "
              + "another name")
        }
      }
      name(account.name, of: "account", in: EntityID(0))
    case .vendor(let vendor):
      reference("account", vendor.accountID, .account)
      name(vendor.name, of: "vendor", in: vendor.accountID)
      vendorAccounts[vendor.id] = vendor.accountID
    case .vendorAlias(let alias):
      reference("account", alias.accountID, .account)
      reference("vendor", alias.vendorID, .vendor)
      if let account = vendorAccounts[alias.vendorID], account != alias.accountID {
        problems.append(
          "vendor \(alias.vendorID) is in account \(account), not the alias's \(alias.accountID)")
      }
      line(alias.text, "alias")
      let key = VendorAlias.key(alias.text)
      if key.isEmpty {
        problems.append("a vendor alias cannot be empty")
      } else if let first = aliases[AliasScope(account: alias.accountID, key: key)] {
        problems.append("the alias '\(first)' is already in the file (aliases ignore case)")
      } else {
        aliases[AliasScope(account: alias.accountID, key: key)] = alias.text
      }
    case .category(let category):
      reference("account", category.accountID, .account)
      name(category.name, of: "category", in: category.accountID)
    case .spaceTemplate(let template):
      reference("account", template.accountID, .account)
      name(template.name, of: "space template", in: template.accountID)
      for entry in template.checklist { line(entry, "checklist entry") }
    case .project(let project):
      reference("account", project.accountID, .account)
      name(project.name, of: "project", in: project.accountID)
      line(project.clientName, "client")
      reference("category", project.pinnedCategoryID, .category)
      projectAccounts[project.id] = project.accountID
    case .budget(let budget):
      reference("project", budget.projectID, .project)
      reference("category", budget.categoryID, .category)
      money(budget.amount, account: projectAccounts[budget.projectID])
      amount(budget.amount)
      if budget.amount.isNegative { problems.append("a budget can't be negative") }
    case .space(let space):
      reference("project", space.projectID, .project)
      reference("space template", space.templateID, .spaceTemplate)
      name(space.name, of: "space", in: space.projectID)
      spaceProjects[space.id] = space.projectID
      notes(space.notes)
      for entry in space.checklist { line(entry.text, "checklist entry") }
    case .transaction(let transaction):
      reference("account", transaction.accountID, .account)
      reference("project", transaction.projectID, .project)
      reference("category", transaction.categoryID, .category)
      money(transaction.amount, account: transaction.accountID)
      amount(transaction.amount)
      line(transaction.source, "source")
      notes(transaction.notes)
      if transaction.amount.isNegative {
        problems.append("the amount is negative; returns use type \"return\"")
      }
      transactionProjects[transaction.id] = transaction.projectID
    case .item(let item):
      reference("account", item.accountID, .account)
      reference("project", item.projectID, .project)
      reference("space", item.spaceID, .space)
      reference("transaction", item.transactionID, .transaction)
      if let space = item.spaceID, let theirs = spaceProjects[space], theirs != item.projectID {
        problems.append(
          "space \(space) is in project \(theirs), not the item's "
            + (item.projectID.map { "project \($0)" } ?? "inventory")
            + ": an item's space is one of its own project")
      }
      if let transaction = item.transactionID, let project = item.projectID,
        let theirs = transactionProjects[transaction], theirs != project
      {
        problems.append(
          "transaction \(transaction) is in \(theirs.map { "project \($0)" } ?? "no project"), "
            + "not the item's project \(project): an item links only to a transaction of its "
            + "own project")
      }
      money(item.purchasePrice, account: item.accountID)
      money(item.projectPrice, account: item.accountID)
      amount(item.purchasePrice)
      amount(item.projectPrice)
      if !(0...Item.largestQuantity).contains(item.quantity) {
        problems.append(
          "quantity \(item.quantity) is not a whole number from 0 to \(Item.largestQuantity), "
            + "as 'item add --qty' takes")
      }
      for price in [item.purchasePrice, item.projectPrice].compactMap({ $0 }) where price.isNegative
      {
        problems.append("a price cannot be negative (\(price.formatted))")
      }
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
      if let problem = ArchiveFile.kindProblem(
        fileExtension: attachment.fileExtension, kind: attachment.kind)
      {
        problems.append(problem)
      }
      if !(0...AttachmentKind.largestByteCount).contains(attachment.byteCount) {
        problems.append(
          "byteCount \(attachment.byteCount) is not a size from 0 to \(AttachmentKind.largestByteCount) "
            + "bytes (files over \(AttachmentFiles.limitText) cannot be attached)")
      }
      switch attachment.owner {
      case .item(let owner): reference("item", owner, .item)
      case .transaction(let owner): reference("transaction", owner, .transaction)
      case .space(let owner): reference("space", owner, .space)
      }
    }
    return problems
  }

  /// The record as it is loaded: an attachment's original name, shown on terminals and
  /// offered as the name to save a copy under, is reduced to a bare file name.
  static func loaded(_ record: LedgerRecord) -> LedgerRecord {
    guard case .attachment(var attachment) = record else { return record }
    attachment.originalName = AttachmentName.bare(attachment.originalName)
    return .attachment(attachment)
  }

  /// A name as names compare: ignoring case and the encoding of accents.
  static func nameKey(_ name: String) -> String {
    EntityName.caseKey(name).decomposedStringWithCanonicalMapping
  }

  /// Every problem of a decoded archive, to be loaded into a ledger that holds
  /// `ledgerAccount` alone; `line` maps a section and index to a line.
  static func problems(
    _ archive: LedgerArchive, ledgerAccount: Account? = nil,
    line: (String, Int) -> Int? = { _, _ in nil }
  ) -> [ImportProblem] {
    var checker = ArchiveChecker(ledgerAccount: ledgerAccount)
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
