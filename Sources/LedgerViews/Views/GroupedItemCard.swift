import LedgerCore
import LedgerShell
import TerminalUI

/// Identical items (same name, SKU, source and prices) as one card: the count and total,
/// the shared fields, and the members' ids; expanded, one line per member.
///
/// ```
/// ┌──────────────────────────────┐
/// │ Dining Chair                 │
/// ├──────────────────────────────┤
/// │ ×3 · $2,697.00               │
/// │ SKU                   DC-200 │
/// │ Source              West Elm │
/// │ Purchase             $899.00 │
/// │ #4 #5 #6                     │
/// └──────────────────────────────┘
/// ```
public struct GroupedItemCard: Renderable {
  /// One member of the group, as its line of an expanded card shows it.
  public struct Member: Sendable, Hashable {
    /// The member item.
    public var item: Item
    /// The name of its space, if it is in one.
    public var spaceName: String?

    /// Creates a member line.
    public init(_ item: Item, spaceName: String?) {
      self.item = item
      self.spaceName = spaceName
    }
  }

  /// The group shown.
  public var group: ItemGroup
  /// The members in the group's order, with their spaces; when empty, only ids show.
  public var members: [Member]
  /// Whether each member gets a line of its own.
  public var isExpanded: Bool

  /// Creates a card for `group`.
  public init(_ group: ItemGroup, members: [Member] = [], expanded: Bool = false) {
    self.group = group
    self.members = members
    self.isExpanded = expanded
  }

  /// The summary, such as `×3 · $2,697.00` (just `×3` when the items have no price);
  /// `x3 - $2,697.00` in ASCII.
  public func summary(separator: String = "·", unicode: Bool = true) -> String {
    var text = "\(unicode ? "×" : "x")\(group.count)"
    if let total = group.total { text += " \(separator) \(total.formatted)" }
    return text
  }

  func card(in context: RenderContext) -> TitledCard {
    let marks = context.unicode
    let bookmarked = !members.isEmpty && members.allSatisfy(\.item.isBookmarked)
    let name = group.name.isEmpty ? "(no name)" : group.name
    let title = bookmarked ? "\(ItemCard.bookmarkMark(context)) \(name)" : name
    var body: [any Renderable] = [
      Paragraph(
        summary(separator: context.symbols.separator, unicode: context.unicode), role: .bold)
    ]
    if !group.sku.isEmpty { body.append(DetailRow("SKU", group.sku)) }
    if !group.source.isEmpty { body.append(DetailRow("Source", group.source)) }
    let spaces = Set(
      members.map { $0.item.projectID == nil ? "inventory" : $0.spaceName ?? "none" })
    if spaces.count == 1, let space = spaces.first {
      body.append(DetailRow("Space", space, valueRole: space == "none" ? .dim : .plain))
    }
    if let price = group.purchasePrice { body.append(DetailRow("Purchase", price.formatted)) }
    if let price = group.projectPrice { body.append(DetailRow("Project price", price.formatted)) }
    if group.purchasePrice == nil, group.projectPrice == nil {
      body.append(
        Paragraph("\(context.symbols.warningMark) No price", role: .warning))
    }
    if isExpanded, !members.isEmpty {
      let arrow = context.symbols.expanded
      for member in members {
        var line = "\(arrow) \(member.item.id)"
        if member.item.quantity != 1 {
          line += " \(context.unicode ? "×" : "x")\(member.item.quantity)"
        }
        if member.item.projectID == nil {
          line += " inventory"
        } else {
          line += " " + (member.spaceName ?? "no space")
        }
        if member.item.isBookmarked { line += " " + (marks ? "★" : "*") }
        body.append(Paragraph(line))
      }
    } else {
      body.append(
        Paragraph(group.itemIDs.map(\.description).joined(separator: " "), role: .dim))
    }
    return TitledCard(title: title, body: body)
  }

  public func measure(in context: RenderContext) -> Measurement {
    card(in: context).measure(in: context)
  }

  public func render(in context: RenderContext) -> [String] {
    card(in: context).render(in: context)
  }

  public func render(in context: RenderContext, height: Int) -> [String] {
    card(in: context).render(in: context, height: height)
  }
}
