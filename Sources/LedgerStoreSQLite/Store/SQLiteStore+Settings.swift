import GRDB
import LedgerCore
import LedgerSQL
import LedgerStore

extension SQLiteStore {
  // MARK: Vendor defaults and spending (settings)

  // MARK: Live sessions

  public func changeMarker() throws -> ChangeMarker {
    try lookupDatabase { db in try Self.marker(db) }
  }

  public func changes(since marker: ChangeMarker, limit: Int) throws -> LedgerChanges {
    try lookupDatabase { db in
      let now = try Self.marker(db)
      // data_version counts other connections' commits only: this store's own commands
      // never change it, so an unchanged version means nothing to report.
      guard now.version != marker.version else {
        return LedgerChanges(marker: now, isChanged: false, entries: [], entryCount: 0)
      }
      let own = ownEntries.ids(after: marker.lastEntryID)
      let foreign = try UndoJournal.entries(db, after: marker.lastEntryID).filter {
        !own.contains($0.id.rawValue)
      }
      // data_version also moves when another process only checkpoints the log (as every
      // ledgersh does on closing, even after a read): without a new entry or an undo,
      // nothing a user would notice changed.
      return LedgerChanges(
        marker: now, isChanged: !foreign.isEmpty || now.undoneCount != marker.undoneCount,
        entries: Array(foreign.prefix(max(0, limit))), entryCount: foreign.count)
    }
  }

  private static func marker(_ db: Database) throws -> ChangeMarker {
    let version = try Int64.fetchOne(db, sql: "PRAGMA data_version") ?? 0
    let row = try Row.fetchOne(
      db, sql: "SELECT coalesce(max(id), 0), coalesce(sum(undone), 0) FROM journal")
    return ChangeMarker(
      version: version, lastEntryID: row?[0] ?? 0, undoneCount: row?[1] ?? 0)
  }
}
