import Foundation
import LedgerCore
import LedgerSQL
import LedgerStore

/// The journal of commands and the undo log that lets `undo` revert them.
///
/// Each command gets a journal row, named by the transaction-local setting `ledgersh.entry`
/// while it runs; the `ledger_undo_log` trigger appends each changed row's old values to
/// `undo_log`. Undo replays the log newest first. A bulk load logs, instead of its items
/// and transactions, one `*` row naming the ids above which its rows lie.
enum UndoJournal {
  static func begin(
    _ db: Database, commandLine: String, time: Timestamp, session: String, account: EntityID?
  ) throws -> Int64 {
    try JournalLock.take(db)
    // Every entry names its account: row-level security shows it to that account's members.
    let account = try account ?? LedgerQueries.accountID(db, nil)
    try db.execute(
      sql: "INSERT INTO journal(time, command_line, session, account_id) VALUES (?, ?, ?, ?)",
      arguments: [time.millisecondsSince1970, commandLine, session, account.rawValue])
    let entry = db.lastInsertedRowID
    _ = try db.rows(
      sql: "SELECT set_config('ledgersh.entry', ?, true)", arguments: [String(entry)])
    return entry
  }

  /// Ends recording; drops the entry when the command changed nothing, and tells other
  /// sessions (NOTIFY) when it did.
  static func finish(_ db: Database, entry: Int64, bulkCounts: [String: Int]) throws {
    _ = try db.rows(sql: "SELECT set_config('ledgersh.entry', '', true)", arguments: [])
    let rows = try Row.fetchAll(
      db,
      sql: """
        SELECT tbl, op, count(DISTINCT row_id) AS n FROM undo_log
        WHERE entry_id = ? AND op IN ('+', '~', '-')
          AND NOT (op = '~' AND (tbl, row_id) IN (
            SELECT tbl, row_id FROM undo_log WHERE entry_id = ? AND op = '+'))
        GROUP BY tbl, op
        """,
      arguments: [entry, entry])
    var counts: [String: ChangeCount] = [:]
    for row in rows {
      let table: String = row["tbl"]
      let number: Int = row["n"]
      var count = counts[table] ?? ChangeCount(entity: entityName(table))
      switch row["op"] as String {
      case "+": count.added += number
      case "~": count.changed += number
      default: count.removed += number
      }
      counts[table] = count
    }
    for (table, number) in bulkCounts where number > 0 {
      var count = counts[table] ?? ChangeCount(entity: entityName(table))
      count.added += number
      counts[table] = count
    }
    let ordered = LedgerTable.all.compactMap { counts[$0.name] }
    let logged =
      try Bool.fetchOne(
        db, sql: "SELECT EXISTS (SELECT 1 FROM undo_log WHERE entry_id = ?)", arguments: [entry])
      ?? false
    if ordered.isEmpty, !logged {
      try drop(db, entry: entry)
      return
    }
    try set(db, entry: entry, summary: ChangeCount.summary(ordered))
    try notify(db, String(entry))
  }

  /// Changes an entry of this role's (members may not update the journal themselves):
  /// its command line, account or summary where given, and marks it undone when asked.
  static func set(
    _ db: Database, entry: Int64, commandLine: String? = nil, account: EntityID? = nil,
    summary: String? = nil, undone: Bool = false
  ) throws {
    _ = try db.rows(
      sql: "SELECT ledger_journal_set(?::bigint, ?::text, ?::bigint, ?::text, ?::bigint <> 0)",
      arguments: [entry, commandLine, account?.rawValue, summary, undone])
  }

  /// Deletes an entry of this role's, with its undo log.
  static func drop(_ db: Database, entry: Int64) throws {
    _ = try db.rows(sql: "SELECT ledger_journal_drop(?::bigint)", arguments: [entry])
  }

  /// Tells the sessions listening on this ledger's channel (`ServerConnection`) of `notice`
  /// — an entry's id, or `undo ID` — when the transaction commits.
  private static func notify(_ db: Database, _ notice: String) throws {
    _ = try db.rows(
      sql: "SELECT pg_notify('ledgersh_' || 'journal'::regclass::oid, ?)", arguments: [notice])
  }

  static func entries(_ db: Database, limit: Int) throws -> [JournalEntry] {
    try Row.fetchAll(
      db,
      sql: """
        SELECT id, time, command_line, summary, undone, account_id FROM journal
        ORDER BY id DESC LIMIT ?
        """,
      arguments: [max(0, limit)]
    ).map(entry)
  }

  /// The entries newer than `id` written by other sessions, newest first.
  static func entries(_ db: Database, after id: Int64, notSession session: String) throws
    -> [JournalEntry]
  {
    try Row.fetchAll(
      db,
      sql: """
        SELECT id, time, command_line, summary, undone, account_id FROM journal
        WHERE id > ? AND session <> ? ORDER BY id DESC
        """,
      arguments: [id, session]
    ).map(entry)
  }

  /// Reverts this session's newest entry not yet undone (else, in a new session, the
  /// newest of the same database role) and returns it, marked undone.
  ///
  /// Refuses, changing nothing, when another session changed one of the same rows later:
  /// putting the old values back would overwrite that work.
  ///
  /// Refuses, too, an entry made in another account than `account` (nil: the default).
  static func undoLatest(_ db: Database, session: String, account: EntityID?) throws
    -> JournalEntry
  {
    // The journal's lock, not a row lock (FOR UPDATE needs the UPDATE privilege members do
    // not have): two undos of one entry take turns, and the second sees it undone.
    try JournalLock.take(db)
    guard
      let row = try Row.fetchOne(
        db,
        sql: """
          SELECT id, time, command_line, summary, undone, account_id, session FROM journal
          WHERE undone = 0 AND (session = ? OR (role = current_user AND NOT EXISTS (
            SELECT 1 FROM journal WHERE session = ? AND undone = 0)))
          ORDER BY id DESC LIMIT 1
          """,
        arguments: [session, session])
    else { throw StoreError(.notFound, "nothing to undo") }
    var undone = entry(row)
    try JournalAccountCheck.requireSame(
      undone, account: account, defaultAccount: { try LedgerQueries.accountID(db, nil) },
      name: {
        try String.fetchOne(
          db, sql: "SELECT name FROM accounts WHERE id = ?", arguments: [$0.rawValue])
      })
    let id = undone.id.rawValue
    let owner: String = row["session"]
    if let later = try Row.fetchOne(
      db,
      sql: """
        SELECT j.id, j.command_line, j.time, u.tbl, u.row_id FROM undo_log u
        JOIN journal j ON j.id = u.entry_id
        WHERE u.entry_id > ? AND j.undone = 0 AND j.session <> ?
          AND (u.tbl, u.row_id) IN (SELECT tbl, row_id FROM undo_log WHERE entry_id = ?)
        ORDER BY j.id LIMIT 1
        """,
      arguments: [id, owner, id])
    {
      let table: String = later["tbl"]
      let rowID: Int64 = later["row_id"]
      let command: String = later["command_line"]
      let time = Timestamp(millisecondsSince1970: later["time"])
      throw StoreError(
        .conflict,
        "cannot undo '\(undone.commandLine)': another session changed \(entityName(table)) "
          + "#\(rowID) after it ('\(command)' at \(PostgresConflict.clock(time))); "
          + "nothing changed")
    }
    _ = try db.rows(sql: "SET CONSTRAINTS ALL DEFERRED", arguments: [])
    let changes = try Row.fetchAll(
      db,
      sql:
        "SELECT tbl, op, row_id, old::text AS old FROM undo_log WHERE entry_id = ? ORDER BY id DESC",
      arguments: [id])
    for change in changes where (change["op"] as String) == "*" {
      if let (table, before) = bulkRange(change["old"]) {
        try refuseLaterRows(db, undone: undone, table: table, above: before)
      }
    }
    // The rows undo takes away or changes beyond its own log (a project's transactions that
    // its delete cascades to) are logged under a check entry while it runs, and must not be
    // any later change's work: undoing a project's add would delete the transactions
    // another session added to it since.
    let check = try UndoJournal.begin(
      db, commandLine: "undo check", time: undone.time, session: session, account: nil)
    // A row whose row-level security rule looks at another row (an attachment at its
    // item, a space at its project) cannot come back before that row does, and the log
    // runs children first. For a member, such a row waits, with every later change of
    // it, until a pass has put its parent back. (The owner is not bound by the rules.)
    var waiting = changes
    while !waiting.isEmpty {
      var still: [Row] = []
      var stillRows: Set<String> = []
      for change in waiting {
        let key = "\(change["tbl"] as String):\((change["row_id"] as Int64?) ?? 0)"
        if try stillRows.contains(key) || !replay(db, change) {
          still.append(change)
          stillRows.insert(key)
        }
      }
      guard still.count < waiting.count else {
        throw StoreError(
          .unavailable,
          "cannot undo '\(undone.commandLine)': the server's row-level security refuses to "
            + "put back \(entityName(still[0]["tbl"])) #\((still[0]["row_id"] as Int64?) ?? 0); "
            + "ask the ledger's owner to undo it")
      }
      waiting = still
    }
    _ = try db.rows(sql: "SET CONSTRAINTS ALL IMMEDIATE", arguments: [])
    try refuseLaterWork(db, undone: undone, check: check)
    _ = try db.rows(sql: "SELECT set_config('ledgersh.entry', '', true)", arguments: [])
    try drop(db, entry: check)
    if changes.contains(where: { ($0["op"] as String) == "*" }) {
      for statement in PostgresTotals.rebuild { try db.execute(sql: statement) }
    }
    try set(db, entry: id, undone: true)
    try notify(db, "undo \(id)")
    undone.isUndone = true
    return undone
  }

  /// The table and the id above which a bulk load's rows lie, from its `*` log row.
  private static func bulkRange(_ old: String?) -> (LedgerTable, Int64)? {
    let parts = (old ?? "").trimmingCharacters(in: CharacterSet(charactersIn: "\"")).split(
      separator: " ")
    guard parts.count == 2, let table = LedgerTable.all.first(where: { $0.name == parts[0] }),
      let before = Int64(parts[1])
    else { return nil }
    return (table, before)
  }

  /// The refusal of undoing `undone` because `later` (a journal row) added or changed
  /// `table`'s row `rowID` after it.
  private static func laterWork(_ undone: JournalEntry, _ later: Row, table: String, rowID: Int64)
    -> StoreError
  {
    let command: String = later["command_line"]
    let time = Timestamp(millisecondsSince1970: later["time"])
    return StoreError(
      .conflict,
      "cannot undo '\(undone.commandLine)': it would take away \(entityName(table)) "
        + "#\(rowID), which '\(command)' added or changed after it "
        + "(at \(PostgresConflict.clock(time))); undo that first, or leave it; nothing changed")
  }

  /// Refuses undoing a bulk load (`undone`) whose rows of `table` above `before` hold a row
  /// a later change (not undone) added or changed: deleting the load's rows would take it.
  private static func refuseLaterRows(
    _ db: Database, undone: JournalEntry, table: LedgerTable, above before: Int64
  ) throws {
    let id = undone.id.rawValue
    guard
      let later = try Row.fetchOne(
        db,
        sql: """
          SELECT j.command_line, j.time, u.row_id FROM undo_log u
          JOIN journal j ON j.id = u.entry_id
          WHERE u.entry_id > ? AND j.undone = 0 AND u.tbl = ?
            AND (u.row_id > ? OR u.op = '*')
          ORDER BY j.id LIMIT 1
          """,
        arguments: [id, table.name, before])
    else { return }
    throw laterWork(undone, later, table: table.name, rowID: (later["row_id"] as Int64?) ?? before)
  }

  /// Refuses the undo when the rows it took away or changed beyond its own log (logged
  /// under `check`, cascades among them) hold one a later change (not undone) added or
  /// changed.
  private static func refuseLaterWork(_ db: Database, undone: JournalEntry, check: Int64)
    throws
  {
    guard
      let later = try Row.fetchOne(
        db,
        sql: """
          SELECT j.command_line, j.time, s.tbl, s.row_id FROM undo_log s
          JOIN undo_log u ON u.tbl = s.tbl AND u.row_id = s.row_id
          JOIN journal j ON j.id = u.entry_id
          WHERE s.entry_id = ? AND s.op IN ('-', '~') AND u.entry_id > ? AND u.entry_id <> ?
            AND j.undone = 0
          ORDER BY j.id LIMIT 1
          """,
        arguments: [check, undone.id.rawValue, check])
    else { return }
    throw laterWork(undone, later, table: later["tbl"], rowID: later["row_id"])
  }

  /// The tables whose row-level security rule looks at another table's rows.
  private static let dependentTables: Set<String> = [
    "attachments", "vendor_defaults", "budgets", "spaces", "transaction_totals",
  ]

  /// Puts back one logged change; false when row-level security refuses to re-insert a
  /// row of a `dependentTables` table yet (its parent is not back), changing nothing.
  private static func replay(_ db: Database, _ change: Row) throws -> Bool {
    let name: String = change["tbl"]
    let op: String = change["op"]
    let rowID: Int64? = change["row_id"]
    let old: String? = change["old"]
    if op == "*" {
      // A bulk load: its rows lie above the ids the log names ("items 1200").
      guard let (table, before) = bulkRange(old) else { return true }
      // Not logged row by row under the check entry (`refuseLaterRows` looked first).
      _ = try db.rows(sql: "SELECT set_config('ledgersh.bulk', '1', true)", arguments: [])
      try db.execute(sql: "DELETE FROM \(table.name) WHERE id > ?", arguments: [before])
      _ = try db.rows(sql: "SELECT set_config('ledgersh.bulk', '', true)", arguments: [])
      return true
    }
    guard let table = LedgerTable.all.first(where: { $0.name == name }), let rowID else {
      return true
    }
    switch op {
    case "+":
      try db.execute(sql: "DELETE FROM \(table.name) WHERE id = ?", arguments: [rowID])
    case "-":
      let insert = """
        INSERT INTO \(table.name)(\(table.selection))
        SELECT \(table.selection) FROM jsonb_populate_record(NULL::\(table.name), ?::jsonb)
        """
      guard dependentTables.contains(table.name) else {
        try db.execute(sql: insert, arguments: [old])
        return true
      }
      try db.executeRaw("SAVEPOINT ledgersh_undo_row")
      do {
        try db.execute(sql: insert, arguments: [old])
      } catch let error as ServerError where error.state == "42501" {
        try db.executeRaw("ROLLBACK TO SAVEPOINT ledgersh_undo_row")
        try db.executeRaw("RELEASE SAVEPOINT ledgersh_undo_row")
        return false
      }
      try db.executeRaw("RELEASE SAVEPOINT ledgersh_undo_row")
    default:
      let columns = table.columns.joined(separator: ", ")
      try db.execute(
        sql: """
          UPDATE \(table.name) SET (\(columns)) = (
            SELECT \(columns) FROM jsonb_populate_record(NULL::\(table.name), ?::jsonb))
          WHERE id = ?
          """,
        arguments: [old, rowID])
    }
    return true
  }

  private static func entry(_ row: Row) -> JournalEntry {
    JournalEntry(
      id: EntityID(row["id"]), time: Timestamp(millisecondsSince1970: row["time"]),
      commandLine: row["command_line"], summary: row["summary"], isUndone: row["undone"],
      accountID: (row["account_id"] as Int64?).map(EntityID.init))
  }

  static func entityName(_ table: String) -> String {
    LedgerTable.all.first { $0.name == table }?.entity ?? table
  }
}
