import Foundation
import LedgerCore

/// Rebuilds domain values from rows selected with a `LedgerTable`'s `selection`.
struct RecordDecoder {
  var currencies: AccountCurrencies

  static func id(_ row: Row, _ column: String) -> EntityID? {
    let value: Int64? = row[column]
    return value.map(EntityID.init)
  }

  static func time(_ row: Row, _ column: String) -> Timestamp {
    Timestamp(millisecondsSince1970: row[column])
  }

  static func account(_ row: Row) -> Account {
    let code: String = row["currency"]
    return Account(
      id: EntityID(row["id"]), name: row["name"], currency: Currency(code: code) ?? .usd,
      createdAt: time(row, "created_at"))
  }

  static func vendor(_ row: Row) -> Vendor {
    Vendor(id: EntityID(row["id"]), accountID: EntityID(row["account_id"]), name: row["name"])
  }

  static func category(_ row: Row) -> BudgetCategory {
    let kind: String = row["kind"]
    return BudgetCategory(
      id: EntityID(row["id"]), accountID: EntityID(row["account_id"]), name: row["name"],
      kind: CategoryKind(rawValue: kind) ?? .standard, position: row["position"],
      isArchived: row["archived"])
  }

  static func spaceTemplate(_ row: Row) -> SpaceTemplate {
    SpaceTemplate(
      id: EntityID(row["id"]), accountID: EntityID(row["account_id"]), name: row["name"],
      checklist: ChecklistCoding.decodeLines(row["checklist"]), position: row["position"])
  }

  static func project(_ row: Row) -> Project {
    Project(
      id: EntityID(row["id"]), accountID: EntityID(row["account_id"]), name: row["name"],
      clientName: row["client_name"], description: row["description"],
      pinnedCategoryID: id(row, "pinned_category_id"), isArchived: row["archived"],
      createdAt: time(row, "created_at"), updatedAt: time(row, "updated_at"))
  }

  static func space(_ row: Row) -> Space {
    Space(
      id: EntityID(row["id"]), projectID: EntityID(row["project_id"]), name: row["name"],
      notes: row["notes"], checklist: ChecklistCoding.decodeEntries(row["checklist"]),
      templateID: id(row, "template_id"), createdAt: time(row, "created_at"),
      updatedAt: time(row, "updated_at"))
  }

  static func attachment(_ row: Row) -> Attachment {
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
  func budget(_ row: Row, currency: Currency) -> CategoryBudget {
    CategoryBudget(
      id: EntityID(row["id"]), projectID: EntityID(row["project_id"]),
      categoryID: EntityID(row["category_id"]),
      amount: Money(minorUnits: row["amount"], currency: currency))
  }

  func transaction(_ row: Row) -> Transaction {
    let accountID: Int64 = row["account_id"]
    let currency = currencies[accountID]
    let date: String = row["date"]
    let type: String = row["type"]
    let reimbursement: String = row["reimbursement"]
    return Transaction(
      id: EntityID(row["id"]), accountID: EntityID(accountID),
      projectID: Self.id(row, "project_id"), source: row["source"],
      amount: Money(minorUnits: row["amount"], currency: currency),
      date: CalendarDay.parse(date) ?? CalendarDay(daysSince1970: 0),
      type: TransactionType(rawValue: type) ?? .purchase,
      reimbursement: Reimbursement(rawValue: reimbursement) ?? .none,
      categoryID: Self.id(row, "category_id"), needsReview: row["needs_review"],
      notes: row["notes"], createdAt: Self.time(row, "created_at"),
      updatedAt: Self.time(row, "updated_at"))
  }

  /// An item row selected with `LedgerTable.items.selection`, read by position: a list of
  /// 100,000 items spent most of its time finding columns by name.
  func item(_ row: Row) -> Item {
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
