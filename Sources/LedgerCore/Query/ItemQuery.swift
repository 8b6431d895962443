/// Which items a list shows, in what order, and which page of them.
///
/// Every filter left nil (or false) matches everything. `matches(_:)` and `apply(to:)` are
/// the reference semantics a store's query must reproduce.
public struct ItemQuery: Hashable, Sendable {
  public var accountID: EntityID?
  public var scope: ItemScope
  public var spaceID: EntityID?
  /// Only items in no space.
  public var withoutSpace: Bool
  public var transactionID: EntityID?
  /// Only items linked to no transaction.
  public var withoutTransaction: Bool
  public var isBookmarked: Bool?
  /// The vendor, matched without regard to case.
  public var source: String?
  /// Words that must each appear, ignoring case, in the name, SKU, source or notes.
  public var text: String?
  /// The lowest unit price (minor units) of `sortPrice`; an unpriced item fails it.
  public var minPrice: Int64?
  /// The highest unit price (minor units) of `sortPrice`; an unpriced item fails it.
  public var maxPrice: Int64?
  /// Only these items (in the query's order, not this one's); empty matches none.
  public var ids: [EntityID]?
  public var sort: ItemSort
  public var descending: Bool
  public var limit: Int?
  public var offset: Int

  public init(
    accountID: EntityID? = nil, scope: ItemScope = .all, spaceID: EntityID? = nil,
    withoutSpace: Bool = false, transactionID: EntityID? = nil, withoutTransaction: Bool = false,
    isBookmarked: Bool? = nil, source: String? = nil, text: String? = nil,
    minPrice: Int64? = nil, maxPrice: Int64? = nil, ids: [EntityID]? = nil,
    sort: ItemSort = .created, descending: Bool = false, limit: Int? = nil, offset: Int = 0
  ) {
    self.accountID = accountID
    self.scope = scope
    self.spaceID = spaceID
    self.withoutSpace = withoutSpace
    self.transactionID = transactionID
    self.withoutTransaction = withoutTransaction
    self.isBookmarked = isBookmarked
    self.source = source
    self.text = text
    self.minPrice = minPrice
    self.maxPrice = maxPrice
    self.ids = ids
    self.sort = sort
    self.descending = descending
    self.limit = limit
    self.offset = offset
  }

  /// The words of `text`, lower-cased; empty when there is no text filter.
  public var textWords: [String] {
    guard let text else { return [] }
    return text.split(whereSeparator: \.isWhitespace).map { $0.lowercased() }
  }

  /// Whether every one of `words` (already lower-cased) appears in one of `fields`,
  /// ignoring case; the text filter's rule, which a store may call row by row.
  public static func fieldsContain(_ fields: [String], words: [String]) -> Bool {
    guard !words.isEmpty else { return true }
    let folded = fields.map { $0.lowercased() }
    // The standard library's search: Foundation's `contains` traps on a word holding NUL
    // against non-ASCII text, and Foundation is imported elsewhere in this module.
    return words.allSatisfy { word in folded.contains { $0.firstRange(of: word) != nil } }
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
    if withoutSpace, item.spaceID != nil { return false }
    if let transactionID, item.transactionID != transactionID { return false }
    if withoutTransaction, item.transactionID != nil { return false }
    if let isBookmarked, item.isBookmarked != isBookmarked { return false }
    if let source, item.source.lowercased() != source.lowercased() { return false }
    if minPrice != nil || maxPrice != nil {
      guard let price = ItemQuery.sortPrice(item) else { return false }
      if let minPrice, price < minPrice { return false }
      if let maxPrice, price > maxPrice { return false }
    }
    if let ids, !ids.contains(item.id) { return false }
    let words = textWords
    if !words.isEmpty,
      !ItemQuery.fieldsContain([item.name, item.sku, item.source, item.notes], words: words)
    {
      return false
    }
    return true
  }

  /// The price an item sorts by: project price, else purchase price, else none.
  public static func sortPrice(_ item: Item) -> Int64? {
    (item.projectPrice ?? item.purchasePrice)?.minorUnits
  }

  /// Whether `lhs` comes before `rhs` in this query's order.
  ///
  /// `spaceNames` gives each space's name for `.space`; other orders ignore it.
  public func precedes(_ lhs: Item, _ rhs: Item, spaceNames: [EntityID: String] = [:]) -> Bool {
    guard lhs.id != rhs.id else { return false }
    let ascending: Bool
    switch sort {
    case .name:
      ascending = Self.ordered(lhs.name.lowercased(), rhs.name.lowercased(), lhs.id, rhs.id)
    case .price:
      let left = ItemQuery.sortPrice(lhs) ?? .min
      let right = ItemQuery.sortPrice(rhs) ?? .min
      ascending = Self.ordered(left, right, lhs.id, rhs.id)
    case .created:
      ascending = lhs.id < rhs.id
    case .space:
      switch (lhs.spaceID, rhs.spaceID) {
      case (nil, nil): ascending = lhs.id < rhs.id
      case (nil, _): return false
      case (_, nil): return true
      case (let left?, let right?):
        ascending = Self.ordered(
          (spaceNames[left] ?? "").lowercased(), (spaceNames[right] ?? "").lowercased(), lhs.id,
          rhs.id)
      }
    case .source:
      ascending = Self.ordered(lhs.source.lowercased(), rhs.source.lowercased(), lhs.id, rhs.id)
    }
    return descending ? !ascending : ascending
  }

  private static func ordered<Key: Comparable>(
    _ left: Key, _ right: Key, _ leftID: EntityID, _ rightID: EntityID
  ) -> Bool {
    left == right ? leftID < rightID : left < right
  }

  /// The filtered, sorted page of `items`; `spaceNames` as for `precedes`.
  public func apply(to items: some Sequence<Item>, spaceNames: [EntityID: String] = [:])
    -> [Item]
  {
    let sorted = items.filter(matches).sorted { precedes($0, $1, spaceNames: spaceNames) }
    let page = sorted.dropFirst(max(0, offset))
    if let limit { return Array(page.prefix(max(0, limit))) }
    return Array(page)
  }

  /// The groups of the filtered, sorted items, in the order each group first appears,
  /// paged by `limit` and `offset` counted in groups.
  public func groups(of items: some Sequence<Item>, spaceNames: [EntityID: String] = [:])
    -> [ItemGroup]
  {
    var whole = self
    whole.limit = nil
    whole.offset = 0
    let groups = ItemGroup.group(whole.apply(to: items, spaceNames: spaceNames))
    let page = groups.dropFirst(max(0, offset))
    if let limit { return Array(page.prefix(max(0, limit))) }
    return Array(page)
  }
}
