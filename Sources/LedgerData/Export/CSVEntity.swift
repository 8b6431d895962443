import LedgerCore
import LedgerStore

/// The entities that export to (and, for items and transactions, import from) CSV.
public enum CSVEntity: String, Hashable, Sendable, CaseIterable {
  case items
  case transactions
  case projects
  case categories
  case spaces
  case vendors

  /// The header row's column names, in order.
  public var columns: [String] {
    switch self {
    case .items:
      return [
        "id", "project", "space", "name", "sku", "source", "purchase_price", "project_price",
        "quantity", "bookmarked", "transaction_id", "notes", "created_at",
      ]
    case .transactions:
      return [
        "id", "project", "date", "source", "amount", "type", "reimbursement", "category",
        "needs_review", "notes", "created_at", "source_key",
      ]
    case .projects:
      return ["id", "name", "client_name", "description", "archived", "created_at"]
    case .categories:
      return ["id", "name", "kind", "position", "archived"]
    case .spaces:
      return ["id", "project", "name", "notes", "template_id"]
    case .vendors:
      return ["id", "name"]
    }
  }

  /// Whether `import` accepts a CSV of this entity.
  public var isImportable: Bool { self == .items || self == .transactions }
}
