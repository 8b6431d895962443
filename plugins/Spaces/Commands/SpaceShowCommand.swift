import LedgerCore
import LedgerShell
import LedgerViews
import TerminalUI

/// `space show S`: a space's card, its numbered checklist, then its items.
enum SpaceShowCommand {
  static let spec = CommandSpec(
    "space show",
    summary: "Show a space: its checklist and its items",
    discussion: """
      The checklist is numbered as 'space check' and 'space checklist remove' count it, \
      ☐ marking an entry not done and ☑ one done. \
      JSON carries the space's fields with 'checklist' (number, text, done) and 'items' \
      (id, name).
      """,
    arguments: [SpaceArguments.space],
    options: [SpaceArguments.project],
    examples: [CommandExample("space show Kitchen", "The checklist and items of Kitchen")]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    let (project, space) = try SpaceArguments.resolve(context)
    let store = try context.store()
    let items = try store.items(
      ItemQuery(scope: .project(project.id), spaceID: space.id, sort: .name))
    var record = space.record(projectName: project.name, itemCount: items.count)
    record.append("checklist", .list(space.checklistRecords.map(FieldValue.record)))
    record.append(
      "items",
      .list(
        items.map { .record(Record(["id": .int($0.id.rawValue), "name": .string($0.name)])) }))
    var header = space
    header.notes = ""
    let image = try store.attachments(of: .space(space.id)).first { $0.isPrimary }
    var parts: [any Renderable] = [
      VerticalStack([SpaceCard(header, itemCount: items.count, primaryImage: image)])
    ]
    if !space.notes.isEmpty { parts.append(Paragraph(space.notes)) }
    if space.checklist.isEmpty {
      parts.append(
        Paragraph(
          "No checklist. Add entries with 'space checklist add \(CommandContext.hintWord(space.name)) "
            + "TEXT…'.", role: .dim))
    } else {
      parts.append(
        VerticalStack([
          UnbrokenLine("Checklist", role: .bold), SpaceChecklist(entries: space.checklist),
        ]))
    }
    if items.isEmpty {
      parts.append(Paragraph("No items in this space.", role: .dim))
    } else {
      // Identical items share a card (×N · total), as `items` shows them; the cards leave
      // out the space, which is this one for all of them.
      let groups = try store.itemGroups(
        ItemQuery(scope: .project(project.id), spaceID: space.id, sort: .name))
      let byID = Dictionary(uniqueKeysWithValues: items.map { ($0.id, $0) })
      var cards: [any Renderable] = []
      for group in groups {
        if group.itemIDs.count == 1, let id = group.itemIDs.first, let item = byID[id] {
          cards.append(
            ItemCard(
              item, spaceName: nil,
              primaryImage: try store.attachments(of: .item(item.id)).first { $0.isPrimary }))
        } else {
          cards.append(GroupedItemCard(group))
        }
      }
      let heading =
        English.count(items.count, "item")
        + (cards.count < items.count ? " (identical items grouped)" : "")
      parts.append(VerticalStack([UnbrokenLine(heading, role: .bold), Grid(cards)]))
    }
    let view = VerticalStack(parts, spacing: 1)
    return CommandResult(data: .record(record)) { style in
      style.draw(AdaptiveContentWidth(view))
    }
  }
}
