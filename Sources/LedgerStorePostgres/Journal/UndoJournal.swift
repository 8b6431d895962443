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
    let entry = try db.insert(
      """
      INSERT INTO journal(time, command_line, session, account_id)
      VALUES (\(time), \(commandLine), \(session), \(account))
      """)
    _ = try db.rows(
      "SELECT set_config('ledgersh.entry', \(String(entry)), true)")
    return entry
  }

  /// Ends recording; drops the entry when the command changed nothing, and tells other
  /// sessions (NOTIFY) when it did.
  static func finish(_ db: Database, entry: Int64, bulkCounts: [String: Int]) throws {
    _ = try db.rows("SELECT set_config('ledgersh.entry', '', true)")
    let rows = try db.rows(
      """
      SELECT tbl, op, count(DISTINCT row_id) AS n FROM undo_log
      WHERE entry_id = \(entry) AND op IN ('+', '~', '-')
        AND NOT (op = '~' AND (tbl, row_id) IN (
          SELECT tbl, row_id FROM undo_log WHERE entry_id = \(entry) AND op = '+'))
      GROUP BY tbl, op
      """)
    let ordered = JournalSummary.counts(
      logged: rows.map { (table: $0["tbl"], op: $0["op"], number: $0["n"]) },
      bulk: bulkCounts)
    let logged =
      try db.value(
        "SELECT EXISTS (SELECT 1 FROM undo_log WHERE entry_id = \(entry))", as: Bool.self)
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
      "SELECT ledger_journal_set(\(entry)::bigint, \(commandLine)::text, \(account?.rawValue)::bigint, \(summary)::text, \(undone)::bigint <> 0)"
    )
  }

  /// Deletes an entry of this role's, with its undo log.
  static func drop(_ db: Database, entry: Int64) throws {
    _ = try db.rows("SELECT ledger_journal_drop(\(entry)::bigint)")
  }

  /// Tells the sessions listening on this ledger's channel (`ServerConnection`) of `notice`
  /// — an entry's id, or `undo ID` — when the transaction commits.
  private static func notify(_ db: Database, _ notice: String) throws {
    _ = try db.rows(
      "SELECT pg_notify('ledgersh_' || 'journal'::regclass::oid, \(notice))")
  }

  static func entries(_ db: Database, limit: Int) throws -> [JournalEntry] {
    try db.rows(
      """
      SELECT id, time, command_line, summary, undone, account_id FROM journal
      ORDER BY id DESC LIMIT \(max(0, limit))
      """
    ).map(entry)
  }

  /// The entries newer than `id` written by other sessions, newest first.
  static func entries(_ db: Database, after id: Int64, notSession session: String) throws
    -> [JournalEntry]
  {
    try db.rows(
      """
      SELECT id, time, command_line, summary, undone, account_id FROM journal
      WHERE id > \(id) AND session <> \(session) ORDER BY id DESC
      """
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
      let row = try db.rows(
        """
        SELECT id, time, command_line, summary, undone, account_id, session FROM journal
        WHERE undone = 0 AND (session = \(session) OR (role = current_user AND NOT EXISTS (
          SELECT 1 FROM journal WHERE session = \(session) AND undone = 0)))
        ORDER BY id DESC LIMIT 1
        """
      ).first
    else { throw StoreError(.notFound, "nothing to undo") }
    var undone = entry(row)
    try JournalAccountCheck.requireSame(
      undone, account: account, defaultAccount: { try LedgerQueries.accountID(db, nil) },
      name: {
        try db.value("SELECT name FROM accounts WHERE id = \($0.rawValue)", as: String.self)
      })
    let id = undone.id.rawValue
    let owner: String = row["session"]
    if let later = try db.rows(
      """
      SELECT j.id, j.command_line, j.time, u.tbl, u.row_id FROM undo_log u
      JOIN journal j ON j.id = u.entry_id
      WHERE u.entry_id > \(id) AND j.undone = 0 AND j.session <> \(owner)
        AND (u.tbl, u.row_id) IN (SELECT tbl, row_id FROM undo_log WHERE entry_id = \(id))
      ORDER BY j.id LIMIT 1
      """
    ).first {
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
    _ = try db.rows("SET CONSTRAINTS ALL DEFERRED")
    let changes = try db.rows(
      "SELECT tbl, op, row_id, old::text AS old FROM undo_log WHERE entry_id = \(id) ORDER BY id DESC"
    )
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
    _ = try db.rows("SET CONSTRAINTS ALL IMMEDIATE")
    try refuseLaterWork(db, undone: undone, check: check)
    _ = try db.rows("SELECT set_config('ledgersh.entry', '', true)")
    try drop(db, entry: check)
    if changes.contains(where: { ($0["op"] as String) == "*" }) {
      for statement in PostgresTotals.rebuild { try db.executeRaw(statement) }
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
      let later = try db.rows(
        """
        SELECT j.command_line, j.time, u.row_id FROM undo_log u
        JOIN journal j ON j.id = u.entry_id
        WHERE u.entry_id > \(id) AND j.undone = 0 AND u.tbl = \(table.name)
          AND (u.row_id > \(before) OR u.op = '*')
        ORDER BY j.id LIMIT 1
        """
      ).first
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
      let later = try db.rows(
        """
        SELECT j.command_line, j.time, s.tbl, s.row_id FROM undo_log s
        JOIN undo_log u ON u.tbl = s.tbl AND u.row_id = s.row_id
        JOIN journal j ON j.id = u.entry_id
        WHERE s.entry_id = \(check) AND s.op IN ('-', '~') AND u.entry_id > \(undone.id.rawValue) AND u.entry_id <> \(check)
          AND j.undone = 0
        ORDER BY j.id LIMIT 1
        """
      ).first
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
      _ = try db.rows("SELECT set_config('ledgersh.bulk', '1', true)")
      try db.execute("DELETE FROM \(raw: table.name) WHERE id > \(before)")
      _ = try db.rows("SELECT set_config('ledgersh.bulk', '', true)")
      return true
    }
    guard let table = LedgerTable.all.first(where: { $0.name == name }), let rowID else {
      return true
    }
    switch op {
    case "+":
      try db.execute("DELETE FROM \(raw: table.name) WHERE id = \(rowID)")
    case "-":
      let insert: SQL = """
        INSERT INTO \(raw: table.name)(\(raw: table.selection))
        SELECT \(raw: table.selection) FROM jsonb_populate_record(NULL::\(raw: table.name), \(old)::jsonb)
        """
      guard dependentTables.contains(table.name) else {
        try db.execute(insert)
        return true
      }
      try db.executeRaw("SAVEPOINT ledgersh_undo_row")
      do {
        try db.execute(insert)
      } catch let error as ServerError where error.state == "42501" {
        try db.executeRaw("ROLLBACK TO SAVEPOINT ledgersh_undo_row")
        try db.executeRaw("RELEASE SAVEPOINT ledgersh_undo_row")
        return false
      }
      try db.executeRaw("RELEASE SAVEPOINT ledgersh_undo_row")
    default:
      let columns = table.columns.joined(separator: ", ")
      try db.execute(
        """
        UPDATE \(raw: table.name) SET (\(raw: columns)) = (
          SELECT \(raw: columns) FROM jsonb_populate_record(NULL::\(raw: table.name), \(old)::jsonb))
        WHERE id = \(rowID)
        """)
    }
    return true
  }

  private static func entry(_ row: Row) -> JournalEntry {
    JournalEntry(
      id: EntityID(row["id"]), time: Timestamp(millisecondsSince1970: row["time"]),
      commandLine: row["command_line"], summary: row["summary"], isUndone: row["undone"],
      accountID: (row["account_id"] as Int64?).map(EntityID.init))
  }

  static func entityName(_ table: String) -> String { JournalSummary.entityName(table) }
}
