import FilePaths
import Foundation
import GRDB
import LedgerSQL
import LedgerStore
import TextOutput

extension SQLiteStore {
  // MARK: Lifetime

  /// Folds the write-ahead log into the ledger file and closes every connection, so that
  /// the file alone holds every command (a user may copy just `ledger.db`).
  ///
  /// Never makes another process wait: a passive checkpoint copies every frame no reader
  /// still needs, then the log is truncated only if nobody else is using it (the last
  /// process to close does it). Runs once, and a second call (from another thread)
  /// returns when the first has finished.
  public func close() {
    closing.run {
      guard let queue = writer as? DatabaseQueue else { return }
      if !isReadOnly, path != ":memory:" {
        try? queue.writeWithoutTransaction { db in
          // A truncating checkpoint holds the write lock while it waits for readers:
          // with eight processes closing at once, that starved the others' writes.
          _ = try db.checkpoint(.passive)
          try db.execute(sql: "PRAGMA busy_timeout = 0")
          _ = try? db.checkpoint(.truncate)
        }
      }
      try? queue.close()
    }
  }

  /// Copies the ledger with SQLite's online backup to a new file `path` (mode 0600),
  /// written beside it as `PATH.partial` and renamed into place when complete.
  ///
  /// The copy is one consistent snapshot even while other sessions write; attachments
  /// (files in the ledger's folder) are not part of it. An existing regular file at
  /// `path` is replaced; a symbolic link is followed (the file it points to is replaced,
  /// the link stays); anything else there (a folder, a FIFO, a device) is refused.
  public func backup(to path: String, progress: ((_ done: Int, _ total: Int) -> Void)?) throws {
    // The group's changes are not committed, and the backup cannot wait for them: it
    // would copy a ledger this very session keeps locked.
    guard openGroup.entry == nil else {
      throw StoreError(
        .conflict, "backup cannot run inside a group: 'commit' or 'rollback' the group first")
    }
    let target = try FileKind.followingLinks(path)
    if let kind = FileKind.of(target), kind != .regular {
      throw StoreError(
        .invalid, "'\(path)' is \(kind.phrase); backup writes a regular file, new or old")
    }
    try LedgerOwnFiles.refuseReplacing(path, of: self, command: "backup")
    let partial = target + ".partial"
    unlink(partial)
    let descriptor = Foundation.open(partial, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      throw StoreError(
        .invalid, "cannot create '\(partial)': \(String(cString: strerror(errno)))")
    }
    Foundation.close(descriptor)
    do {
      let copy = try DatabaseQueue(path: partial)
      backupInterrupted.store(false, ordering: .relaxed)
      // In steps of 1 MiB or so (4 KiB pages), so that progress shows and Ctrl-C
      // (`interrupt()`) is heard between them.
      try writer.backup(to: copy, pagesPerStep: progress == nil ? -1 : 256) { step in
        if !step.isCompleted, self.backupInterrupted.load(ordering: .relaxed) {
          throw StoreError(.interrupted, "interrupted: the backup was stopped, nothing written")
        }
        progress?(step.completedPageCount, step.totalPageCount)
      }
      try copy.writeWithoutTransaction { db in
        try db.execute(sql: "PRAGMA synchronous = FULL")
        _ = try db.checkpoint(.truncate)
      }
      try copy.close()
    } catch {
      unlink(partial)
      unlink(partial + "-wal")
      unlink(partial + "-shm")
      unlink(partial + "-journal")
      // The backup's disk is full, not the ledger's: the destination's fault, as for
      // `export --to`.
      if let error = error as? DatabaseError, error.resultCode == .SQLITE_FULL {
        throw OutputWriteError(code: ENOSPC, path: path)
      }
      throw StoreError.from(error, path: path)
    }
    guard rename(partial, target) == 0 else {
      let code = errno
      unlink(partial)
      throw OutputWriteError(code: code, path: path)
    }
  }

  /// The ledger file and SQLite's files beside it; none for a ledger in memory.
  public var ledgerFiles: [String] {
    path == ":memory:" ? [] : LedgerOwnFiles.sqliteFiles(of: path)
  }

  /// Throws `.readOnly` when the ledger was opened read-only; called before any write.
  func requireWritable() throws {
    if isReadOnly { throw StoreError.readOnly(path) }
  }
}
