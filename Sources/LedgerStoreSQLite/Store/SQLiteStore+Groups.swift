import GRDB
import LedgerCore
import LedgerSQL
import LedgerStore

extension SQLiteStore {
  // MARK: Groups (begin, commit, rollback)

  public var isGroupOpen: Bool { openGroup.entry != nil }

  public func beginGroup() throws {
    guard openGroup.entry == nil else {
      throw StoreError(.conflict, "a group is open already: 'commit' or 'rollback' it first")
    }
    if isReadOnly {
      // Nothing can be written: the group is a read transaction, one snapshot for the
      // commands inside (as psql's BEGIN on a read-only server); a write still fails.
      do {
        try writer.writeWithoutTransaction { db in
          try db.execute(sql: "BEGIN DEFERRED TRANSACTION")
        }
      } catch {
        throw StoreError.from(error, path: path)
      }
      openGroup.open(entry: Self.readOnlyGroup)
      return
    }
    let now = clock()
    do {
      try writer.writeWithoutTransaction { db in
        try connectionTriggers.install(db)
        // IMMEDIATE: take the write lock now, so that the group cannot fail later on a
        // lock another session took in between. Prepared once per connection, as the
        // ROLLBACK of `rollbackGroup`: parsing them again took about a third of the time of
        // `beginGroup` and `rollbackGroup` (FuzzCommandLine runs each input in a group).
        try db.execute(cachedSQL: "BEGIN IMMEDIATE TRANSACTION")
        do {
          let entry = try UndoJournal.begin(
            db, commandLine: "begin", time: now, account: journalAccount.id)
          ownEntries.insert(entry)
          openGroup.open(entry: entry)
        } catch {
          try? db.execute(sql: "ROLLBACK TRANSACTION")
          try? UndoJournal.record(db, nil)
          throw error
        }
      }
    } catch {
      throw StoreError.from(error, path: path)
    }
  }

  public func commitGroup(_ commandLine: String) throws -> JournalEntry? {
    guard let entry = openGroup.entry else {
      throw StoreError(.conflict, "no group is open: 'begin' starts one")
    }
    if entry == Self.readOnlyGroup {
      openGroup.close()
      do {
        try writer.writeWithoutTransaction { db in
          if db.isInsideTransaction { try db.execute(sql: "COMMIT TRANSACTION") }
        }
      } catch {
        throw StoreError.from(error, path: path)
      }
      return nil
    }
    do {
      return try writer.writeWithoutTransaction { db in
        guard db.isInsideTransaction else {
          try? UndoJournal.record(db, nil)
          throw lostGroup(entry)
        }
        do {
          // The account the group's changes were made in: the session's at commit (an
          // `account use` inside the group moved it), not where `begin` ran.
          try db.execute(
            sql: "UPDATE journal SET command_line = ?, account_id = ? WHERE id = ?",
            arguments: [commandLine, journalAccount.id?.rawValue, entry])
          try SearchIndex.indexPending(db)
          try UndoJournal.finish(db, entry: entry, bulkCounts: openGroup.close())
          let committed = try UndoJournal.entries(db, after: entry - 1).last {
            $0.id.rawValue == entry
          }
          try db.execute(sql: "COMMIT TRANSACTION")
          return committed
        } catch {
          // A failed commit leaves nothing half-written: roll the whole group back.
          if db.isInsideTransaction { try? db.execute(sql: "ROLLBACK TRANSACTION") }
          try? UndoJournal.record(db, nil)
          openGroup.close()
          ownEntries.remove(entry)
          throw error
        }
      }
    } catch {
      throw StoreError.from(error, path: path)
    }
  }

  public func rollbackGroup() throws {
    guard let entry = openGroup.entry else {
      throw StoreError(.conflict, "no group is open: 'begin' starts one")
    }
    openGroup.close()
    ownEntries.remove(entry)
    do {
      try writer.writeWithoutTransaction { db in
        if db.isInsideTransaction { try db.execute(cachedSQL: "ROLLBACK TRANSACTION") }
        if entry != Self.readOnlyGroup { try UndoJournal.record(db, nil) }
      }
    } catch {
      throw StoreError.from(error, path: path)
    }
  }

  /// Runs `body` in a savepoint of the open group.
  ///
  /// If it throws, only its own changes are rolled back. When SQLite aborted the whole transaction (an interrupt, a full
  /// disk), the group is closed and the error says that all of it was rolled back.
  func inGroup<T>(_ body: (Database) throws -> T) throws -> T {
    do {
      // Reentrant: a plugin command's nested commands run here inside its own savepoint.
      return try writer.unsafeReentrantWrite { db in
        guard let entry = openGroup.entry, db.isInsideTransaction else {
          try? UndoJournal.record(db, nil)
          throw lostGroup(openGroup.entry)
        }
        var result: T?
        // The rows bulk loads in the savepoint add are counted only if it is kept.
        let bulkCounts = openGroup.bulkCounts
        do {
          try Self.inSavepoint(db) { result = try body(db) }
        } catch {
          openGroup.restoreBulkCounts(bulkCounts)
          guard db.isInsideTransaction else {
            let cause = StoreError.from(error, path: path)
            try? UndoJournal.record(db, nil)
            openGroup.close()
            ownEntries.remove(entry)
            throw StoreError(
              cause.kind, cause.message + "; the open group was rolled back as a whole")
          }
          throw error
        }
        guard let result else { throw lostGroup(entry) }
        return result
      }
    } catch let error as DatabaseError {
      throw StoreError.from(error, path: path)
    }
  }

  /// Runs `body` in a savepoint, released when it returns and rolled back when it throws.
  ///
  /// GRDB's `inSavepoint` does the same, but parses SAVEPOINT and RELEASE again for every
  /// command (two prepares a `tx add` in a `-1` script); these are prepared once per
  /// connection. When SQLite rolled the whole transaction back, there is nothing to undo.
  static func inSavepoint(_ db: Database, _ body: () throws -> Void) throws {
    try db.execute(cachedSQL: "SAVEPOINT ledgersh_command")
    do {
      try body()
      try db.execute(cachedSQL: "RELEASE SAVEPOINT ledgersh_command")
    } catch {
      if db.isInsideTransaction {
        try? db.execute(cachedSQL: "ROLLBACK TRANSACTION TO SAVEPOINT ledgersh_command")
        try? db.execute(cachedSQL: "RELEASE SAVEPOINT ledgersh_command")
      }
      throw error
    }
  }

  /// The entry of a group on a read-only ledger, which has none (journal ids start at 1).
  static let readOnlyGroup: Int64 = 0

  /// The error for a group whose transaction is gone; closes the group.
  private func lostGroup(_ entry: Int64?) -> StoreError {
    openGroup.close()
    if let entry { ownEntries.remove(entry) }
    return StoreError(
      .unavailable, "the open group was lost and rolled back; nothing of it was written")
  }
}
