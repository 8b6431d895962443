import LedgerCore
import TerminalUI

/// A space on the spaces list (FR-1.2): name, item count, checklist progress as a bar and
/// `done/total`, and the start of its notes.
///
/// ```
/// ┌──────────────────────────────┐
/// │ Living Room                  │
/// ├──────────────────────────────┤
/// │ Items                      4 │
/// │ Checklist                3/7 │
/// │ ████████░░░░░░░░░░░░ 43%     │
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

  /// Creates the card of `space`, which holds `itemCount` items.
  public init(_ space: Space, itemCount: Int) {
    self.space = space
    self.itemCount = itemCount
  }

  /// The card this one is drawn as.
  public var card: TitledCard {
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
      body: space.notes.isEmpty ? [] : [NotesPreview(space.notes)],
      footer: ["\(space.id)"])
  }

  public func measure(in context: RenderContext) -> Measurement {
    card.measure(in: context)
  }

  public func render(in context: RenderContext) -> [String] {
    card.render(in: context)
  }

  public func render(in context: RenderContext, height: Int) -> [String] {
    card.render(in: context, height: height)
  }
}
