import GRDB
import LedgerCore
import LedgerSQL
import LedgerStore

/// The journal of commands and the undo log that lets `undo` revert them.
///
/// Each command gets a journal row; while it runs, triggers append to `undo_log` the
/// SQL that reverts each row change (see `LedgerTriggers`). A bulk load skips per-row
/// logging for items and transactions and instead logs a handful of statements that
/// delete every row it added and rebuild the search index: cheap to record, so a
/// million-row demo stays fast, and still one `undo` away.
enum UndoJournal {
  /// Starts the entry of a command run in `account` (nil: the default account).
  static func begin(_ db: Database, commandLine: String, time: Timestamp, account: EntityID?)
    throws -> Int64
  {
    try db.execute(
      cachedSQL: "INSERT INTO journal(time, command_line, account_id) VALUES (?, ?, ?)",
      arguments: [time.millisecondsSince1970, commandLine, account?.rawValue])
    let entry = db.lastInsertedRowID
    try record(db, entry)
    return entry
  }

  /// The ids of `entry`'s undo-log rows, for `WHERE id BETWEEN ? AND ?`: since schema v9
  /// an entry's rows are numbered `entry << 32` up (`TriggerFunctions.undoID`), which
  /// finds them without an index on `entry_id` that each command's commit had to write.
  static func logRange(of entry: Int64) -> StatementArguments {
    [entry << 32, entry << 32 | 0xFFFF_FFFF]
  }

  /// Sets (or, with nil, clears) the entry the triggers log changes under.
  static func record(_ db: Database, _ entry: Int64?) throws {
    try db.execute(
      cachedSQL: "SELECT \(TriggerFunctions.setRecording)(?)", arguments: [entry])
  }

  /// Ends recording; drops the entry when the command changed nothing.
  static func finish(_ db: Database, entry: Int64, bulkCounts: [String: Int]) throws {
    try record(db, nil)
    let (rows, anyLogged) = try changeCounts(db, entry: entry)
    let ordered = JournalSummary.counts(
      logged: rows.map { (table: $0.0, op: $0.1, number: $0.2) }, bulk: bulkCounts)
    // Counted changes mean rows were logged; only an empty count needs to look.
    var logged = anyLogged ?? !ordered.isEmpty
    if anyLogged == nil, !logged {
      logged =
        try Bool.fetchOne(
          db, cachedSQL: "SELECT EXISTS (SELECT 1 FROM undo_log WHERE id BETWEEN ? AND ?)",
          arguments: logRange(of: entry)) ?? false
    }
    if ordered.isEmpty, !logged {
      try db.execute(cachedSQL: "DELETE FROM journal WHERE id = ?", arguments: [entry])
      return
    }
    try db.execute(
      cachedSQL: "UPDATE journal SET summary = ? WHERE id = ?",
      arguments: [ChangeCount.summary(ordered), entry])
  }

  /// How many distinct rows of each table the entry added (+), changed (~) and removed
  /// (-), not counting changes to rows it added itself; and, when known, whether it
  /// logged anything at all.
  ///
  /// The log of a command that touched a few rows is tallied here: the GROUP BY that a
  /// big command needs cost more than the rest of a `tx add`. (Its rows added by the
  /// command itself are looked up in one uncorrelated list: a correlated lookup per row
  /// made a 10,000-row bulk change take seconds.)
  private static func changeCounts(_ db: Database, entry: Int64) throws
    -> (rows: [(table: String, op: String, count: Int)], logged: Bool?)
  {
    let smallLog = 64
    let logged = try db.allRows(
      cachedSQL: "SELECT tbl, op, row_id FROM undo_log WHERE id BETWEEN ? AND ? LIMIT ?",
      arguments: logRange(of: entry) + [smallLog + 1]
    ) { columns -> (table: String, op: String, rowID: Int64?) in
      (columns.string(0), columns.string(1), columns.optionalInt64(2))
    }
    if logged.count <= smallLog {
      // Keys as values, not interpolated strings: building those cost more than the lookup.
      struct Change: Hashable {
        var table: String
        var op: String
        var rowID: Int64
      }
      let added = Set(
        logged.compactMap { change in
          change.op == "+"
            ? change.rowID.map { Change(table: change.table, op: "", rowID: $0) } : nil
        })
      var seen: Set<Change> = []
      var rows: [(table: String, op: String, count: Int)] = []
      for change in logged where change.op == "+" || change.op == "~" || change.op == "-" {
        guard let rowID = change.rowID else { continue }
        if change.op == "~", added.contains(Change(table: change.table, op: "", rowID: rowID)) {
          continue
        }
        guard seen.insert(Change(table: change.table, op: change.op, rowID: rowID)).inserted
        else { continue }
        rows.append((change.table, change.op, 1))
      }
      return (rows, !logged.isEmpty)
    }
    let rows = try Row.fetchAll(
      db,
      cachedSQL: """
        SELECT tbl, op, count(DISTINCT row_id) AS n FROM undo_log
        WHERE id BETWEEN ?1 AND ?2 AND op IN ('+', '~', '-')
          AND NOT (op = '~' AND tbl || ' ' || row_id IN (
            SELECT tbl || ' ' || row_id FROM undo_log WHERE id BETWEEN ?1 AND ?2 AND op = '+'))
        GROUP BY tbl, op
        """,
      arguments: logRange(of: entry)
    ) { row -> (table: String, op: String, count: Int) in (row["tbl"], row["op"], row["n"]) }
    return (rows, nil)
  }

  /// Indexes the bulk-loaded rows for search and logs how to remove them; answers how
  /// many rows it added, by table, for `finish`.
  ///
  /// When the load was large enough to rebuild indexes (`rebuiltIndexes`), its undo
  /// drops the ordering-only ones around the mass delete too; indexes that cascades and
  /// foreign-key checks need stay.
  static func finishBulk(
    _ db: Database, entry: Int64, loader: SQLiteBulkLoader,
    rebuiltIndexes: [(name: String, sql: String)]
  ) throws -> [String: Int] {
    let bulkTables: [(LedgerTable, Int64)] = [
      (.transactions, loader.transactionsBefore), (.items, loader.itemsBefore),
    ]
    let orderingOnly = rebuiltIndexes.filter { LedgerSchema.orderingIndexes.contains($0.name) }
    var inverse: [String] = ["UPDATE ledger_state SET bulk = 0"] + orderingOnly.map(\.sql)
    var counts: [String: Int] = [:]
    for (table, before) in bulkTables {
      let loaded = loader.loaded[table.name] ?? 0
      guard loaded > 0 else { continue }
      counts[table.name] = loaded
      if let index = SearchIndex.index(of: table) {
        try db.execute(sql: index.bulkIndexing, arguments: [before])
        inverse.append(index.rebuild)
      }
      inverse.append("DELETE FROM \(table.name) WHERE id > \(before)")
    }
    if counts[LedgerTable.transactions.name] != nil {
      // The totals triggers skip bulk rows: recount now, and again once undo has
      // deleted the rows (reversed, as undo replays newest first, and placed to run
      // just before its closing `bulk = 0`).
      let rebuild = TotalsTable.all.flatMap(\.rebuild)
      for statement in rebuild { try db.execute(sql: statement) }
      inverse.insert(contentsOf: rebuild.reversed(), at: 1)
    }
    inverse += orderingOnly.map { "DROP INDEX \(SQLiteStore.quotedIdentifier($0.name))" }
    inverse.append("UPDATE ledger_state SET bulk = 1")
    // Logged last so that undo, which replays newest first, removes these rows before
    // reverting the per-row changes (projects, categories, …) they depend on.
    if counts.values.contains(where: { $0 > 0 }) {
      for statement in inverse {
        try db.execute(
          sql: """
            INSERT INTO undo_log(id, entry_id, tbl, op, row_id, sql)
            VALUES (\(TriggerFunctions.undoID)(), ?, '', '*', NULL, ?)
            """,
          arguments: [entry, statement])
      }
    }
    try db.execute(sql: "UPDATE ledger_state SET bulk = 0")
    return counts
  }

  static func entries(_ db: Database, limit: Int) throws -> [JournalEntry] {
    try Row.fetchAll(
      db,
      cachedSQL: """
        SELECT id, time, command_line, summary, undone, account_id FROM journal
        ORDER BY id DESC LIMIT ?
        """,
      arguments: [max(0, limit)]
    ).map(entry)
  }

  /// The entries newer than `id`, newest first.
  static func entries(_ db: Database, after id: Int64) throws -> [JournalEntry] {
    try Row.fetchAll(
      db,
      cachedSQL: """
        SELECT id, time, command_line, summary, undone, account_id FROM journal
        WHERE id > ? ORDER BY id DESC
        """,
      arguments: [id]
    ).map(entry)
  }

  /// Reverts the newest entry not yet undone and returns it, marked undone; refuses one
  /// made in another account than `account` (nil: the default account).
  static func undoLatest(_ db: Database, account: EntityID?) throws -> JournalEntry {
    // Undo logs nothing, whatever a command that failed before it left recording.
    try record(db, nil)
    guard
      let row = try Row.fetchOne(
        db,
        sql: """
          SELECT id, time, command_line, summary, undone, account_id FROM journal
          WHERE undone = 0 ORDER BY id DESC LIMIT 1
          """)
    else { throw StoreError(.notFound, "nothing to undo") }
    var undone = entry(row)
    try JournalAccountCheck.requireSame(
      undone, account: account,
      defaultAccount: { try LedgerQueries.accountID(SQLiteConnection(db), nil) },
      name: {
        try String.fetchOne(
          db, sql: "SELECT name FROM accounts WHERE id = ?", arguments: [$0.rawValue])
      })
    // Rows come back in reverse order of change; parents may briefly be missing.
    try db.execute(sql: "PRAGMA defer_foreign_keys = ON")
    let statements = try String.fetchCursor(
      db, sql: "SELECT sql FROM undo_log WHERE id BETWEEN ? AND ? ORDER BY id DESC",
      arguments: logRange(of: undone.id.rawValue))
    var all: [String] = []
    while let statement = try statements.next() { all.append(statement) }
    // Undoing a bulk load deletes up to millions of rows: keep their index pages cached.
    let cacheSize = try Int.fetchOne(db, sql: "PRAGMA cache_size") ?? -2000
    try db.execute(sql: "PRAGMA cache_size = -262144")
    defer { try? db.execute(sql: "PRAGMA cache_size = \(cacheSize)") }
    // Every statement compiles the undo triggers of its table, which record nothing now
    // (no entry is recording) yet cost ten times the change itself: for a long replay,
    // drop them and make them again afterwards, inside this same transaction.
    let busyTables = try String.fetchAll(
      db,
      sql: """
        SELECT tbl FROM undo_log WHERE id BETWEEN ? AND ? AND tbl <> ''
        GROUP BY tbl HAVING count(*) > 256
        """,
      arguments: logRange(of: undone.id.rawValue)
    ).compactMap { name in LedgerTable.all.first { $0.name == name } }
    for table in busyTables {
      for operation in ["insert", "update", "delete"] {
        try db.execute(sql: "DROP TRIGGER IF EXISTS \(table.name)_undo_\(operation)")
      }
    }
    for statement in all {
      // A rebuild reads every row into the index, queued ones too: index the queue first,
      // or the next `indexPending` would add those rows a second time.
      if statement.hasSuffix("VALUES ('rebuild')") { try SearchIndex.indexPending(db) }
      try db.execute(sql: statement)
    }
    for table in busyTables {
      for statement in LedgerTriggers.undoTriggers(table) {
        try db.execute(sql: LedgerTriggers.temporary(statement))
      }
    }
    try db.execute(
      sql: "UPDATE journal SET undone = 1 WHERE id = ?", arguments: [undone.id.rawValue])
    try db.execute(
      sql: "DELETE FROM undo_log WHERE id BETWEEN ? AND ?",
      arguments: logRange(of: undone.id.rawValue))
    undone.isUndone = true
    return undone
  }

  private static func entry(_ row: Row) -> JournalEntry {
    JournalEntry(
      id: EntityID(row["id"]), time: Timestamp(millisecondsSince1970: row["time"]),
      commandLine: row["command_line"], summary: row["summary"], isUndone: row["undone"],
      accountID: (row["account_id"] as Int64?).map(EntityID.init))
  }

}
