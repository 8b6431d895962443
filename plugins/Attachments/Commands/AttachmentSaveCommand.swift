import FilePaths
import Foundation
import LedgerCore
import LedgerData
import LedgerShell
import LedgerStore
import LedgerViews

/// `attachment save A --to FILE [--force]`: copies an attachment out of the ledger.
enum AttachmentSaveCommand {
  static let spec = CommandSpec(
    "attachment save",
    summary: "Copy an attachment's file out of the ledger",
    discussion:
      "An existing FILE is kept unless --force is given; the copy is private to you (mode 0600). As 'export --to' writes: a symbolic link is followed and stays, and a FIFO or a character device such as /dev/stdout is written through, never replaced. A block device, a socket and the ledger's own files (its database, a name ending in -wal, -shm or -journal, a file in its attachments folder) are refused. The saved copy's name is the path given: a ~ is the home folder only where the command line expands it, never in a stored name.",
    arguments: [AttachmentOwnerReference.attachmentArgument],
    options: [
      OptionSpec("to", "Where to write the copy", type: .path).required(),
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

  /// Copies `attachment`'s file to the path `target` (no `~` in it is expanded), which is
  /// kept if it exists unless `force`; the ledger's own files are never replaced.
  static func save(
    _ attachment: Attachment, to target: String, force: Bool, context: CommandContext
  ) throws {
    let source = try AttachmentOwnerReference.path(of: attachment, context: context)
    // `target` is a path as given (the command line's `~` is expanded as it is read): a `~`
    // still in it is part of a name, never the home folder.
    let path = target
    let store = try context.store()
    if let problem = LedgerOwnFiles.problem(
      writing: path, ledgerFiles: store.ledgerFiles, dataDirectory: store.dataDirectory,
      command: "attachment save --to")
    {
      throw ShellError.failure(problem.message, hint: problem.hint)
    }
    let files = FileManager.default
    guard let data = files.contents(atPath: source) else {
      throw ShellError.failure(
        "the file of attachment \(attachment.id) is missing from the ledger (\(source))",
        hint: "attach it again, or import a ledger export that carries it")
    }
    var isDirectory: ObjCBool = false
    if files.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
      throw ShellError.usage(
        "'\(target)' is a folder",
        hint: "give a file name, such as \(target)/\(AttachmentName.bare(attachment.originalName))")
    }
    // As export writes: a link is followed, a FIFO or a terminal is written through, a
    // regular file is replaced whole from a private partial file, and anything else (a
    // block device, a socket) is refused. A device node is never renamed over.
    let destination = try ExportTarget.resolve(path, command: "attachment save --to")
    if case .file(let resolved) = destination, files.fileExists(atPath: resolved), !force {
      throw ShellError.failure(
        "'\(target)' already exists", hint: "pass --force to replace it, or choose another name")
    }
    do {
      try destination.write(path: target) { output in output.write(bytes: data) }
    } catch let error as OutputWriteError {
      throw ShellError.failure(
        error.creating
          ? error.description : "cannot write '\(target)': \(String(cString: strerror(error.code)))"
      )
    }
  }
}
