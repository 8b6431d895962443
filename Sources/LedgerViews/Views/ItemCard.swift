import LedgerCore
import LedgerShell
import TerminalUI

/// An item as a card: its name with a bookmark mark, a placeholder for its primary image,
/// its id and quantity, SKU, source, space and prices, and a warning when it needs
/// attention (no price; in a project but in no space).
///
/// ```
/// ┌──────────────────────────────┐
/// │ ★ Sofa                       │
/// ├──────────────────────────────┤
/// │ ▧ PNG 1200×800               │
/// │ #12                       ×1 │
/// │ SKU                   SF-100 │
/// │ Source              West Elm │
/// │ Space            Living Room │
/// │ Purchase             $899.00 │
/// │ Project price      $1,099.00 │
/// └──────────────────────────────┘
/// ```
public struct ItemCard: Renderable {
  /// The item shown.
  public var item: Item
  /// The name of its space, if it is in one.
  public var spaceName: String?
  /// The name of its project, shown when listing several projects; nil leaves it out.
  public var projectName: String?
  /// Its primary attachment, if it has any.
  public var primaryAttachment: Attachment?

  /// Creates a card.
  public init(
    _ item: Item, spaceName: String?, projectName: String? = nil,
    primaryAttachment: Attachment? = nil
  ) {
    self.item = item
    self.spaceName = spaceName
    self.projectName = projectName
    self.primaryAttachment = primaryAttachment
  }

  /// What the item lacks, in the words of its warning line (`no price`, `no space`); empty
  /// when nothing.
  public var problems: [String] {
    var problems: [String] = []
    if item.purchasePrice == nil, item.projectPrice == nil { problems.append("no price") }
    if item.projectID != nil, item.spaceID == nil { problems.append("no space") }
    return problems
  }

  /// The image placeholder's text, such as `▧ PNG 1200×800`, `▧ PDF` or `▧ no image`.
  public static func imageLabel(_ attachment: Attachment?, unicode: Bool = true) -> String {
    let mark = unicode ? "▧" : "[img]"
    guard let attachment else { return "\(mark) no image" }
    var label = "\(mark) \(kindName(of: attachment))"
    if let width = attachment.pixelWidth, let height = attachment.pixelHeight {
      label += " \(width)\(unicode ? "×" : "x")\(height)"
    }
    return label
  }

  /// The name of an attachment's file kind: `PNG`, `JPEG`, `HEIC`, `WEBP`, `PDF`.
  public static func kindName(of attachment: Attachment) -> String {
    let ext = attachment.fileExtension.lowercased()
    return ext == "jpg" ? "JPEG" : ext.uppercased()
  }

  /// The bookmark mark before a bookmarked item's name.
  static func bookmarkMark(_ context: RenderContext) -> String {
    context.unicode ? "★" : "*"
  }

  func card(in context: RenderContext) -> TitledCard {
    let name = item.name.isEmpty ? "(no name)" : item.name
    let title = item.isBookmarked ? "\(Self.bookmarkMark(context)) \(name)" : name
    let times = context.unicode ? "×" : "x"
    var rows = [DetailRow(item.id.description, "\(times)\(item.quantity)")]
    if !item.sku.isEmpty { rows.append(DetailRow("SKU", item.sku)) }
    if !item.source.isEmpty { rows.append(DetailRow("Source", item.source)) }
    if let projectName { rows.append(DetailRow("Project", projectName)) }
    if item.projectID == nil {
      rows.append(DetailRow("Space", "inventory"))
    } else {
      rows.append(
        DetailRow("Space", spaceName ?? "none", valueRole: spaceName == nil ? .dim : .plain))
    }
    if let price = item.purchasePrice { rows.append(DetailRow("Purchase", price.formatted)) }
    if let price = item.projectPrice { rows.append(DetailRow("Project price", price.formatted)) }
    let image = Paragraph(
      Self.imageLabel(primaryAttachment, unicode: context.unicode),
      role: primaryAttachment == nil ? .dim : .accent)
    var body: [any Renderable] = [image] + rows
    if !problems.isEmpty {
      let text =
        "\(context.symbols.warningMark) "
        + problems.joined(separator: " \(context.symbols.separator) ").capitalizedFirst
      body.append(Paragraph(text, role: .warning))
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

extension String {
  /// The string with its first letter in upper case.
  fileprivate var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
