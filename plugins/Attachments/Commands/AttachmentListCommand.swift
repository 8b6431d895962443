import LedgerCore
import LedgerShell
import LedgerViews
import TerminalUI

/// `attachments item I` (or `tx T`, `space S`): an owner's files as a grid of cards.
enum AttachmentListCommand {
  static let spec = CommandSpec(
    "attachment list", aliases: ["attachments"],
    summary: "List the files attached to an item, transaction or space",
    discussion: """
      Each card shows the file's original name (★ on the primary one), its kind, its size \
      on disk and, for pictures, its size in pixels. JSON rows carry id, owner_kind, \
      owner_id, name, kind, bytes, width, height, primary and sha256. On a terminal, \
      --view shows them full-screen one at a time, as 'attachments item 1 --view' does for \
      item 1: ←/→ (or n/p) move, s saves the one shown (as 'attachment save' does, asking \
      before it replaces a file), q or Esc go back to the prompt with the screen as it \
      was; Ctrl-Z, or a stop sent from outside, stops ledgersh as at the prompt, and 'fg' \
      brings the gallery back.
      """,
    arguments: [
      ArgumentSpec(
        "kind", "What the files are attached to", type: .choice(AttachmentOwnerReference.kinds)),
      ArgumentSpec("owner", "The item's or transaction's id, or the space's name"),
    ],
    options: [
      OptionSpec(
        "project", "The project of a space (default: the current one)",
        type: .reference("project"), completion: .named(.projects)),
      .flag("view", "Show them full-screen, one at a time (←/→ move, s saves, q goes back)"),
    ],
    examples: [
      CommandExample("attachments item 1", "The files of item 1"),
      CommandExample("attachments tx 1 --format json", "A transaction's files as JSON"),
    ]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    let (owner, label) = try AttachmentOwnerReference.resolve(
      kind: context.arguments.value("kind") ?? "", context.arguments.value("owner") ?? "",
      context: context)
    let attachments = try context.store().attachments(of: owner)
    let emptyMessage = "No files are attached to \(label). Add some with 'attach FILE… --to …'."
    if context.arguments.flag("view") {
      guard !attachments.isEmpty else { throw ShellError.failure(emptyMessage) }
      try AttachmentGallery(attachments, context: context).run()
      return .empty
    }
    let cards = attachments.map { attachment in
      var card = AttachmentCard(attachment)
      card.thumbnail = ImageThumbnail.load(attachment, context: context)
      if attachment.kind == .image,
        let path = try? AttachmentOwnerReference.path(of: attachment, context: context)
      {
        card.pictureFormat = AttachableFile.pictureFormat(atPath: path)
      }
      return card
    }
    return CommandResult(
      data: .records(attachments.map { $0.record() }, columns: Attachment.recordFields),
      message: attachments.isEmpty ? emptyMessage : nil
    ) { style in
      cards.isEmpty ? CommandResult.wrapped(emptyMessage, style: style) : style.draw(Grid(cards))
    }
  }
}
