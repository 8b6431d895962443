import Foundation
import LedgerCore
import LedgerStore

/// Turns CSV rows of items or transactions into records, collecting every problem.
///
/// Projects, spaces and categories are given by name (any case) or as `#12`. A row whose
/// `id` is already in this account is skipped, not updated, so importing an export again
/// changes nothing; a row with an id the ledger does not have is added under that id, so a
/// second import of the same file skips it; a row without an id is added with a new one. An
/// id another account holds is refused: that row is not this account's to skip.
struct CSVRowValidator {
  struct Result {
    var records: [LedgerRecord] = []
    /// The line each record was read from.
    var lines: [Int] = []
    /// Rows whose id is already in the ledger.
    var skipped = 0
    var newVendors: [Vendor] = []
    var problems: [ImportProblem] = []
  }

  /// The columns kept as they are, spaces and all: notes are text the user wrote.
  static let freeText: Set<String> = ["notes"]

  private let store: any Store
  private let entity: CSVEntity
  private let header: CSVReader.Record
  private let columns: [String]
  private let account: Account
  private let projectsByName: [String: Project]
  private let projectsByID: [EntityID: Project]
  private let categoriesByName: [String: BudgetCategory]
  private let categoriesByID: [EntityID: BudgetCategory]
  private let now = Timestamp.now()

  /// Rows become `accountID`'s (the ledger's default account when nil): names and ids of
  /// projects and categories are looked up in it alone.
  init(
    store: any Store, entity: CSVEntity, header: CSVReader.Record, columns: [String],
    accountID: EntityID? = nil
  ) throws {
    self.store = store
    self.entity = entity
    self.header = header
    self.columns = Self.importColumns(columns, entity: entity)
    account = try accountID.map { try store.account($0) } ?? store.defaultAccount()
    let projects = try store.projects(ProjectQuery(accountID: account.id, includeArchived: true))
    projectsByName = Dictionary(
      projects.map { ($0.name.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
    projectsByID = Dictionary(uniqueKeysWithValues: projects.map { ($0.id, $0) })
    let categories = try store.categories(accountID: account.id, includeArchived: true)
    categoriesByName = Dictionary(
      categories.map { ($0.name.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
    categoriesByID = Dictionary(uniqueKeysWithValues: categories.map { ($0.id, $0) })
  }

  /// The columns of a listing (`items --format csv`, `txs --format csv`) that `import` reads
  /// under the export's name: a listing's CSV imports as the export's does.
  static func listingNames(_ entity: CSVEntity) -> [String: String] {
    entity == .items ? ["price": "purchase_price"] : [:]
  }

  /// The columns a listing derives from others, accepted and not read: ids beside the
  /// names they number (names resolve in the ledger imported into), totals, the currency
  /// (checked against the account's) and times of change.
  static func derivedColumns(_ entity: CSVEntity) -> Set<String> {
    switch entity {
    case .items: return ["project_id", "space_id", "currency", "updated_at"]
    case .transactions:
      return [
        "project_id", "category_id", "signed_amount", "currency", "receipt", "kind",
        "updated_at", "reimbursed_on",
      ]
    default: return []
    }
  }

  /// The header's columns as `import` reads them: a listing's names as the export's, and
  /// an id column alone (`project_id` without `project`) read as the name column would be.
  static func importColumns(_ columns: [String], entity: CSVEntity) -> [String] {
    let renamed = listingNames(entity)
    var result = columns.map { renamed[$0] ?? $0 }
    for (id, name) in [("project_id", "project"), ("category_id", "category")]
    where !result.contains(name) && entity.columns.contains(name) {
      result = result.map { $0 == id ? name : $0 }
    }
    return result
  }

  /// How many unknown or repeated columns a message names before "and N more".
  static let namedColumns = 5

  /// A column's name as a message shows it: at most 40 characters.
  static func shortened(_ name: String) -> String {
    name.count > 40 ? name.prefix(39) + "…" : name
  }

  func validate(_ rows: [CSVReader.Record]) throws -> Result {
    var result = Result()
    let known = Set(entity.columns).union(Self.derivedColumns(entity))
    let unknown = columns.filter { !known.contains($0) }
    if !unknown.isEmpty {
      // A header of a million columns is named in a line, not in megabytes.
      let shown = unknown.prefix(Self.namedColumns).map { "'\(Self.shortened($0))'" }
      let more =
        unknown.count > Self.namedColumns ? " and \(unknown.count - Self.namedColumns) more" : ""
      result.problems.append(
        ImportProblem(
          line: header.line,
          message: "unknown column\(unknown.count == 1 ? "" : "s") "
            + shown.joined(separator: ", ") + more + "; "
            + "\(entity.rawValue) columns are \(entity.columns.joined(separator: ", "))"))
    }
    var seenColumns = Set<String>()
    var repeated: [String] = []
    for column in columns where !column.isEmpty && !seenColumns.insert(column).inserted {
      repeated.append(column)
    }
    for column in repeated.prefix(Self.namedColumns) {
      result.problems.append(
        ImportProblem(
          line: header.line,
          message: "the header has the column '\(Self.shortened(column))' twice; keep one, so no "
            + "value is lost"))
    }
    let required = entity == .items ? ["name"] : ["date", "amount"]
    for column in required where !columns.contains(column) {
      result.problems.append(
        ImportProblem(line: header.line, message: "the header has no '\(column)' column"))
    }
    guard result.problems.isEmpty else { return result }
    var knownVendors = Set(try store.vendorNames(accountID: account.id).map { $0.lowercased() })
    var spacesByProject: [EntityID: [String: Space]] = [:]
    var lineOfID: [EntityID: Int] = [:]
    // A statement line already in the account (`import statement`'s source key) is
    // skipped as an id already here is.
    var sourceKeys =
      entity == .transactions && columns.contains("source_key")
      ? try store.transactionSourceKeys(accountID: account.id) : []
    for row in rows {
      guard row.fields.count == columns.count else {
        result.problems.append(
          ImportProblem(
            line: row.line,
            message: "has \(row.fields.count) fields but the header has \(columns.count)"))
        continue
      }
      var values: [String: String] = [:]
      for (column, field) in zip(columns, row.fields) {
        // Free text keeps its spaces and tabs, as the commands store it (and as export
        // wrote it); every other field is trimmed, as a spreadsheet's padding would be.
        values[column] =
          Self.freeText.contains(column) ? field : field.trimmingCharacters(in: .whitespaces)
      }
      var problems: [String] = []
      var keptID = EntityID(0)
      if let text = values["id"], !text.isEmpty {
        guard let id = EntityID.parse(text) else {
          result.problems.append(
            ImportProblem(line: row.line, message: "id: '\(text)' is not an id like 12"))
          continue
        }
        if let line = lineOfID.updateValue(row.line, forKey: id) {
          result.problems.append(
            ImportProblem(line: row.line, message: "id: \(id) is on line \(line) too"))
          continue
        }
        switch holder(of: id) {
        case .some(account.id):
          result.skipped += 1
          continue
        case .some:
          let noun = entity == .items ? "item" : "transaction"
          result.problems.append(
            ImportProblem(
              line: row.line,
              message: "id: \(noun) \(id) is another account's; clear the id column to add "
                + "this row here with a new id"))
          continue
        case .none:
          keptID = id
        }
      }
      if let key = values["source_key"], !key.isEmpty, !sourceKeys.insert(key).inserted {
        result.skipped += 1
        continue
      }
      checkText(values, problems: &problems)
      if let code = values["currency"], !code.isEmpty,
        code.uppercased() != account.currency.code
      {
        problems.append(
          "currency: the row is in \(code), account '\(account.name)' keeps "
            + account.currency.code)
      }
      let record: LedgerRecord?
      if entity == .items {
        record = item(keptID, values, problems: &problems, spaces: &spacesByProject)
      } else {
        record = transaction(keptID, values, problems: &problems)
      }
      if let record, problems.isEmpty {
        result.records.append(record)
        result.lines.append(row.line)
        let source = values["source"] ?? ""
        if !source.isEmpty, knownVendors.insert(source.lowercased()).inserted {
          result.newVendors.append(Vendor(id: EntityID(0), accountID: account.id, name: source))
        }
      } else {
        result.problems += problems.map { ImportProblem(line: row.line, message: $0) }
      }
    }
    return result
  }

  /// The account whose item or transaction `id` is, or nil when the ledger has none.
  private func holder(of id: EntityID) -> EntityID? {
    switch entity {
    case .items: return (try? store.item(id))?.accountID
    default: return (try? store.transaction(id))?.accountID
    }
  }

  // MARK: Fields

  private func project(_ text: String, problems: inout [String]) -> Project? {
    guard !text.isEmpty else { return nil }
    // `#12` and `12` are ids, as everywhere in ledgersh; a name can't be just a number.
    if let id = EntityID.parse(text) {
      if let project = projectsByID[id] { return project }
      problems.append("no project \(id)")
      return nil
    }
    if let project = projectsByName[text.lowercased()] { return project }
    problems.append("no project named '\(text)'")
    return nil
  }

  private func money(_ text: String?, _ column: String, problems: inout [String]) -> Money? {
    guard let text, !text.isEmpty else { return nil }
    do {
      return try Money.parse(text, currency: account.currency)
    } catch {
      problems.append("\(column): \(error.message)")
      return nil
    }
  }

  /// Adds the problem `rule` throws, if any.
  private func check(
    _ rule: () throws(EntityNameError) -> Void, problems: inout [String]
  ) {
    do { try rule() } catch { problems.append(error.message) }
  }

  /// Checks the text columns every entity has: source and notes.
  private func checkText(_ values: [String: String], problems: inout [String]) {
    check(
      { () throws(EntityNameError) in
        try EntityName.checkLine(values["source"] ?? "", field: "source")
      }, problems: &problems)
    check(
      { () throws(EntityNameError) in
        try EntityName.checkNotes(values["notes"] ?? "", field: "notes")
      }, problems: &problems)
  }

  private func flag(_ text: String?, _ column: String, problems: inout [String]) -> Bool {
    switch (text ?? "").lowercased() {
    case "", "false", "no", "0", "n": return false
    case "true", "yes", "1", "y": return true
    case let other:
      problems.append("\(column): '\(other)' is not true or false")
      return false
    }
  }

  private func created(_ text: String?) -> Timestamp {
    text.flatMap(Timestamp.parse) ?? now
  }

  private func item(
    _ id: EntityID, _ values: [String: String], problems: inout [String],
    spaces: inout [EntityID: [String: Space]]
  ) -> LedgerRecord? {
    let name = values["name"] ?? ""
    if name.isEmpty {
      problems.append("an item needs a name")
    } else {
      check(
        { () throws(EntityNameError) in _ = try EntityName.validated(name, of: "item") },
        problems: &problems)
    }
    check(
      { () throws(EntityNameError) in
        try EntityName.checkLine(values["sku"] ?? "", field: "SKU")
      }, problems: &problems)
    let project = project(values["project"] ?? "", problems: &problems)
    var spaceID: EntityID?
    if let spaceName = values["space"], !spaceName.isEmpty {
      if let project {
        if spaces[project.id] == nil {
          let list = (try? store.spaces(projectID: project.id)) ?? []
          spaces[project.id] = Dictionary(
            list.map { ($0.name.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
        }
        spaceID = spaces[project.id]?[spaceName.lowercased()]?.id
        if spaceID == nil {
          problems.append("project '\(project.name)' has no space '\(spaceName)'")
        }
      } else {
        problems.append("space '\(spaceName)' needs a project")
      }
    }
    let purchase = money(values["purchase_price"], "purchase_price", problems: &problems)
    let projectPrice = money(values["project_price"], "project_price", problems: &problems)
    for price in [purchase, projectPrice].compactMap({ $0 }) where price.isNegative {
      problems.append("a price cannot be negative (\(price.formatted))")
    }
    var quantity = 1
    if let text = values["quantity"], !text.isEmpty {
      if let value = Int(text), (0...Item.largestQuantity).contains(value) {
        quantity = value
      } else {
        problems.append(
          "quantity: '\(text)' is not a whole number from 0 to \(Item.largestQuantity), "
            + "as 'item add --qty' takes")
      }
    }
    var transactionID: EntityID?
    if let text = values["transaction_id"], !text.isEmpty {
      // Ids in a CSV are this ledger's; another account's transaction is not there.
      if let id = EntityID.parse(text), let transaction = try? store.transaction(id),
        transaction.accountID == account.id
      {
        transactionID = id
        if let project, transaction.projectID != project.id {
          let theirs = transaction.projectID.flatMap { try? store.project($0).name }
          problems.append(
            "transaction_id: transaction \(text) is in "
              + (theirs.map { "project '\($0)'" } ?? "no project")
              + ", not '\(project.name)': an item links only to a transaction of its own project")
        }
      } else {
        problems.append("transaction_id: no transaction \(text) in this account")
      }
    }
    let bookmarked = flag(values["bookmarked"], "bookmarked", problems: &problems)
    let time = created(values["created_at"])
    return .item(
      Item(
        id: id, accountID: account.id, projectID: project?.id, name: name,
        sku: values["sku"] ?? "", source: values["source"] ?? "", purchasePrice: purchase,
        projectPrice: projectPrice, quantity: quantity, spaceID: spaceID,
        transactionID: transactionID, isBookmarked: bookmarked, notes: values["notes"] ?? "",
        createdAt: time, updatedAt: time))
  }

  private func transaction(
    _ id: EntityID, _ values: [String: String], problems: inout [String]
  )
    -> LedgerRecord?
  {
    let project = project(values["project"] ?? "", problems: &problems)
    if (values["source"] ?? "").trimmingWhitespace().isEmpty {
      problems.append("source: a transaction needs a source, as 'tx add --source' does")
    }
    let dateText = values["date"] ?? ""
    let date = CalendarDay.parse(dateText)
    if date == nil { problems.append("date: '\(dateText)' is not a date like 2026-01-31") }
    let amount = money(values["amount"], "amount", problems: &problems)
    if values["amount"]?.isEmpty ?? true { problems.append("amount: an amount is required") }
    if let amount, amount.isNegative {
      problems.append("amount: \(amount.formatted) is negative; give type 'return' instead")
    }
    var type = TransactionType.purchase
    if let text = values["type"], !text.isEmpty {
      if let value = TransactionType(rawValue: text.lowercased()) {
        type = value
      } else {
        problems.append("type: '\(text)' is not purchase or return")
      }
    }
    var reimbursement = Reimbursement.none
    if let text = values["reimbursement"], !text.isEmpty {
      if let value = Reimbursement(rawValue: text.lowercased()) {
        reimbursement = value
      } else {
        problems.append("reimbursement: '\(text)' is not none, owed-to-client or owed-to-company")
      }
    }
    var categoryID: EntityID?
    if let text = values["category"], !text.isEmpty {
      if let id = EntityID.parse(text) {
        if categoriesByID[id] != nil {
          categoryID = id
        } else {
          problems.append("no category \(id)")
        }
      } else if let category = categoriesByName[text.lowercased()] {
        categoryID = category.id
      } else {
        problems.append("no category named '\(text)'")
      }
    }
    let review = flag(values["needs_review"], "needs_review", problems: &problems)
    guard let date, let amount else { return nil }
    let time = created(values["created_at"])
    return .transaction(
      Transaction(
        id: id, accountID: account.id, projectID: project?.id,
        source: values["source"] ?? "", amount: amount, date: date, type: type,
        reimbursement: reimbursement, categoryID: categoryID, needsReview: review,
        notes: values["notes"] ?? "", createdAt: time, updatedAt: time,
        sourceKey: values["source_key"].flatMap { $0.isEmpty ? nil : $0 }))
  }
}
