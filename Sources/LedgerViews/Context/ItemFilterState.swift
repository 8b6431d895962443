import LedgerCore
import LedgerShell
import LedgerStore

/// The filters and order chosen with `items filter` and `items sort`: they hold for the
/// session and apply to later `items`, `inventory` and `select items`.
public struct ItemFilterState: Sendable {
  /// The filters and order in force; its scope, limit and offset are not used.
  public var query = ItemQuery()
  /// The currency of the price bounds: the account's when they were set.
  public var currency = Currency.usd

  /// No filters, the plain order.
  public init() {}

  /// Whether anything differs from a plain list.
  public var isActive: Bool { query != ItemQuery() }

  /// The filters that hold for a list of `scope`.
  ///
  /// A space filter holds only where its space is: for its own project's items (and all
  /// items), not for another project's or for inventory, which have no such space.
  public func holding(for scope: ItemScope, store: any Store) -> ItemFilterState {
    guard let spaceID = query.spaceID else { return self }
    let owner = try? store.space(spaceID).projectID
    switch scope {
    case .all: return self
    case .project(let id) where id == owner: return self
    default:
      var held = self
      held.query.spaceID = nil
      return held
    }
  }

  /// The filters still in force once the command line's options are laid over them: an
  /// option given (`items --source Etsy`) replaces the session's value, which is then not
  /// said above the list.
  public func leftInForce(by arguments: ParsedArguments) -> ItemFilterState {
    var left = self
    if arguments.has("space") || arguments.flag("no-space") {
      left.query.spaceID = nil
      left.query.withoutSpace = false
    }
    if arguments.has("source") { left.query.source = nil }
    if arguments.flag("bookmarked") { left.query.isBookmarked = nil }
    if arguments.has("tx") || arguments.flag("no-tx") {
      left.query.transactionID = nil
      left.query.withoutTransaction = false
    }
    if arguments.has("text") { left.query.text = nil }
    if arguments.has("min-price") { left.query.minPrice = nil }
    if arguments.has("max-price") { left.query.maxPrice = nil }
    // The order is said while part of it is the session's (`--sort name` under a saved
    // descending order lists by name, descending).
    let givenSort = arguments.value("sort").flatMap { try? ItemFilters.sort($0) }
    let givenDescending = arguments.flag("desc")
    if givenSort != nil || givenDescending {
      let fromSession =
        (givenSort == nil && query.sort != ItemQuery().sort)
        || (!givenDescending && query.descending)
      left.query.sort = fromSession ? givenSort ?? query.sort : ItemQuery().sort
      left.query.descending = fromSession && (givenDescending || query.descending)
    }
    return left
  }

  /// What is in force, for the line above a list, such as
  /// `Space: Living Room · bookmarked · by price ↓`; empty when nothing is.
  public func summary(store: any Store, separator: String, unicode: Bool) -> String {
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
