import FilePaths
import Foundation
import LedgerShell
import LedgerStore
import LedgerViews
import TextOutput

/// `backup FILE [--yes]`: copies the ledger to FILE, safely even while it is in use.
enum BackupCommand {
  static let spec = CommandSpec(
    "backup", summary: "Copy the ledger to a file, safely even while it is in use",
    discussion: """
      The safe way to copy a ledger: SQLite's online backup writes one consistent \
      snapshot, even while other sessions write, and the copy is a complete ledger that \
      'ledgersh --db FILE' opens. Copying the ledger file by hand while a session runs can \
      miss what is still in its -wal file. The copy is created with mode 0600; attachments \
      (files in the ledger's folder) are not part of it. Asks before replacing FILE on a \
      terminal; scripts must pass --yes. A symbolic link is followed (the file it points \
      to is replaced, the link stays); a folder, a FIFO or a device is refused, and so is a \
      name ending in -wal, -shm or -journal (SQLite's names for a database's own files) or \
      any path that is the ledger or one of its files. Works on a read-only ledger too. \
      A failed write (a full disk under FILE) is a failed command (exit status 1), as for \
      'export'; any old FILE is kept whole.
      """,
    arguments: [ArgumentSpec("file", "Where to write the copy", type: .path)],
    options: [.flag("yes", short: "y", "Replace FILE if it exists, without asking")],
    examples: [
      CommandExample("backup ~/ledger-backup.db", "Copy the ledger while it is in use"),
      CommandExample("backup nightly.db --yes", "Replace last night's copy (scripts)"),
    ]
  ) { context in try run(context) }
  .topLevelOnly()

  static func run(_ context: CommandContext) throws -> CommandResult {
    let given = context.arguments.value("file") ?? ""
    let path = PathText.expandingTilde(given)
    // Refused before asking: no answer makes the ledger's own files a backup.
    let store = try context.store()
    if let problem = LedgerOwnFiles.problem(
      writing: path, ledgerFiles: store.ledgerFiles, dataDirectory: store.dataDirectory,
      command: "backup")
    {
      throw ShellError.failure(problem.message, hint: problem.hint)
    }
    // Decided before asking: a link is followed, and only a regular file is replaced (a
    // FIFO or a device is never turned into one, even with --yes).
    if let kind = FileKind.of(try FileKind.followingLinks(path)) {
      guard kind != .directory else {
        throw ShellError.failure(
          "'\(given)' is a folder",
          hint: "give the path of the file to write, such as \(given)/ledger.db")
      }
      guard kind == .regular else {
        throw ShellError.failure(
          "'\(given)' is \(kind.phrase); backup writes a regular file",
          hint: "give the path of a new file or of an earlier backup")
      }
      guard try context.confirm("Replace '\(given)' with a copy of the ledger?") else {
        return .note("Kept '\(given)'.")
      }
    }
    do {
      try context.withProgress("Backing up") { update in
        try store.backup(to: path, progress: update)
      }
    } catch let error as OutputWriteError {
      // The copy's disk, not the ledger: a failed command (exit status 1), as for export.
      throw ShellError.failure(
        "cannot write the backup to '\(given)': \(String(cString: strerror(error.code))); "
          + "nothing was replaced",
        hint: error.code == ENOSPC ? "free some space on that disk, or back up to another" : nil)
    }
    let record = Record(["file": .string(path)])
    return CommandResult(
      data: .record(record), message: "Backed up the ledger to \(given)", isConfirmation: true)
  }
}
