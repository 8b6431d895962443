import LedgerCore
import LedgerShell
import LedgerViews
import TerminalUI

/// `item show I`: one item in full, with its attachments.
enum ItemShowCommand {
  static let spec = CommandSpec(
    "item show",
    summary: "Show an item in full, with its attachments",
    discussion: """
      The item's card, then its project, transaction, dates, notes and every attachment \
      (kind, pixel size, bytes; ★ on the primary one).
      """,
    group: "Items",
    arguments: [ItemOptions.itemArgument],
    examples: [CommandExample("item show #12", "Everything about item 12")]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    let item = try ItemOptions.item(context.arguments.value("item") ?? "", context: context)
    let store = try context.store()
    let project = try item.projectID.map { try store.project($0).name }
    let space = try item.spaceID.map { try store.space($0).name }
    let attachments = try store.attachments(of: .item(item.id))
    var record = item.record(projectName: project, spaceName: space)
    record.append(
      "attachments",
      .list(
        attachments.map { attachment in
          .record(
            Record([
              "id": .int(attachment.id.rawValue),
              "name": .string(attachment.originalName),
              "kind": .string(ItemCard.kindName(of: attachment)),
              "bytes": .int(attachment.byteCount),
              "width": attachment.pixelWidth.map { .int($0) } ?? .null,
              "height": attachment.pixelHeight.map { .int($0) } ?? .null,
              "primary": .bool(attachment.isPrimary),
            ]))
        }))
    let primary = attachments.first(where: \.isPrimary) ?? attachments.first
    var header = item
    header.notes = ""
    let card = ItemCard(header, spaceName: space, primaryAttachment: primary)
    var rows: [any Renderable] = [
      DetailRow("Project", project ?? "none (business inventory)"),
      DetailRow("Transaction", item.transactionID?.description ?? "none"),
    ]
    if attachments.isEmpty {
      rows.append(DetailRow("Attachments", "none"))
    }
    for attachment in attachments {
      var value = ItemCard.imageLabel(attachment).dropFirst(2).description
      value += " \(ByteCountText.of(attachment.byteCount))"
      if attachment.isPrimary { value += " ★" }
      rows.append(DetailRow("\(attachment.id) \(attachment.originalName)", value))
    }
    if !item.notes.isEmpty { rows.append(Paragraph(item.notes)) }
    let view = VerticalStack([VerticalStack([card]), VerticalStack(rows)], spacing: 1)
    return CommandResult(data: .record(record)) { style in
      style.draw(AdaptiveContentWidth(view))
    }
  }
}
