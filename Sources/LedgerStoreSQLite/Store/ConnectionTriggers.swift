import Foundation
import GRDB
import LedgerSQL
import LedgerStore

/// Whether the store's connection has made its triggers yet (`LedgerTriggers.install`).
///
/// A command that only reads never makes them; the first write makes them, outside any
/// transaction, so that no rollback can take them away again.
final class ConnectionTriggers: @unchecked Sendable {
  private let lock = NSLock()
  private var installed = false

  /// Whether the connection has its triggers, and so its queue of rows to index.
  var isInstalled: Bool {
    lock.lock()
    defer { lock.unlock() }
    return installed
  }

  /// Makes the triggers on `db` unless it has them: all of them or, on failure, none.
  func install(_ db: Database) throws {
    lock.lock()
    defer { lock.unlock() }
    guard !installed else { return }
    guard !db.isInsideTransaction else {
      throw StoreError(.invalid, "the ledger's triggers cannot be made inside a transaction")
    }
    try db.inTransaction(.deferred) {
      try LedgerTriggers.install(db)
      return .commit
    }
    // Only now, with the triggers committed, do the guard triggers let writes through.
    try db.execute(sql: "SELECT \(TriggerFunctions.triggersMade)()")
    installed = true
  }
}
