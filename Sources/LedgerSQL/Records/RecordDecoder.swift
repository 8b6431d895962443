import Foundation
import LedgerCore

/// Rebuilds domain values from rows selected with a `LedgerTable`'s `selection`.
public struct RecordDecoder {
  public var currencies: AccountCurrencies

  public init(currencies: AccountCurrencies) { self.currencies = currencies }

  public static func id(_ row: SQLRow, _ column: String) -> EntityID? {
    let value: Int64? = row[column]
    return value.map(EntityID.init)
  }

  public static func time(_ row: SQLRow, _ column: String) -> Timestamp {
    Timestamp(millisecondsSince1970: row[column])
  }

  public static func account(_ row: SQLRow) -> Account {
    let code: String = row["currency"]
    let locale: String? = row["locale"]
    return Account(
      id: EntityID(row["id"]), name: row["name"], currency: Currency(code: code) ?? .usd,
      createdAt: time(row, "created_at"), locale: locale)
  }

  public static func vendor(_ row: SQLRow) -> Vendor {
    Vendor(id: EntityID(row["id"]), accountID: EntityID(row["account_id"]), name: row["name"])
  }

  public static func category(_ row: SQLRow) -> BudgetCategory {
    let kind: String = row["kind"]
    return BudgetCategory(
      id: EntityID(row["id"]), accountID: EntityID(row["account_id"]), name: row["name"],
      kind: CategoryKind(rawValue: kind) ?? .standard, position: row["position"],
      isArchived: row["archived"])
  }

  public static func spaceTemplate(_ row: SQLRow) -> SpaceTemplate {
    SpaceTemplate(
      id: EntityID(row["id"]), accountID: EntityID(row["account_id"]), name: row["name"],
      checklist: ChecklistCoding.decodeLines(row["checklist"]), position: row["position"])
  }

  public static func project(_ row: SQLRow) -> Project {
    Project(
      id: EntityID(row["id"]), accountID: EntityID(row["account_id"]), name: row["name"],
      clientName: row["client_name"], description: row["description"],
      pinnedCategoryID: id(row, "pinned_category_id"), isArchived: row["archived"],
      createdAt: time(row, "created_at"), updatedAt: time(row, "updated_at"))
  }

  public static func space(_ row: SQLRow) -> Space {
    Space(
      id: EntityID(row["id"]), projectID: EntityID(row["project_id"]), name: row["name"],
      notes: row["notes"], checklist: ChecklistCoding.decodeEntries(row["checklist"]),
      templateID: id(row, "template_id"), createdAt: time(row, "created_at"),
      updatedAt: time(row, "updated_at"))
  }

  public static func attachment(_ row: SQLRow) -> Attachment {
    let owner: AttachmentOwner =
      if let item = id(row, "item_id") {
        .item(item)
      } else if let space = id(row, "space_id") {
        .space(space)
      } else {
        .transaction(id(row, "transaction_id") ?? EntityID(0))
      }
    let kind: String = row["kind"]
    return Attachment(
      id: EntityID(row["id"]), owner: owner, sha256: row["sha256"], fileExtension: row["ext"],
      kind: AttachmentKind(rawValue: kind) ?? .image, originalName: row["original_name"],
      byteCount: row["byte_count"], isPrimary: row["is_primary"],
      createdAt: time(row, "created_at"), pixelWidth: row["pixel_width"],
      pixelHeight: row["pixel_height"])
  }

  /// A budget row; needs the project's account currency, joined in as `currency`.
  public func budget(_ row: SQLRow, currency: Currency) -> CategoryBudget {
    CategoryBudget(
      id: EntityID(row["id"]), projectID: EntityID(row["project_id"]),
      categoryID: EntityID(row["category_id"]),
      amount: Money(minorUnits: row["amount"], currency: currency))
  }

  public func transaction(_ row: SQLRow) -> Transaction {
    let accountID: Int64 = row["account_id"]
    let currency = currencies[accountID]
    let date: String = row["date"]
    let type: String = row["type"]
    let reimbursement: String = row["reimbursement"]
    let reimbursedOn: String? = row["reimbursed_on"]
    let sourceKey: String? = row["source_key"]
    return Transaction(
      id: EntityID(row["id"]), accountID: EntityID(accountID),
      projectID: Self.id(row, "project_id"), source: row["source"],
      amount: Money(minorUnits: row["amount"], currency: currency),
      date: CalendarDay.parse(date) ?? CalendarDay(daysSince1970: 0),
      type: TransactionType(rawValue: type) ?? .purchase,
      reimbursement: Reimbursement(rawValue: reimbursement) ?? .none,
      categoryID: Self.id(row, "category_id"), needsReview: row["needs_review"],
      notes: row["notes"], createdAt: Self.time(row, "created_at"),
      updatedAt: Self.time(row, "updated_at"),
      reimbursedOn: reimbursedOn.flatMap(CalendarDay.parse), sourceKey: sourceKey)
  }

  /// An item row selected with `LedgerTable.items.selection`, read by position: a list of
  /// 100,000 items spent most of its time finding columns by name.
  public func item(_ row: SQLRow) -> Item {
    let accountID: Int64 = row[1]
    let currency = currencies[accountID]
    let purchase: Int64? = row[6]
    let project: Int64? = row[7]
    let projectID: Int64? = row[2]
    let spaceID: Int64? = row[9]
    let transactionID: Int64? = row[10]
    return Item(
      id: EntityID(row[0]), accountID: EntityID(accountID),
      projectID: projectID.map(EntityID.init), name: row[3], sku: row[4], source: row[5],
      purchasePrice: purchase.map { Money(minorUnits: $0, currency: currency) },
      projectPrice: project.map { Money(minorUnits: $0, currency: currency) },
      quantity: row[8], spaceID: spaceID.map(EntityID.init),
      transactionID: transactionID.map(EntityID.init), isBookmarked: row[11], notes: row[12],
      createdAt: Timestamp(millisecondsSince1970: row[13]),
      updatedAt: Timestamp(millisecondsSince1970: row[14]))
  }
}

extension RecordDecoder {
  /// Column positions in `LedgerTable.accounts.selection`.
  private enum AccountColumn {
    static let name = SQLRow.position("name", in: .accounts)
    static let currency = SQLRow.position("currency", in: .accounts)
    static let createdAt = SQLRow.position("created_at", in: .accounts)
    static let locale = SQLRow.position("locale", in: .accounts)
  }

  /// Column positions in `LedgerTable.categories.selection`.
  private enum CategoryColumn {
    static let accountID = SQLRow.position("account_id", in: .categories)
    static let name = SQLRow.position("name", in: .categories)
    static let kind = SQLRow.position("kind", in: .categories)
    static let position = SQLRow.position("position", in: .categories)
    static let archived = SQLRow.position("archived", in: .categories)
  }

  /// Column positions in `LedgerTable.projects.selection`.
  private enum ProjectColumn {
    static let accountID = SQLRow.position("account_id", in: .projects)
    static let name = SQLRow.position("name", in: .projects)
    static let clientName = SQLRow.position("client_name", in: .projects)
    static let description = SQLRow.position("description", in: .projects)
    static let pinned = SQLRow.position("pinned_category_id", in: .projects)
    static let archived = SQLRow.position("archived", in: .projects)
    static let createdAt = SQLRow.position("created_at", in: .projects)
    static let updatedAt = SQLRow.position("updated_at", in: .projects)
  }

  /// `account(_:)` for a row selected with `LedgerTable.accounts.selection`, read by position.
  public static func account(columns columns: SQLRow) -> Account {
    Account(
      id: columns.id(0), name: columns.string(AccountColumn.name),
      currency: Currency(code: columns.string(AccountColumn.currency)) ?? .usd,
      createdAt: columns.time(AccountColumn.createdAt),
      locale: columns.optionalString(AccountColumn.locale))
  }

  /// `category(_:)` by position.
  public static func category(columns columns: SQLRow) -> BudgetCategory {
    BudgetCategory(
      id: columns.id(0), accountID: columns.id(CategoryColumn.accountID),
      name: columns.string(CategoryColumn.name),
      kind: CategoryKind(rawValue: columns.string(CategoryColumn.kind)) ?? .standard,
      position: Int(columns.int64(CategoryColumn.position)),
      isArchived: columns.bool(CategoryColumn.archived))
  }

  /// `project(_:)` by position.
  public static func project(columns columns: SQLRow) -> Project {
    Project(
      id: columns.id(0), accountID: columns.id(ProjectColumn.accountID),
      name: columns.string(ProjectColumn.name),
      clientName: columns.string(ProjectColumn.clientName),
      description: columns.string(ProjectColumn.description),
      pinnedCategoryID: columns.optionalID(ProjectColumn.pinned),
      isArchived: columns.bool(ProjectColumn.archived),
      createdAt: columns.time(ProjectColumn.createdAt),
      updatedAt: columns.time(ProjectColumn.updatedAt))
  }
}

extension SQLRow {
  /// The position of `name` in `table`'s selection; -1 (read as NULL) if it has none.
  public static func position(_ name: String, in table: LedgerTable) -> Int {
    if name == "id" { return 0 }
    return table.columns.firstIndex(of: name).map { $0 + 1 } ?? -1
  }
}
