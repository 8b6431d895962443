import LedgerCore
import LedgerShell
import LedgerViews
import TerminalUI

/// `vendor list` / `vendors`: the account's vendors with their spending and defaults.
enum VendorListCommand {
  static let spec = CommandSpec(
    "vendor list", aliases: ["vendors"],
    summary: "List vendors with their transaction counts, totals and default categories",
    discussion: """
      A vendor joins the list when a transaction or item names it as its source, or with \
      'vendor add'. The total is net of returns, in the account's currency; the default \
      category is what 'tx add' uses for that vendor when no --category is given. \
      Each row shows the vendor's transaction count and net total, its item count and its \
      default category. A name every transaction of which is a fee it paid (a category of \
      kind fee) and that no item comes from is a client, not a shop: it is listed apart, \
      under Clients, and its JSON 'kind' is "client" ("vendor" for the others).
      """,
    examples: [
      CommandExample("vendor list", "Every vendor of the account"),
      CommandExample("vendors --format csv", "The vendors as CSV"),
    ]
  ) { context in try run(context) }

  static let columns = [
    "id", "name", "transactions", "total", "currency", "items", "default_category_id",
    "default_category", "kind",
  ]

  static func run(_ context: CommandContext) throws -> CommandResult {
    let store = try context.store()
    let accountID = try context.account().id
    // The shops first, then the clients who paid fees, each group in name order.
    let all = try store.vendorSummaries(accountID: accountID)
    let shops = all.filter { !$0.isClient }
    let clients = all.filter(\.isClient)
    let summaries = shops + clients
    let categories = Dictionary(
      uniqueKeysWithValues: try store.categories(accountID: accountID, includeArchived: true)
        .map { ($0.id, $0.name) })
    let records = summaries.map { summary in
      let category = summary.vendor.defaultCategoryID.flatMap { categories[$0] }
      var record = VendorArguments.record(summary.vendor, categoryName: category)
      record = Record([
        "id": record["id"] ?? .null, "name": record["name"] ?? .null,
        "kind": .string(summary.isClient ? "client" : "vendor"),
        "transactions": .int(summary.transactionCount),
        "total": .decimal(summary.transactionTotal.decimalString),
        "currency": .string(summary.transactionTotal.currency.code),
        "items": .int(summary.itemCount),
        "default_category_id": record["default_category_id"] ?? .null,
        "default_category": record["default_category"] ?? .null,
      ])
      return record
    }
    let empty = "No vendors yet. 'vendor add NAME' adds one; 'tx add --source V' does too."
    func table(_ rows: [VendorSummary], title: String) -> Table {
      Table(
        columns: [
          TableColumn("Id", wraps: false), TableColumn(title), TableColumn.numeric("Txs"),
          TableColumn.numeric("Total"), TableColumn.numeric("Items"),
          TableColumn("Default category"),
        ],
        rows: rows.map { summary in
          [
            summary.vendor.id.description, summary.vendor.name, "\(summary.transactionCount)",
            summary.transactionTotal.formatted, "\(summary.itemCount)",
            summary.vendor.defaultCategoryID.flatMap { categories[$0] } ?? "",
          ]
        })
    }
    var parts: [any Renderable] = []
    if !shops.isEmpty { parts.append(table(shops, title: "Vendor")) }
    if !clients.isEmpty { parts.append(table(clients, title: "Client (fees received)")) }
    let view = VerticalStack(parts, spacing: 1)
    return CommandResult(
      data: .records(records, columns: columns), message: records.isEmpty ? empty : nil
    ) { style in summaries.isEmpty ? CommandResult.wrapped(empty, style: style) : style.draw(view)
    }
  }
}
