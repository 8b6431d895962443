import LedgerCore
import TerminalUI

/// An item as a card (FR-2.4): name with a bookmark mark, SKU, source, space, purchase and
/// project price, quantity, a placeholder for its primary picture, and a warning when it
/// needs attention (no price; in a project but in no space).
///
/// ```
/// ┌──────────────────────────────┐
/// │ ★ Oak Side Table             │
/// ├──────────────────────────────┤
/// │ SKU                 WE-10482 │
/// │ Source              West Elm │
/// │ Space            Living Room │
/// │ Price                $899.00 │
/// │ Project price      $1,149.00 │
/// │ Qty                        2 │
/// │ ▧ PNG 1200×800               │
/// ├──────────────────────────────┤
/// │ #12                          │
/// └──────────────────────────────┘
/// ```
public struct ItemCard: Renderable {
  /// The item shown.
  public var item: Item
  /// The name of its space, if it is in one.
  public var spaceName: String?
  /// Its primary attachment, for the placeholder.
  public var primaryImage: Attachment?
  /// The primary picture drawn small, shown instead of the placeholder when it fits.
  public var thumbnail: ImageThumbnail?

  /// Creates the card of `item`.
  public init(_ item: Item, spaceName: String?, primaryImage: Attachment?) {
    self.item = item
    self.spaceName = spaceName
    self.primaryImage = primaryImage
  }

  /// What needs attention, in the order the card says it; empty when nothing does.
  public var warnings: [String] {
    var warnings: [String] = []
    if item.purchasePrice == nil && item.projectPrice == nil { warnings.append("No price") }
    if item.projectID != nil && item.spaceID == nil { warnings.append("No space") }
    return warnings
  }

  /// The card this one is drawn as.
  public func card(_ context: RenderContext) -> TitledCard {
    var rows: [any Renderable] = []
    if !item.sku.isEmpty { rows.append(TextDetailRow("SKU", item.sku)) }
    if !item.source.isEmpty { rows.append(TextDetailRow("Source", item.source)) }
    if item.projectID == nil {
      rows.append(DetailRow("In", "inventory", valueRole: .dim))
    } else if let spaceName {
      rows.append(TextDetailRow("Space", spaceName))
    }
    if let price = item.purchasePrice { rows.append(PriceRow("Price", price.formatted)) }
    if let price = item.projectPrice { rows.append(PriceRow("Project price", price.formatted)) }
    rows.append(DetailRow("Qty", "\(item.quantity)"))
    var body: [any Renderable] = [ImagePlaceholder(primaryImage, thumbnail: thumbnail)]
    let warnings = self.warnings
    if !warnings.isEmpty {
      let text = warnings.joined(separator: " \(context.symbols.separator) ")
      body.append(UnbrokenLine("\(context.symbols.warningMark) \(text)", role: .warning))
    }
    let mark = context.unicode ? "★ " : "* "
    return TitledCard(
      title: (item.isBookmarked ? mark : "") + item.name, rows: rows, body: body,
      footer: ["\(item.id)"])
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
