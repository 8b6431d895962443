import FilePaths
import Foundation
import LedgerCore
import LedgerShell
import LedgerStore
import TerminalUI

/// `ledgersh copy --from A --to B`: moves a whole ledger, attachments included, between
/// backends (a SQLite file, a `postgresql://` URL), in one transaction on the destination.
public enum LedgerCopy {
  /// Copies the ledger at `from` into a new one at `to`, saying how many records it copied
  /// unless `quiet`; answers the exit status (1 refused, 3 a store failure).
  public static func run(from: String, to: String, quiet: Bool) -> Int32 {
    // Checked before either ledger opens: `--to a.db-wal` would be the source's own log.
    if !StoreOpener.isServer(to),
      let problem = LedgerOwnFiles.problem(
        writing: to,
        ledgerFiles: StoreOpener.isServer(from) ? [] : LedgerOwnFiles.sqliteFiles(of: from),
        dataDirectory: nil, command: "copy")
    {
      FileDescriptorWriter.write(
        LaunchMessage.error("copy: \(problem.message); nothing was copied", hint: problem.hint),
        to: STDERR_FILENO)
      return 1
    }
    let environment = ProcessInfo.processInfo.environment
    // Opening a ledger file that is not there makes a new, empty one: `--from typo.db`
    // made typo.db and "copied" its empty ledger, saying it had succeeded.
    if !StoreOpener.isServer(from), !FileManager.default.fileExists(atPath: from) {
      return refuse(
        StoreError(.unavailable, "there is no ledger at '\(from)'; nothing was copied"),
        hint: "--from names the ledger to copy: a ledger file or a postgresql:// URL")
    }
    // A ledger file the copy makes is removed again when the copy fails: "nothing was
    // copied" left an empty ledger at --to (a retry still worked, but the file misled).
    let makesFile = !StoreOpener.isServer(to) && !FileManager.default.fileExists(atPath: to)
    var filledMeanwhile = false
    do {
      // As `--db` does, a new file's folder is not invented: `--to typo/x.db` made typo/.
      if !StoreOpener.isServer(to) { try LedgerOpener.requireFolder(of: to) }
      // A team ledger is read in read-only transactions: a database without a ledger (or
      // with one this build would upgrade) is refused untouched, where a plain open made
      // the ledger's schema in it and "copied" the empty ledger.
      let source = try open(from, environment: environment, readOnly: StoreOpener.isServer(from))
      defer { source.close() }
      let destination = try open(to, environment: environment)
      // Closing completes the destination: a SQLite file without its -wal, a team ledger
      // with the attachments' bytes on the server.
      defer { destination.close() }
      let copied: Int
      do {
        copied = try copy(from: source, to: destination, commandLine: "copy --from … --to …")
      } catch is DestinationFilledMeanwhile {
        // Another copy's file, or session's: it stays.
        filledMeanwhile = true
        throw StoreError(
          .conflict,
          "the destination '\(to)' already holds a ledger (another copy or session wrote it "
            + "meanwhile); nothing was copied")
      }
      if !quiet {
        FileDescriptorWriter.write(
          "Copied \(copied) records, attachments included, into the new ledger.\n",
          to: STDERR_FILENO)
      }
      return 0
    } catch let error as StoreError {
      if makesFile, !filledMeanwhile { removeLedgerFile(to) }
      return refuse(error)
    } catch {
      if makesFile, !filledMeanwhile { removeLedgerFile(to) }
      FileDescriptorWriter.write(LaunchMessage.error("copy: \(error)"), to: STDERR_FILENO)
      return 1
    }
  }

  /// Removes the ledger file a failed copy made (closed by then), with SQLite's files
  /// beside it.
  private static func removeLedgerFile(_ path: String) {
    for suffix in ["", "-wal", "-shm", "-journal"] {
      try? FileManager.default.removeItem(atPath: path + suffix)
    }
  }

  /// Opens the ledger at `location`; a file that is not a ledger is refused in copy's own
  /// words (the store's message suggests `--db`, which copy does not take).
  private static func open(
    _ location: String, environment: [String: String], readOnly: Bool = false
  ) throws -> any Store {
    do {
      return try StoreOpener.opener(location, environment: environment, readOnly: readOnly)()
    } catch let error as StoreError where error.kind == .notALedger {
      guard !StoreOpener.isServer(location) else { throw error }
      throw StoreError(
        .notALedger,
        "'\(location)' is not a ledgersh database (no ledger schema); nothing was copied")
    } catch let error as StoreError
      where readOnly && error.kind == .unavailable
      && error.message.hasSuffix(" to open read-only")
    {
      // The read-only open of the source is copy's own doing: say it in copy's words.
      throw StoreError(
        .unavailable,
        String(error.message.dropLast(" to open read-only".count)) + "; nothing was copied")
    }
  }

  /// Reports `error` (`ledgersh: error: copy: …`) and answers its exit status: 3 for a
  /// store failure, else 1.
  private static func refuse(_ error: StoreError, hint: String? = nil) -> Int32 {
    let hint =
      hint
      ?? (error.kind == .notALedger
        ? "--from names a ledger file or a postgresql:// URL; --to a new ledger file or "
          + "an empty database's URL"
        : nil)
    FileDescriptorWriter.write(
      LaunchMessage.error("copy: \(error.message)", hint: hint), to: STDERR_FILENO)
    return error.kind.isStoreFailure ? 3 : 1
  }

  /// Copies every record of `source` into the empty ledger `destination`, ids kept.
  ///
  /// The attachments' files are copied too; answers how many records. Throws
  /// `DestinationFilledMeanwhile` when another copy or session filled `destination` first.
  static func copy(from source: any Store, to destination: any Store, commandLine: String)
    throws -> Int
  {
    guard try destination.isEmpty(), try destination.counts().transactions == 0,
      try destination.counts().items == 0
    else {
      throw StoreError(
        .conflict, "the destination already holds a ledger: copy only into an empty one")
    }
    let counts = try source.counts()
    let total =
      counts.accounts + counts.projects + counts.categories + counts.budgets + counts.vendors
      + counts.spaceTemplates + counts.spaces + counts.transactions + counts.items
      + counts.attachments + counts.vendorAliases
    var progress = LoadingIndicator(message: "Copying the ledger", total: total)
    var copied = 0
    // Files are copied as their records load, inside the destination's transaction: a
    // file that cannot be copied rolls the whole copy back, and the files copied so far
    // are removed, so nothing is left half done.
    var copiedFiles: [String] = []
    do {
      try destination.performBulk(commandLine, expectedRows: counts.items + counts.transactions) {
        loader in
        try source.forEachRecord { record in
          try loader.load(record, keepingID: true)
          if case .attachment(let attachment) = record,
            let file = try copyFile(of: attachment, from: source, to: destination)
          {
            copiedFiles.append(file)
          }
          copied += 1
          if copied % 500 == 0 { progress.advance(count: copied) }
        }
      }
    } catch {
      for file in copiedFiles { try? FileManager.default.removeItem(atPath: file) }
      // Empty when the copy began, the destination clashes only with rows another copy or
      // session wrote meanwhile (the server's "duplicate key value …").
      if let error = error as? StoreError, error.kind == .conflict,
        (try? destination.isEmpty()) == false
      {
        throw DestinationFilledMeanwhile()
      }
      throw error
    }
    progress.finish()
    return copied
  }

  /// Copies the file of `attachment` into `destination`'s folder; answers its new path, or
  /// nil when there was nothing to copy.
  private static func copyFile(
    of attachment: Attachment, from source: any Store, to destination: any Store
  ) throws -> String? {
    guard let from = source.attachmentPath(attachment),
      let to = destination.attachmentPath(attachment),
      !FileManager.default.fileExists(atPath: to)
    else { return nil }
    guard FileManager.default.isReadableFile(atPath: from) else {
      throw StoreError(
        .unavailable,
        "the file of attachment \(attachment.id) '\(attachment.originalName)' is missing "
          + "from the source ledger's folder (\(from)); nothing was copied")
    }
    try? FileManager.default.createDirectory(
      atPath: PathText.folder(of: to), withIntermediateDirectories: true,
      attributes: [.posixPermissions: 0o700])
    do {
      try FileManager.default.copyItem(atPath: from, toPath: to)
    } catch {
      throw StoreError(
        .unavailable,
        "cannot copy the file of attachment \(attachment.id) '\(attachment.originalName)' "
          + "to \(to): \((error as NSError).localizedDescription); nothing was copied")
    }
    return to
  }

  /// The destination, empty when the copy began, took another's ledger before the copy
  /// could write its own: the copy was rolled back.
  struct DestinationFilledMeanwhile: Error {}

  /// Reports a usage error (`ledgersh: error: copy: …`) and answers its status, 2.
  public static func usage(_ message: String) -> Int32 {
    FileDescriptorWriter.write(
      LaunchMessage.error(
        "copy: \(message)", hint: "\(LedgerCopyHelp.usage); see 'ledgersh copy --help'"),
      to: STDERR_FILENO)
    return 2
  }
}
