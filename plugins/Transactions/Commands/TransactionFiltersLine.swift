import LedgerCore
import LedgerShell
import LedgerStore
import LedgerViews

/// The line above `txs` saying which session filters and order are in force, such as
/// `Category: Lighting · needs review · by amount ↓ — 'txs filter --clear'`.
enum TransactionFiltersLine {
  /// The line for the session's filters, or nil when none are set.
  static func text(_ context: CommandContext) throws -> String? {
    guard let filters = context.session[state: TransactionFilters.self], !filters.isEmpty else {
      return nil
    }
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
