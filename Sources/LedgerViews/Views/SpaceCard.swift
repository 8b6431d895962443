import LedgerCore
import TerminalUI

/// A space on the spaces list (FR-1.2): name, item count, checklist progress as a bar and
/// `done/total`, its primary picture as a placeholder line (kind and pixel size), and the
/// start of its notes.
///
/// ```
/// ┌──────────────────────────────┐
/// │ Living Room                  │
/// ├──────────────────────────────┤
/// │ Items                      4 │
/// │ Checklist                3/7 │
/// │ ████████░░░░░░░░░░░░ 43%     │
/// │ ▧ PNG 1200×800               │
/// │ Warm whites, oak floor       │
/// ├──────────────────────────────┤
/// │ #3                           │
/// └──────────────────────────────┘
/// ```
public struct SpaceCard: Renderable {
  /// The space shown.
  public var space: Space
  /// How many items are in the space.
  public var itemCount: Int
  /// The space's primary attachment, shown as a placeholder line when it is a picture.
  public var primaryImage: Attachment?

  /// Creates the card of `space`, which holds `itemCount` items.
  public init(_ space: Space, itemCount: Int, primaryImage: Attachment? = nil) {
    self.space = space
    self.itemCount = itemCount
    self.primaryImage = primaryImage
  }

  /// The card this one is drawn as.
  public func card(_ context: RenderContext) -> TitledCard {
    var body: [any Renderable] = []
    if let image = primaryImage, image.kind == .image { body.append(ImagePlaceholder(image)) }
    if !space.notes.isEmpty { body.append(NotesPreview(space.notes)) }
    let done = space.checklistDoneCount
    let total = space.checklist.count
    return TitledCard(
      title: space.name,
      badges: total > 0 && done == total ? [Badge("Done", role: .success)] : [],
      rows: [
        DetailRow("Items", "\(itemCount)"),
        DetailRow("Checklist", total == 0 ? "none" : "\(done)/\(total)"),
      ],
      progress: total == 0
        ? nil : ProgressBar(fraction: Double(done) / Double(total), naturalBarWidth: 16),
      body: body,
      footer: ["\(space.id)"])
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
