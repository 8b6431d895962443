import LedgerCore
import LedgerShell
import LedgerStore
import LedgerViews

/// The line above `txs` saying which session filters and order are in force, such as
/// `Category: Lighting · needs review · by amount ↓ — 'txs filter --clear'`.
enum TransactionFiltersLine {
  /// The line for the session's filters that still hold, or nil when none do: an option
  /// the command line gives (`txs --category Textiles`) replaces the session's value, which
  /// is then not in force and not said.
  static func text(_ context: CommandContext) throws -> String? {
    guard var filters = context.session[state: TransactionFilters.self] else { return nil }
    let arguments = context.arguments
    if arguments.has("category") { filters.categoryID = nil }
    if arguments.flag("needs-review") { filters.needsReview = false }
    if arguments.has("from") || arguments.has("since") { filters.from = nil }
    if arguments.has("to") || arguments.has("until") { filters.to = nil }
    if arguments.has("source") || arguments.has("vendor") { filters.source = nil }
    if arguments.has("type") { filters.kind = nil }
    if arguments.has("reimbursement") { filters.reimbursement = nil }
    if arguments.has("min") { filters.minAmount = nil }
    if arguments.has("max") { filters.maxAmount = nil }
    if arguments.has("sort") { filters.sort = nil }
    guard !filters.isEmpty else { return nil }
    return try text(filters, context: context)
  }

  /// The line for `filters`, or nil when they filter nothing.
  static func text(_ filters: TransactionFilters, context: CommandContext) throws -> String? {
    let symbols = context.style.renderContext.symbols
    let unicode = context.style.unicode
    var categoryName: String?
    if let id = filters.categoryID {
      let store = try context.store()
      categoryName = try? store.category(id).name
    }
    guard
      let summary = filters.summary(
        categoryName: categoryName, separator: symbols.separator, arrow: unicode ? "↓" : "v")
    else { return nil }
    return summary + (unicode ? " — " : " -- ") + "'txs filter --clear'"
  }
}
