/// A ledger table as the undo log and full-text triggers need to know it.
public struct LedgerTable: Sendable {
  /// The SQL table name.
  public var name: String
  /// The entity's singular name in journal summaries, such as "project".
  public var entity: String
  /// Every column except `id`, in declaration order.
  public var columns: [String] {
    didSet { selection = Self.selection(of: columns) }
  }
  /// Columns indexed for full-text search, if the table has an FTS5 twin `<name>_fts`.
  public var searchColumns: [String]
  /// Whether bulk loads skip this table's undo-log and search triggers (they are handled
  /// once for the whole load instead), because the table can hold millions of rows.
  public var isBulk: Bool
  /// The columns to select, `id` first, for reading whole rows; kept, not joined at each
  /// lookup (a script of `tx add` looks rows up several times a line).
  public private(set) var selection: String

  public init(
    name: String, entity: String, columns: [String], searchColumns: [String], isBulk: Bool
  ) {
    self.name = name
    self.entity = entity
    self.columns = columns
    self.searchColumns = searchColumns
    self.isBulk = isBulk
    selection = Self.selection(of: columns)
  }

  private static func selection(of columns: [String]) -> String {
    (["id"] + columns).joined(separator: ", ")
  }

  public static let accounts = LedgerTable(
    name: "accounts", entity: "account", columns: ["name", "currency", "created_at", "locale"],
    searchColumns: [], isBulk: false)
  public static let vendors = LedgerTable(
    name: "vendors", entity: "vendor", columns: ["account_id", "name", "name_key"],
    searchColumns: [], isBulk: false)
  public static let categories = LedgerTable(
    name: "categories", entity: "category",
    columns: ["account_id", "name", "kind", "position", "archived"], searchColumns: [],
    isBulk: false)
  public static let spaceTemplates = LedgerTable(
    name: "space_templates", entity: "space template",
    columns: ["account_id", "name", "checklist", "position"], searchColumns: [], isBulk: false)
  public static let projects = LedgerTable(
    name: "projects", entity: "project",
    columns: [
      "account_id", "name", "client_name", "description", "pinned_category_id", "archived",
      "created_at", "updated_at",
    ],
    searchColumns: ["name", "client_name", "description"], isBulk: false)
  public static let budgets = LedgerTable(
    name: "budgets", entity: "budget", columns: ["project_id", "category_id", "amount"],
    searchColumns: [], isBulk: false)
  public static let spaces = LedgerTable(
    name: "spaces", entity: "space",
    columns: [
      "project_id", "name", "notes", "checklist", "template_id", "created_at", "updated_at",
    ],
    searchColumns: ["name", "notes"], isBulk: false)
  public static let transactions = LedgerTable(
    name: "transactions", entity: "transaction",
    columns: [
      "account_id", "project_id", "source", "amount", "date", "type", "reimbursement",
      "category_id", "needs_review", "notes", "created_at", "updated_at", "reimbursed_on",
      "source_key",
    ],
    searchColumns: ["source", "notes"], isBulk: true)
  public static let items = LedgerTable(
    name: "items", entity: "item",
    columns: [
      "account_id", "project_id", "name", "sku", "source", "purchase_price", "project_price",
      "quantity", "space_id", "transaction_id", "bookmarked", "notes", "created_at",
      "updated_at",
    ],
    searchColumns: ["name", "sku", "source", "notes"], isBulk: true)
  public static let attachments = LedgerTable(
    name: "attachments", entity: "attachment",
    columns: [
      "item_id", "transaction_id", "space_id", "sha256", "ext", "kind", "original_name",
      "byte_count", "is_primary", "created_at", "pixel_width", "pixel_height",
    ],
    searchColumns: [], isBulk: false)

  public static let vendorDefaults = LedgerTable(
    name: "vendor_defaults", entity: "vendor default", columns: ["category_id"],
    searchColumns: [], isBulk: false)

  public static let vendorAliases = LedgerTable(
    name: "vendor_aliases", entity: "vendor alias",
    columns: ["account_id", "vendor_id", "alias", "alias_key"], searchColumns: [],
    isBulk: false)

  /// The journaled tables schema version `version` has ("v17: vendor aliases" added the
  /// last): a migration remaking triggers or guards touches only the tables there are.
  public static func all(atVersion version: Int) -> [LedgerTable] {
    version >= 17 ? all : all.filter { $0.name != vendorAliases.name }
  }

  /// Every journaled table as schema v1 and v2 had it, parents before children: the
  /// migration to v1 makes triggers for these shapes, later migrations remake them (or,
  /// for tables added later, make them).
  public static let allV1: [LedgerTable] = all.filter {
    $0.name != vendorDefaults.name && $0.name != vendorAliases.name
  }.map {
    table in
    var table = table
    if table.name == spaceTemplates.name {
      table.columns.removeAll { $0 == "position" }
    }
    if table.name == attachments.name {
      table.columns.removeAll { ["space_id", "pixel_width", "pixel_height"].contains($0) }
    }
    if table.name == transactions.name {
      table.columns.removeAll { ["reimbursed_on", "source_key"].contains($0) }
    }
    if table.name == accounts.name { table.columns.removeAll { $0 == "locale" } }
    if table.name == vendors.name { table.columns.removeAll { $0 == "name_key" } }
    return table
  }

  /// Every journaled table, parents before children.
  public static let all: [LedgerTable] = [
    .accounts, .vendors, .categories, .spaceTemplates, .projects, .budgets, .spaces,
    .transactions, .items, .attachments, .vendorDefaults, .vendorAliases,
  ]

  /// The table of each `LedgerRecord.Kind`, in `Kind` order: every journaled table but
  /// `vendor_defaults` (a vendor's record holds its default category).
  public static let recordTables: [LedgerTable] = [
    .accounts, .vendors, .categories, .spaceTemplates, .projects, .budgets, .spaces,
    .transactions, .items, .attachments, .vendorAliases,
  ]

  /// The FTS5 table's name.
  public var searchTable: String { "\(name)_fts" }
}
