/// Identical items (same name, SKU, source and prices) shown as one line with a count and
/// total.
public struct ItemGroup: Hashable, Sendable {
  public var name: String
  public var sku: String
  /// The vendor, as typed (groups tell sources apart by case too).
  public var source: String
  public var purchasePrice: Money?
  public var projectPrice: Money?
  /// The grouped items' ids, in the order given.
  public var itemIDs: [EntityID]
  /// Total quantity of the grouped items.
  public var count: Int
  /// Unit price (project price, else purchase price) times count; nil when neither is set,
  /// or when it is too large for an amount (`totalIsTooLarge`).
  public var total: Money?
  /// Whether the unit price times the count is past the largest amount there is: the group
  /// is still listed, without its total.
  public var totalIsTooLarge = false

  public init(
    name: String, sku: String, source: String = "", purchasePrice: Money?, projectPrice: Money?,
    itemIDs: [EntityID], count: Int, total: Money?
  ) {
    self.name = name
    self.sku = sku
    self.source = source
    self.purchasePrice = purchasePrice
    self.projectPrice = projectPrice
    self.itemIDs = itemIDs
    self.count = count
    self.total = total
  }

  private struct Key: Hashable {
    var accountID: EntityID
    var name: String
    var sku: String
    var source: String
    var purchasePrice: Money?
    var projectPrice: Money?
  }

  /// Groups items of one account that share name, SKU, source, purchase price and project
  /// price.
  ///
  /// Groups keep the order in which each first appears. A total too large for an amount is
  /// left out (`totalIsTooLarge`).
  public static func group(_ items: some Sequence<Item>) -> [ItemGroup] {
    var order: [Key] = []
    var groups: [Key: ItemGroup] = [:]
    for item in items {
      let key = Key(
        accountID: item.accountID, name: item.name, sku: item.sku, source: item.source,
        purchasePrice: item.purchasePrice,
        projectPrice: item.projectPrice)
      var group =
        groups[key]
        ?? ItemGroup(
          name: item.name, sku: item.sku, source: item.source,
          purchasePrice: item.purchasePrice, projectPrice: item.projectPrice, itemIDs: [], count: 0,
          total: nil)
      if groups[key] == nil { order.append(key) }
      group.itemIDs.append(item.id)
      group.count += item.quantity
      if let unit = item.projectPrice ?? item.purchasePrice, !group.totalIsTooLarge {
        do {
          let line = try unit.multiplied(by: item.quantity)
          group.total = try (group.total ?? Money.zero(unit.currency)).adding(line)
        } catch {
          group.total = nil
          group.totalIsTooLarge = true
        }
      }
      groups[key] = group
    }
    return order.compactMap { groups[$0] }
  }
}
