import Foundation
import LedgerCore
import LedgerShell
import LedgerViews

/// `attachment open A`: shows an attachment with the desktop's viewer.
enum AttachmentOpenCommand {
  static let spec = CommandSpec(
    "attachment open",
    summary: "Open an attachment with the desktop's viewer",
    discussion: """
      Runs $LEDGERSH_OPENER if set, else xdg-open or open (the first on PATH), with the \
      stored file's path as its one argument; no shell is involved.
      """,
    arguments: [AttachmentOwnerReference.attachmentArgument],
    examples: [CommandExample("attachment open #1", "View attachment 1")]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    let attachment = try AttachmentOwnerReference.attachment(
      context.arguments.value("attachment") ?? "", context: context)
    let path = try AttachmentOwnerReference.path(of: attachment, context: context)
    guard FileManager.default.fileExists(atPath: path) else {
      throw ShellError.failure(
        "the file of attachment \(attachment.id) is missing from the ledger (\(path))")
    }
    try requireWhatItsNameSays(path, attachment: attachment)
    let opener = try findOpener(context.environment)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: opener)
    process.arguments = [path]
    // Whatever the viewer prints is not a result of the command.
    process.standardOutput = FileHandle.standardError
    do {
      try process.run()
    } catch {
      throw ShellError.failure("cannot run '\(opener)': \(error.localizedDescription)")
    }
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw ShellError.failure(
        "'\(opener)' could not open '\(attachment.originalName)' "
          + "(exit status \(process.terminationStatus))")
    }
    return .note("Opened '\(attachment.originalName)' (\(attachment.id)).")
  }

  /// Refuses a stored file whose bytes are not the picture or PDF its name says: the
  /// desktop opens a file by its name, so a `.desktop` or script stored as a picture (by
  /// an archive imported before imports checked the bytes, or a file changed on disk)
  /// would be run, not shown.
  static func requireWhatItsNameSays(_ path: String, attachment: Attachment) throws {
    let fileExtension = URL(fileURLWithPath: path).pathExtension
    let problem =
      AttachmentKind(fileExtension: fileExtension) == nil
      ? ("'.\(fileExtension)' is not a picture or PDF", "")
      : AttachableFile.problem(name: path, head: AttachableFile.head(of: path) ?? [])
    guard let (reason, _) = problem else { return }
    throw ShellError.failure(
      "attachment \(attachment.id) was not opened: its stored file is not what its name "
        + "says (\(reason))",
      hint: "remove it with 'attachment remove \(attachment.id.rawValue)' and attach the file again"
    )
  }

  /// The program to run: `$LEDGERSH_OPENER`, else `xdg-open` or `open` found on PATH.
  static func findOpener(_ environment: [String: String]) throws -> String {
    let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
    func locate(_ name: String) -> String? {
      if name.contains("/") {
        return FileManager.default.isExecutableFile(atPath: name) ? name : nil
      }
      return folders.map { $0 + "/" + name }.first {
        FileManager.default.isExecutableFile(atPath: $0)
      }
    }
    if let chosen = environment["LEDGERSH_OPENER"], !chosen.isEmpty {
      guard let path = locate(chosen) else {
        throw ShellError.failure(
          "LEDGERSH_OPENER names '\(chosen)', which is not an executable program",
          hint: "set it to a viewer's path or name on PATH")
      }
      return path
    }
    guard let path = locate("xdg-open") ?? locate("open") else {
      throw ShellError.failure(
        "no program to open files with: neither xdg-open nor open is on PATH",
        hint: "set LEDGERSH_OPENER to a viewer, or use 'attachment save A --to FILE'")
    }
    return path
  }
}
