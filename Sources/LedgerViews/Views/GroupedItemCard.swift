import LedgerCore
import TerminalUI

/// Items that share name, SKU, source and prices as one card (FR-3.2): the count and total
/// (`×3 · $2,697.00`), the shared fields and the members' ids; expanded, one line per
/// member with its space.
///
/// ```
/// ┌──────────────────────────────┐
/// │ Linen Pillow                 │
/// ├──────────────────────────────┤
/// │ ×3 · $2,697.00               │
/// │ SKU                 WE-20411 │
/// │ Source              West Elm │
/// │ Unit price           $899.00 │
/// ├──────────────────────────────┤
/// │ #4 #9 #12                    │
/// └──────────────────────────────┘
/// ```
public struct GroupedItemCard: Renderable {
  /// One member of the group as the expanded card lists it.
  public struct Member: Sendable {
    /// The item's id.
    public var id: EntityID
    /// Its space's name, if it is in one.
    public var spaceName: String?
    /// Its quantity.
    public var quantity: Int
    /// Whether it is bookmarked (marked ★, as its own card would be).
    public var isBookmarked: Bool

    /// Creates a member line.
    public init(id: EntityID, spaceName: String?, quantity: Int, isBookmarked: Bool = false) {
      self.id = id
      self.spaceName = spaceName
      self.quantity = quantity
      self.isBookmarked = isBookmarked
    }
  }

  /// The group shown.
  public var group: ItemGroup
  /// The members, listed under the card when the list is expanded; nil lists only ids.
  public var members: [Member]?

  /// Creates the card of `group`, expanded when `members` is given.
  public init(_ group: ItemGroup, members: [Member]? = nil) {
    self.group = group
    self.members = members
  }

  /// `×3 · $2,697.00`, or `×3` when the items have no price.
  public func countLine(_ context: RenderContext) -> String {
    let times = context.unicode ? "×" : "x"
    if group.totalIsTooLarge {
      return "\(times)\(group.count) \(context.symbols.separator) total too large"
    }
    guard let total = group.total else { return "\(times)\(group.count)" }
    return "\(times)\(group.count) \(context.symbols.separator) \(total.formatted)"
  }

  /// The card this one is drawn as.
  public func card(_ context: RenderContext) -> TitledCard {
    var rows: [any Renderable] = []
    if !group.sku.isEmpty { rows.append(TextDetailRow("SKU", group.sku)) }
    if !group.source.isEmpty { rows.append(TextDetailRow("Source", group.source)) }
    if let price = group.purchasePrice { rows.append(PriceRow("Unit price", price.formatted)) }
    if let price = group.projectPrice {
      rows.append(PriceRow("Project price", price.formatted))
    }
    var body: [any Renderable] = []
    var footer = [group.itemIDs.map(\.description).joined(separator: " ")]
    if let members {
      footer = []
      for member in members {
        var line = member.isBookmarked ? (context.unicode ? "★ " : "* ") : ""
        line += member.id.description
        line += " \(context.symbols.separator) " + (member.spaceName ?? "no space")
        if member.quantity != 1 { line += " \(context.symbols.separator) qty \(member.quantity)" }
        body.append(UnbrokenLine(line, role: .dim))
      }
    }
    return TitledCard(
      title: group.name, badges: [Badge(countLine(context), role: .accent)], rows: rows,
      body: body, footer: footer)
  }

  public func measure(in context: RenderContext) -> Measurement {
    card(context).measure(in: context)
  }

  public func render(in context: RenderContext) -> [String] {
    card(context).render(in: context)
  }

  public func render(in context: RenderContext, height: Int) -> [String] {
    card(context).render(in: context, height: height)
  }
}
