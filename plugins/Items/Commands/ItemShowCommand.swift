import LedgerCore
import LedgerShell
import LedgerViews
import TerminalUI

/// `item show I`: one item's card with its notes, transaction and attachments.
enum ItemShowCommand {
  static let spec = CommandSpec(
    "item show",
    summary: "Show an item: its card, notes, transaction and attachments",
    arguments: [ItemOptions.itemArgument],
    examples: [CommandExample("item show #12", "Everything about item 12")]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    let item = try ItemOptions.item(context.arguments.value("item") ?? "", context: context)
    let store = try context.store()
    let project = try item.projectID.map { try store.project($0) }
    let spaceName = try item.spaceID.map { try store.space($0).name }
    let attachments = try store.attachments(of: .item(item.id))
    let transaction = try item.transactionID.map { try store.transaction($0) }
    var itemCard = ItemCard(
      item, spaceName: spaceName, primaryImage: attachments.first { $0.isPrimary })
    itemCard.thumbnail = ImageThumbnail.load(itemCard.primaryImage, context: context)
    let card = itemCard
    var record = item.record(projectName: project?.name, spaceName: spaceName)
    record.append(
      "attachments",
      .list(
        attachments.map { attachment in
          .record(
            Record([
              "id": .int(attachment.id.rawValue), "name": .string(attachment.originalName),
              "kind": .string(attachment.kind.rawValue), "primary": .bool(attachment.isPrimary),
            ]))
        }))
    let place = project.map { "Project: \($0.name)" } ?? "Business inventory"
    let linked = transaction.map {
      "Transaction \($0.id): \($0.source), \($0.signedAmount.formatted) on \($0.date)"
    }
    let attachmentLines = attachments.map { attachment in
      (attachment.isPrimary ? "★ " : "  ") + "\(attachment.id) \(attachment.originalName)"
        + " (\(ImagePlaceholder(attachment).label))"
    }
    return CommandResult(data: .record(record)) { style in
      let width = min(style.width, style.renderContext.layout.contentWidth)
      var lines = card.render(in: style.renderContext.withWidth(width))
      var details = [place]
      if let linked { details.append(linked) }
      if !item.notes.isEmpty { details += ["", item.notes] }
      if !attachmentLines.isEmpty {
        details += ["", "Attachments (\(attachmentLines.count)):"] + attachmentLines
      }
      for line in details {
        lines +=
          line.isEmpty
          ? [""] : TextWrapper.wrap(VisibleText.escaping(line), width: style.width)
      }
      return lines.joined(separator: "\n")
    }
  }
}
