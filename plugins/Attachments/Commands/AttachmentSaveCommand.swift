import FilePaths
import Foundation
import LedgerCore
import LedgerShell
import LedgerViews

/// `attachment save A --to FILE [--force]`: copies an attachment out of the ledger.
enum AttachmentSaveCommand {
  static let spec = CommandSpec(
    "attachment save",
    summary: "Copy an attachment's file out of the ledger",
    discussion: "An existing FILE is kept unless --force is given.",
    arguments: [AttachmentOwnerReference.attachmentArgument],
    options: [
      OptionSpec("to", "Where to write the copy", type: .path),
      .flag("force", "Replace FILE if it exists"),
    ],
    examples: [CommandExample("attachment save #1 --to sofa-copy.png", "Save a copy of the file")]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    guard let target = context.arguments.value("to"), !target.isEmpty else {
      throw ShellError.usage("say where to save it: --to FILE", hint: "usage: \(spec.usage)")
    }
    let attachment = try AttachmentOwnerReference.attachment(
      context.arguments.value("attachment") ?? "", context: context)
    try save(attachment, to: target, force: context.arguments.flag("force"), context: context)
    return .changed(
      attachment.record(),
      message: "Saved '\(attachment.originalName)' (\(attachment.id)) to \(target).")
  }

  /// Copies `attachment`'s file to `target`, which is kept if it exists unless `force`.
  static func save(
    _ attachment: Attachment, to target: String, force: Bool, context: CommandContext
  ) throws {
    let source = try AttachmentOwnerReference.path(of: attachment, context: context)
    let path = PathText.expandingTilde(target)
    let files = FileManager.default
    guard let data = files.contents(atPath: source) else {
      throw ShellError.failure(
        "the file of attachment \(attachment.id) is missing from the ledger (\(source))",
        hint: "attach it again, or import a ledger export that carries it")
    }
    var isDirectory: ObjCBool = false
    if files.fileExists(atPath: path, isDirectory: &isDirectory) {
      if isDirectory.boolValue {
        throw ShellError.usage(
          "'\(target)' is a folder",
          hint: "give a file name, such as \(target)/\(attachment.originalName)")
      }
      guard force else {
        throw ShellError.failure(
          "'\(target)' already exists", hint: "pass --force to replace it, or choose another name")
      }
    }
    do {
      try data.write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      let folder = PathText.folder(of: path)
      let reason =
        files.fileExists(atPath: folder.isEmpty ? "." : folder)
        ? "permission denied or the disk is full" : "the folder '\(folder)' does not exist"
      throw ShellError.failure("cannot write '\(target)': \(reason)")
    }
  }
}
