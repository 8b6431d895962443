import LedgerCore
import LedgerShell
import LedgerViews

/// `attachment primary A`: makes an attachment its owner's primary one.
enum AttachmentPrimaryCommand {
  static let spec = CommandSpec(
    "attachment primary",
    summary: "Make an attachment its owner's primary one (★)",
    discussion: "An item's primary picture is the one its card shows; a transaction's is "
      + "its receipt.",
    arguments: [AttachmentOwnerReference.attachmentArgument],
    examples: [CommandExample("attachment primary #1", "Make attachment 1 the primary one")]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    let attachment = try AttachmentOwnerReference.attachment(
      context.arguments.value("attachment") ?? "", context: context)
    guard !attachment.isPrimary else {
      return .changed(
        attachment.record(),
        message: "'\(attachment.originalName)' (\(attachment.id)) is the primary file of its "
          + "\(attachment.owner.kindName) already; nothing changed.")
    }
    let saved = try context.perform { writer in try writer.setPrimaryAttachment(attachment.id) }
    return .changed(
      saved.record(),
      message: "'\(saved.originalName)' (\(saved.id)) is now the primary file of its "
        + "\(saved.owner.kindName).")
  }
}
