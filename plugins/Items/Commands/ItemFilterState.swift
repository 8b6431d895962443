import LedgerCore
import LedgerShell
import LedgerStore
import LedgerViews

/// The filters and order chosen with `items filter` and `items sort`: they hold for the
/// session and apply to later `items` and `inventory`.
struct ItemFilterState {
  /// The filters and order in force; its scope, limit and offset are not used.
  var query = ItemQuery()
  /// The currency of the price bounds: the account's when they were set.
  var currency = Currency.usd

  /// Whether anything differs from a plain list.
  var isActive: Bool { query != ItemQuery() }

  /// What is in force, for the line above a list, such as
  /// `Space: Living Room · bookmarked · by price ↓`; empty when nothing is.
  func summary(store: any Store, separator: String, unicode: Bool) -> String {
    var parts: [String] = []
    if let id = query.spaceID {
      let name = (try? store.space(id).name) ?? id.description
      parts.append("Space: \(name)")
    }
    if query.withoutSpace { parts.append("no space") }
    if let source = query.source { parts.append("Source: \(source)") }
    if query.isBookmarked == true { parts.append("bookmarked") }
    if let id = query.transactionID { parts.append("Transaction: \(id)") }
    if query.withoutTransaction { parts.append("no transaction") }
    if let text = query.text { parts.append("Text: \(text)") }
    if let low = query.minPrice {
      parts.append("from \(Money(minorUnits: low, currency: currency).formatted)")
    }
    if let high = query.maxPrice {
      parts.append("up to \(Money(minorUnits: high, currency: currency).formatted)")
    }
    if query.sort != .created || query.descending {
      let arrow = query.descending ? (unicode ? " ↓" : " desc") : (unicode ? " ↑" : "")
      parts.append("by \(ItemFilters.word(for: query.sort))\(arrow)")
    }
    return parts.joined(separator: " \(separator) ")
  }
}
