import LedgerCore
import LedgerShell

extension Item {
  /// The field names of an item in JSON, CSV and TSV, in order.
  public static let recordFields = [
    "id", "name", "sku", "source", "project_id", "project", "space_id", "space", "price",
    "project_price", "currency", "quantity", "bookmarked", "transaction_id", "notes",
    "created_at", "updated_at",
  ]

  /// The item as a record with stable field names: `project` is null in business
  /// inventory, `space` null in no space; prices are decimal strings or null.
  public func record(projectName: String?, spaceName: String?) -> Record {
    Record([
      "id": .int(id.rawValue),
      "name": .string(name),
      "sku": .string(sku),
      "source": .string(source),
      "project_id": projectID.map { .int($0.rawValue) } ?? .null,
      "project": .optional(projectName),
      "space_id": spaceID.map { .int($0.rawValue) } ?? .null,
      "space": .optional(spaceName),
      "price": purchasePrice.map { .decimal($0.decimalString) } ?? .null,
      "project_price": projectPrice.map { .decimal($0.decimalString) } ?? .null,
      "currency": (purchasePrice ?? projectPrice).map { .string($0.currency.code) } ?? .null,
      "quantity": .int(Int64(quantity)),
      "bookmarked": .bool(isBookmarked),
      "transaction_id": transactionID.map { .int($0.rawValue) } ?? .null,
      "notes": .string(notes),
      "created_at": .string(createdAt.iso8601),
      "updated_at": .string(updatedAt.iso8601),
    ])
  }
}
