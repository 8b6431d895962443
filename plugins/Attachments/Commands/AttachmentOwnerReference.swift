import LedgerCore
import LedgerShell
import LedgerStore
import LedgerViews

/// Finds the item, transaction or space files are attached to, from `item 12`, `tx 7` or
/// `space Kitchen`.
enum AttachmentOwnerReference {
  /// The owner kinds as commands spell them.
  static let kinds = ["item", "tx", "space"]

  /// The owner `text` names as a `kind`, and how messages name it (`item #12 'Sofa'`).
  static func resolve(kind: String, _ text: String, context: CommandContext) throws
    -> (owner: AttachmentOwner, label: String)
  {
    let store = try context.store()
    switch kind {
    case "item":
      guard let id = EntityID.parse(text) else {
        throw ShellError.usage(
          "'\(text)' is not an item id; write it like #12", hint: "see 'items' for the ids")
      }
      guard let item = try? store.item(id) else {
        throw ShellError.failure("no item \(id)", hint: "see 'items' for the ids")
      }
      guard item.accountID == (try context.account().id) else {
        throw ShellError.failure("no item \(id) in this account", hint: "see 'items --all'")
      }
      return (.item(item.id), "item \(item.id) '\(item.name)'")
    case "tx":
      let transaction = try context.transaction(numbered: text)
      return (.transaction(transaction.id), "transaction \(transaction.id)")
    case "space":
      // '#id' finds a space of any project, as in the space commands.
      let (_, space) = try context.space(reference: text)
      return (.space(space.id), "space '\(space.name)'")
    default:
      throw ShellError.usage(
        "files can be attached to an item, a transaction or a space "
          + "('item ID', 'tx ID' or 'space NAME'), not a \(kind)")
    }
  }

  /// The attachment `text` names: `#12` or `12`.
  static func attachment(_ text: String, context: CommandContext) throws -> Attachment {
    guard let id = EntityID.parse(text) else {
      throw ShellError.usage(
        "'\(text)' is not an attachment id; write it like #12",
        hint: "see 'attachments item ID' for the ids")
    }
    guard let attachment = try? context.store().attachment(id) else {
      throw ShellError.failure(
        "no attachment \(id)", hint: "see 'attachments item ID' (or tx, space) for the ids")
    }
    return attachment
  }

  /// The `ATTACHMENT` argument.
  static let attachmentArgument = ArgumentSpec(
    "attachment", "The attachment's #id", type: .reference("attachment"))

  /// The absolute path of the attachment's stored file.
  static func path(of attachment: Attachment, context: CommandContext) throws -> String {
    guard let path = try context.store().attachmentPath(attachment) else {
      throw ShellError.failure("this ledger keeps no attachment files")
    }
    return path
  }
}
