/// Which items a list shows, in what order, and which page of them.
///
/// Every filter left nil matches everything. `matches(_:)` and `apply(to:)` are the
/// reference semantics a store's query must reproduce.
public struct ItemQuery: Hashable, Sendable {
  public var accountID: EntityID?
  public var scope: ItemScope
  public var spaceID: EntityID?
  public var transactionID: EntityID?
  public var isBookmarked: Bool?
  /// The vendor, matched without regard to case.
  public var source: String?
  public var sort: ItemSort
  public var descending: Bool
  public var limit: Int?
  public var offset: Int

  public init(
    accountID: EntityID? = nil, scope: ItemScope = .all, spaceID: EntityID? = nil,
    transactionID: EntityID? = nil, isBookmarked: Bool? = nil, source: String? = nil,
    sort: ItemSort = .created, descending: Bool = false, limit: Int? = nil, offset: Int = 0
  ) {
    self.accountID = accountID
    self.scope = scope
    self.spaceID = spaceID
    self.transactionID = transactionID
    self.isBookmarked = isBookmarked
    self.source = source
    self.sort = sort
    self.descending = descending
    self.limit = limit
    self.offset = offset
  }

  /// Whether the item passes every filter.
  public func matches(_ item: Item) -> Bool {
    if let accountID, item.accountID != accountID { return false }
    switch scope {
    case .all: break
    case .project(let id): if item.projectID != id { return false }
    case .inventory: if item.projectID != nil { return false }
    }
    if let spaceID, item.spaceID != spaceID { return false }
    if let transactionID, item.transactionID != transactionID { return false }
    if let isBookmarked, item.isBookmarked != isBookmarked { return false }
    if let source, item.source.lowercased() != source.lowercased() { return false }
    return true
  }

  /// The price an item sorts by: project price, else purchase price, else none.
  public static func sortPrice(_ item: Item) -> Int64? {
    (item.projectPrice ?? item.purchasePrice)?.minorUnits
  }

  /// Whether `lhs` comes before `rhs` in this query's order.
  public func precedes(_ lhs: Item, _ rhs: Item) -> Bool {
    guard lhs.id != rhs.id else { return false }
    let ascending: Bool
    switch sort {
    case .name:
      let left = lhs.name.lowercased()
      let right = rhs.name.lowercased()
      ascending = left == right ? lhs.id < rhs.id : left < right
    case .price:
      let left = ItemQuery.sortPrice(lhs) ?? .min
      let right = ItemQuery.sortPrice(rhs) ?? .min
      ascending = left == right ? lhs.id < rhs.id : left < right
    case .created:
      ascending = lhs.id < rhs.id
    }
    return descending ? !ascending : ascending
  }

  /// The filtered, sorted page of `items`.
  public func apply(to items: some Sequence<Item>) -> [Item] {
    let sorted = items.filter(matches).sorted(by: precedes)
    let page = sorted.dropFirst(max(0, offset))
    if let limit { return Array(page.prefix(max(0, limit))) }
    return Array(page)
  }
}
