import LedgerCore
import LedgerShell
import LedgerViews

/// `attachment remove A [--yes]`: detaches a file.
enum AttachmentRemoveCommand {
  static let spec = CommandSpec(
    "attachment remove",
    summary: "Remove an attachment from its owner",
    discussion: """
      Asks first on a terminal; scripts must pass --yes. 'undo' brings it back. When the \
      primary one goes, the owner's oldest remaining file becomes primary.
      """,
    arguments: [AttachmentOwnerReference.attachmentArgument],
    options: [.flag("yes", short: "y", "Remove without asking")],
    examples: [CommandExample("attachment remove #1 --yes", "Remove without asking (scripts)")]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    let attachment = try AttachmentOwnerReference.attachment(
      context.arguments.value("attachment") ?? "", context: context)
    guard try context.confirmChange("Remove '\(attachment.originalName)' (\(attachment.id))?")
    else {
      return .note("Kept attachment \(attachment.id).")
    }
    try context.perform { writer in try writer.deleteAttachment(attachment.id) }
    return .changed(
      attachment.record(),
      message: "Removed '\(attachment.originalName)' (\(attachment.id)) "
        + "('undo' brings it back).")
  }
}
