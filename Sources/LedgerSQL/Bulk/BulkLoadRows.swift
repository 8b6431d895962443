import LedgerCore
import LedgerStore

/// The rows a bulk load (import, copy, demo) writes, the same for both stores: which table
/// a record goes to, its values in the table's column order, and the statements that
/// insert them.
public enum BulkLoadRows {
  /// The table `record` loads into and its values, in `table.columns` order.
  public static func row(_ record: LedgerRecord, db: any SQLConnection) throws
    -> (table: LedgerTable, values: [SQLValue])
  {
    switch record {
    case .account(let account):
      return (
        .accounts,
        [
          account.name.sqlValue, account.currency.code.sqlValue, account.createdAt.sqlValue,
          account.locale.sqlValue,
        ]
      )
    case .vendor(let vendor):
      return (
        .vendors,
        [
          vendor.accountID.sqlValue, vendor.name.sqlValue,
          VendorQueries.nameKey(vendor.name).sqlValue,
        ]
      )
    case .category(let category):
      return (
        .categories,
        [
          category.accountID.sqlValue, category.name.sqlValue, category.kind.rawValue.sqlValue,
          category.position.sqlValue, category.isArchived.sqlValue,
        ]
      )
    case .spaceTemplate(let template):
      // A template without a position (an older archive's) goes last.
      let position =
        template.position > 0
        ? template.position
        : try db.value(
          """
          SELECT coalesce(max(position), 0) + 1 FROM space_templates
          WHERE account_id = \(template.accountID)
          """,
          as: Int.self) ?? 1
      return (
        .spaceTemplates,
        [
          template.accountID.sqlValue, template.name.sqlValue,
          ChecklistCoding.encode(template.checklist).sqlValue, position.sqlValue,
        ]
      )
    case .project(let project):
      return (
        .projects,
        [
          project.accountID.sqlValue, project.name.sqlValue, project.clientName.sqlValue,
          project.description.sqlValue, project.pinnedCategoryID.sqlValue,
          project.isArchived.sqlValue, project.createdAt.sqlValue, project.updatedAt.sqlValue,
        ]
      )
    case .budget(let budget):
      return (
        .budgets,
        [budget.projectID.sqlValue, budget.categoryID.sqlValue, budget.amount.minorUnits.sqlValue]
      )
    case .space(let space):
      return (
        .spaces,
        [
          space.projectID.sqlValue, space.name.sqlValue, space.notes.sqlValue,
          ChecklistCoding.encode(space.checklist).sqlValue, space.templateID.sqlValue,
          space.createdAt.sqlValue, space.updatedAt.sqlValue,
        ]
      )
    case .transaction(let transaction):
      return (
        .transactions,
        [
          transaction.accountID.sqlValue, transaction.projectID.sqlValue,
          transaction.source.sqlValue, transaction.amount.minorUnits.sqlValue,
          transaction.date.iso8601.sqlValue, transaction.type.rawValue.sqlValue,
          transaction.reimbursement.rawValue.sqlValue, transaction.categoryID.sqlValue,
          transaction.needsReview.sqlValue, transaction.notes.sqlValue,
          transaction.createdAt.sqlValue, transaction.updatedAt.sqlValue,
          transaction.reimbursedOn.map { $0.iso8601.sqlValue } ?? .null,
          transaction.sourceKey.map { $0.sqlValue } ?? .null,
        ]
      )
    case .item(let item):
      return (
        .items,
        [
          item.accountID.sqlValue, item.projectID.sqlValue, item.name.sqlValue,
          item.sku.sqlValue, item.source.sqlValue, item.purchasePrice?.minorUnits.sqlValue ?? .null,
          item.projectPrice?.minorUnits.sqlValue ?? .null, item.quantity.sqlValue,
          item.spaceID.sqlValue, item.transactionID.sqlValue, item.isBookmarked.sqlValue,
          item.notes.sqlValue, item.createdAt.sqlValue, item.updatedAt.sqlValue,
        ]
      )
    case .attachment(let attachment):
      let (itemID, transactionID, spaceID): (EntityID?, EntityID?, EntityID?) =
        switch attachment.owner {
        case .item(let id): (id, nil, nil)
        case .transaction(let id): (nil, id, nil)
        case .space(let id): (nil, nil, id)
        }
      return (
        .attachments,
        [
          itemID.sqlValue, transactionID.sqlValue, spaceID.sqlValue, attachment.sha256.sqlValue,
          attachment.fileExtension.sqlValue, attachment.kind.rawValue.sqlValue,
          attachment.originalName.sqlValue, attachment.byteCount.sqlValue,
          attachment.isPrimary.sqlValue, attachment.createdAt.sqlValue,
          attachment.pixelWidth.sqlValue, attachment.pixelHeight.sqlValue,
        ]
      )
    case .vendorAlias(let alias):
      return (
        .vendorAliases,
        [
          alias.accountID.sqlValue, alias.vendorID.sqlValue, alias.text.sqlValue,
          VendorAlias.key(alias.text).sqlValue,
        ]
      )
    }
  }

  /// Refuses a kept item or transaction id at or below the highest one before the load:
  /// such a row exists already, or did and was deleted.
  public static func checkKeptID(
    _ record: LedgerRecord, itemsBefore: Int64, transactionsBefore: Int64
  ) throws {
    switch record {
    case .transaction(let transaction) where transaction.id.rawValue <= transactionsBefore:
      throw StoreError(.conflict, "transaction \(transaction.id) already exists")
    case .item(let item) where item.id.rawValue <= itemsBefore:
      throw StoreError(.conflict, "item \(item.id) already exists")
    default: break
    }
  }

  /// An insert of one row of `table`, with its id when `id` is given.
  public static func insert(_ table: LedgerTable, id: EntityID?, values: [SQLValue]) -> SQL {
    let columns = (id == nil ? [] : ["id"]) + table.columns
    let bound = ((id.map { [$0.sqlValue] } ?? []) + values).map { value -> SQL in "\(value)" }
    var sql: SQL = """
      INSERT INTO \(raw: table.name)(\(raw: columns.joined(separator: ", "))) \
      VALUES (\(SQL.joined(bound, separator: ", ")))
      """
    if id != nil, table.name == LedgerTable.accounts.name {
      // A fresh ledger already has account #1: loading it again renames it.
      sql +=
        " ON CONFLICT(id) DO UPDATE SET name = excluded.name, currency = excluded.currency,"
        + " created_at = excluded.created_at"
    }
    return sql
  }

  /// Stores the default category of a vendor loaded with its id.
  public static func vendorDefault(vendor: Int64, category: Int64) -> SQL {
    """
    INSERT INTO vendor_defaults(id, category_id) VALUES (\(vendor), \(category))
    ON CONFLICT (id) DO UPDATE SET category_id = excluded.category_id
    """
  }
}
