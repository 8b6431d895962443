import Foundation
import LedgerCore
import LedgerSQL
import LedgerStore

extension PostgresStore {
  // MARK: Groups

  /// Whether a command or a group holds the server transaction open.
  var isInTransaction: Bool {
    withLock { depth > 0 }
  }

  public var isGroupOpen: Bool { withLock { groupEntry != nil } }

  /// Opens one server transaction that the commands up to `commitGroup` share, recorded
  /// in one journal entry.
  public func beginGroup() throws {
    try withLock {
      guard groupEntry == nil else {
        throw StoreError(.conflict, "a group is open already: 'commit' or 'rollback' it first")
      }
      guard depth == 0 else {
        throw StoreError(.conflict, "a group cannot begin inside another command")
      }
      let db = Database(server: server)
      do {
        // Read-only, the group is one snapshot of the ledger (REPEATABLE READ: every
        // statement sees the ledger as the first one did), which cannot fail to commit.
        try db.executeRaw(location.readOnly ? "BEGIN ISOLATION LEVEL REPEATABLE READ" : "BEGIN")
        depth = 1
        server.transactionBegan()
        if location.readOnly {
          // Nothing can be written: the group is a read transaction, one snapshot for the
          // commands inside (as psql's BEGIN on a read-only server); a write still fails.
          groupEntry = Self.readOnlyGroup
          return
        }
        groupEntry = try UndoJournal.begin(
          db, commandLine: "begin", time: clockNow(), session: session,
          account: journalAccount.id)
        // Other sessions' changes wait for this group a while, then say it holds them.
        try JournalLock.markGroup(db)
      } catch {
        try? db.executeRaw("ROLLBACK")
        server.transactionEnded()
        depth = 0
        groupEntry = nil
        throw PostgresErrors.storeError(error, location: location)
      }
    }
  }

  /// Commits the group as one journal entry named `commandLine`; nil when it changed
  /// nothing.
  public func commitGroup(_ commandLine: String) throws -> JournalEntry? {
    try withLock {
      guard let entry = groupEntry else {
        throw StoreError(.conflict, "no group is open: 'begin' starts one")
      }
      let db = Database(server: server)
      defer {
        depth = 0
        groupEntry = nil
        groupBulkCounts = [:]
        server.transactionEnded()
        if entry != Self.readOnlyGroup { JournalLock.unmarkGroup(db) }
      }
      if entry == Self.readOnlyGroup {
        do {
          try db.executeRaw("COMMIT")
          return nil
        } catch {
          if let lost = lostGroup() { throw lost }
          throw PostgresErrors.storeError(error, location: location)
        }
      }
      do {
        // The account the group's changes were made in: the session's at commit.
        try UndoJournal.set(
          db, entry: entry, commandLine: commandLine,
          account: try journalAccount.id ?? LedgerQueries.accountID(db, nil))
        try UndoJournal.finish(db, entry: entry, bulkCounts: groupBulkCounts)
        let committed = try UndoJournal.entries(db, limit: 20).first { $0.id.rawValue == entry }
        try db.executeRaw("COMMIT")
        return committed
      } catch {
        // A failed commit leaves nothing half-written: the whole group is rolled back.
        try? db.executeRaw("ROLLBACK")
        if let lost = lostGroup() { throw lost }
        let cause = PostgresErrors.storeError(error, location: location)
        throw StoreError(cause.kind, cause.message + "; the group was rolled back as a whole")
      }
    }
  }

  public func rollbackGroup() throws {
    try withLock {
      guard let entry = groupEntry else {
        throw StoreError(.conflict, "no group is open: 'begin' starts one")
      }
      defer { if entry != Self.readOnlyGroup { JournalLock.unmarkGroup(Database(server: server)) } }
      depth = 0
      groupEntry = nil
      groupBulkCounts = [:]
      // A lost connection has rolled the group back already: ROLLBACK on a new one is a
      // harmless no-op.
      server.transactionEnded()
      do {
        try Database(server: server).executeRaw("ROLLBACK")
      } catch {
        throw PostgresErrors.storeError(error, location: location)
      }
    }
  }

  /// The entry of a group on a read-only session, which has none (journal ids start at 1).
  static let readOnlyGroup: Int64 = 0

  /// When the connection was lost with a group open, closes the group (the server rolled
  /// it back) and returns the error that says so; nil otherwise.
  func lostGroup() -> StoreError? {
    guard groupEntry != nil, !server.isConnected else { return nil }
    depth = 0
    groupEntry = nil
    groupBulkCounts = [:]
    server.transactionEnded()
    return StoreError(.unavailable, server.lostMessage("the open group"))
  }

  /// Runs `body` in a savepoint of the open transaction: rolled back alone when it throws.
  ///
  /// A lost connection loses the whole transaction: the group is closed and the error
  /// says that nothing of it was written.
  func inSavepoint<T>(_ db: Database, _ body: (Database) throws -> T) throws -> T {
    savepointSerial += 1
    let name = "ledgersh_\(savepointSerial)"
    do {
      try db.executeRaw("SAVEPOINT \(name)")
    } catch {
      if let lost = lostGroup() { throw lost }
      depth = 0
      let hadGroup = groupEntry != nil
      groupEntry = nil
      groupBulkCounts = [:]
      let cause = PostgresErrors.storeError(error, location: location)
      guard hadGroup else { throw cause }
      server.transactionEnded()
      throw StoreError(
        cause.kind, cause.message + "; the open group was lost and rolled back")
    }
    depth += 1
    defer { depth = max(0, depth - 1) }
    // The rows bulk loads in the savepoint add are counted only if it is kept.
    let bulkCounts = groupBulkCounts
    do {
      let result = try body(db)
      try db.executeRaw("RELEASE SAVEPOINT \(name)")
      return result
    } catch {
      try? db.executeRaw("ROLLBACK TO SAVEPOINT \(name)")
      try? db.executeRaw("RELEASE SAVEPOINT \(name)")
      if groupEntry != nil { groupBulkCounts = bulkCounts }
      if let lost = lostGroup() { throw lost }
      if error is StoreError { throw error }
      if error is ServerError { throw PostgresErrors.storeError(error, location: location) }
      throw error
    }
  }
}
