import Foundation
import LedgerSQL
import LedgerStore

/// The journal's id lock, which every change holds from its journal entry to its commit,
/// and the mark of a session holding it for a group (`begin`).
///
/// Ids are given one above the highest, under a lock per table (`ledger_next_id`), so
/// changes write one after another. A change lasts milliseconds, and one waits for another
/// as long as it takes (Ctrl-C gives up). A group holds the lock from `begin` to its
/// `commit` or `rollback`, which may be long: one left open at a prompt held every other
/// session's changes without a word. A change waits for another session's group only
/// `groupWait`, then fails saying why, with nothing changed.
enum JournalLock {
  /// How long a change waits for another session's open group.
  static let groupWait: TimeInterval = 10

  /// The key `ledger_next_id('journal')` locks (`hashtext('ledgersh.journal')`).
  private static let journalKey = "hashtext('ledgersh.journal')::bigint"
  /// The group mark's key: one per schema, as a database may hold a ledger in each.
  private static let groupKey = "hashtext('ledgersh.group.' || current_schema())::bigint"

  /// Takes the journal's lock for this transaction, waiting for other sessions' changes.
  ///
  /// Throws `.conflict` once another session's group has held it `groupWait`.
  static func take(_ db: Database) throws {
    if try tryTake(db) { return }
    let start = Date()
    while true {
      guard let holder = try groupHolder(db) else {
        // Another session's command: wait for its commit.
        _ = try db.rows("SELECT pg_advisory_xact_lock(\(raw: journalKey))")
        return
      }
      if Date().timeIntervalSince(start) >= groupWait {
        let who = holder.isEmpty ? "another session" : "another session (role \(holder))"
        throw StoreError(
          .conflict,
          "\(who) has a group open on this ledger ('begin'), which holds every other "
            + "session's changes until it commits or rolls back; after waiting "
            + "\(Int(groupWait)) s nothing was changed: try again once it ends")
      }
      Thread.sleep(forTimeInterval: 0.1)
      if try tryTake(db) { return }
    }
  }

  /// Marks this session as holding a group, until `unmarkGroup` (or the connection's end).
  static func markGroup(_ db: Database) throws {
    _ = try db.rows("SELECT pg_advisory_lock_shared(\(raw: groupKey))")
  }

  static func unmarkGroup(_ db: Database) {
    _ = try? db.rows("SELECT pg_advisory_unlock_shared(\(raw: groupKey))")
  }

  private static func tryTake(_ db: Database) throws -> Bool {
    try db.value("SELECT pg_try_advisory_xact_lock(\(raw: journalKey))", as: Bool.self) ?? false
  }

  /// The role of the session holding the journal's lock for a group on this ledger (""
  /// when the server does not say), or nil when no group holds it.
  private static func groupHolder(_ db: Database) throws -> String? {
    // An advisory lock on one bigint key shows in pg_locks as its high and low 32 bits.
    let rows = try db.rows(
      """
      WITH k AS (SELECT \(raw: journalKey) AS journal, \(raw: groupKey) AS grp)
      SELECT coalesce(a.usename::text, '') AS role
      FROM k, pg_locks j
      JOIN pg_locks g ON g.pid = j.pid AND g.locktype = 'advisory' AND g.granted
        AND g.database = j.database AND g.objsubid = 1
      LEFT JOIN pg_stat_activity a ON a.pid = j.pid
      WHERE j.locktype = 'advisory' AND j.granted AND j.objsubid = 1
        AND j.database = (SELECT oid FROM pg_database WHERE datname = current_database())
        AND j.classid = ((k.journal >> 32) & 4294967295)::oid
        AND j.objid = (k.journal & 4294967295)::oid
        AND g.classid = ((k.grp >> 32) & 4294967295)::oid
        AND g.objid = (k.grp & 4294967295)::oid
        AND j.pid <> pg_backend_pid()
      LIMIT 1
      """)
    guard let row = rows.first else { return nil }
    let role: String? = row["role"]
    return role ?? ""
  }
}
