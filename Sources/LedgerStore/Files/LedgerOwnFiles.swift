import FilePaths
import Foundation

/// The files a ledger is made of, which no backup, export, copy or saved attachment may
/// replace.
///
/// Two rules. A name ending in `-wal`, `-shm` or `-journal` is refused whatever folder it
/// is in: SQLite takes such a file beside a database of the same name for that database's
/// own (a backup `s.db-wal` replaced the live log and lost a session's last command; a
/// backup `x.db-journal` was deleted when `x.db` opened). And a path that is, after
/// symbolic links and by device and inode (not by name), the open ledger's file, one of its
/// side files, or in its attachments folder is refused: a hard link or another spelling of
/// the ledger is still the ledger.
public enum LedgerOwnFiles {
  /// The endings SQLite gives a database's side files, with what each holds.
  public static let sideFiles: [(suffix: String, role: String)] = [
    ("-wal", "write-ahead log"), ("-shm", "shared-memory index"),
    ("-journal", "rollback journal"),
  ]

  /// Why writing `path` would replace a ledger's own file, and what to do instead; nil
  /// when it would not.
  ///
  /// - Parameters:
  ///   - ledgerFiles: the open ledger's files (`Store.ledgerFiles`), present or not.
  ///   - dataDirectory: the ledger's data folder, whose `attachments` folder holds the
  ///     attached files.
  ///   - command: the writer in messages, such as `backup` or `export --to`.
  public static func problem(
    writing path: String, ledgerFiles: [String], dataDirectory: String?, command: String
  ) -> (message: String, hint: String)? {
    let resolved = (try? FileKind.followingLinks(path)) ?? path
    for name in [path, resolved] {
      let lowered = name.lowercased()
      // Case ignored: on a case-insensitive disk (macOS) `X.db-WAL` is `x.db-wal`.
      if let side = sideFiles.first(where: { lowered.hasSuffix($0.suffix) }) {
        let base = String(name.dropLast(side.suffix.count))
        let shown = name == path ? "'\(path)'" : "'\(path)' (a link to '\(name)')"
        return (
          "\(shown) ends in \(side.suffix), as SQLite names the \(side.role) of the database "
            + "'\((base as NSString).lastPathComponent)'; SQLite deletes or overwrites such a "
            + "file, and replacing a ledger's own \(side.suffix) file loses its latest changes",
          "choose a name that does not end in -wal, -shm or -journal"
        )
      }
    }
    if let target = identity(of: resolved) {
      for file in ledgerFiles where identity(of: file) == target {
        let which =
          sideFiles.first { file.hasSuffix($0.suffix) }.map {
            "this ledger's own \($0.suffix) file ('\(file)')"
          } ?? "the ledger itself ('\(file)')"
        return (
          "'\(path)' is \(which); \(command) would replace it and lose the ledger's data",
          "choose a file outside the ledger: another name or another folder"
        )
      }
    }
    if let dataDirectory {
      let attachments = dataDirectory + "/attachments"
      let folder = PathText.folder(of: resolved)
      if let own = identity(of: attachments), identity(of: folder.isEmpty ? "." : folder) == own {
        return (
          "'\(path)' is in this ledger's attachments folder (\(attachments)), whose files are "
            + "the attached files themselves; \(command) would replace one",
          "choose a file outside \(attachments)"
        )
      }
    }
    return nil
  }

  /// Throws `StoreError(.invalid)` when writing `path` would replace one of `store`'s
  /// files; see `problem(writing:ledgerFiles:dataDirectory:command:)`.
  public static func refuseReplacing(_ path: String, of store: any Store, command: String)
    throws
  {
    if let problem = problem(
      writing: path, ledgerFiles: store.ledgerFiles, dataDirectory: store.dataDirectory,
      command: command)
    {
      throw StoreError(.invalid, "\(problem.message): \(problem.hint)")
    }
  }

  /// The files SQLite keeps a database at `path` in: the file and its side files, both
  /// as named and after symbolic links (SQLite puts the side files beside the real file).
  public static func sqliteFiles(of path: String) -> [String] {
    let resolved = (try? FileKind.followingLinks(path)) ?? path
    let bases = resolved == path ? [path] : [path, resolved]
    return bases.flatMap { base in [base] + sideFiles.map { base + $0.suffix } }
  }

  /// The device and inode of the file at `path` (after links), or nil if there is none.
  static func identity(of path: String) -> [UInt64]? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return [UInt64(status.st_dev), UInt64(status.st_ino)]
  }
}
