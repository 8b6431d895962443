import Foundation
import LedgerCore
import LedgerSQL
import LedgerStore

/// The team backend: a ledger in a PostgreSQL database, shared by every session that opens
/// the same URL (postgres-nio, one connection per store).
///
/// Each command is one server transaction. Calls are serialised by a lock, so the store
/// can be shared between threads; `interrupt()` closes the connection under a running
/// statement, and the next call connects again.
public final class PostgresStore: Store, @unchecked Sendable {
  public let location: PostgresLocation
  public let dataDirectory: String?
  let server: ServerConnection
  private let clock: @Sendable () -> Timestamp
  /// This store's session, written into its journal entries.
  let session = UUID().uuidString
  private let lock = NSRecursiveLock()
  /// How deep the open server transaction is: 0 outside one, 1 in a command or a group,
  /// more in the savepoints of commands run inside them (a plugin's calls, a group's
  /// commands).
  var depth = 0
  /// Whether `interrupt()` was called, after which `close()` shares no files.
  ///
  /// Guarded by its own lock: `interrupt()` comes while a statement holds `lock`.
  private var interrupted = false
  private let interruptedLock = NSLock()
  /// The journal entry of the group `beginGroup()` opened, if any.
  var groupEntry: Int64?
  /// The rows bulk loads added inside the open group, by table, for its journal summary.
  var groupBulkCounts: [String: Int] = [:]
  /// Numbers the savepoints, so nested ones have names of their own.
  var savepointSerial = 0
  /// The account the session works in, recorded with each journal entry.
  let journalAccount = JournalAccount()

  private init(
    location: PostgresLocation, server: ServerConnection, dataDirectory: String?,
    clock: @escaping @Sendable () -> Timestamp
  ) {
    self.location = location
    self.server = server
    self.dataDirectory = dataDirectory
    self.clock = clock
  }

  /// Opens the ledger at a `postgresql://` URL, making its schema in an empty database.
  ///
  /// A database whose ledger schema is newer than this build is refused (`.newerSchema`)
  /// and left untouched. Attachments are kept in `dataDirectory` on this machine, and their
  /// bytes on the server for the other members (`SharedAttachmentFiles`).
  ///
  /// With `readOnly`, every transaction of the session is read-only: the server refuses any
  /// change (`.readOnly`), and a database without the current schema is refused, untouched.
  public static func open(
    url: String, environment: [String: String], dataDirectory: String?,
    readOnly: Bool = false, clock: @escaping @Sendable () -> Timestamp = { Timestamp.now() }
  ) throws -> PostgresStore {
    var location = try PostgresLocation(url: url, environment: environment)
    location.readOnly = readOnly
    let server = ServerConnection(location: location, environment: environment)
    try server.open()
    let store = PostgresStore(
      location: location, server: server, dataDirectory: dataDirectory, clock: clock)
    try PostgresMigrator.migrate(
      Database(server: server), server: server, location: location, now: clock())
    do {
      try server.listenForJournal()
    } catch {
      throw PostgresErrors.openingError(error, location: location)
    }
    store.shareFiles()
    return store
  }

  /// Closes the connection, first sharing the files this session placed in the data
  /// folder (by `import` or `copy`) unless it was interrupted.
  public func close() {
    if !interruptedLock.withLock({ interrupted }) { shareFiles() }
    server.close()
  }

  /// Whether the session was opened with `--read-only`: the server refuses every change.
  public var isReadOnly: Bool { location.readOnly }

  public func setJournalAccount(_ account: EntityID?) {
    journalAccount.id = account
  }

  public func interrupt() {
    interruptedLock.withLock { interrupted = true }
    server.interrupt()
  }

  /// Uploads the attachment files of this machine that the server lacks.
  ///
  /// Those are files attached before the server kept them (schema version 4), and those
  /// `import` and `copy` placed. A failure is left for the next session to retry: the
  /// files stay in the data folder.
  private func shareFiles() {
    guard dataDirectory != nil, !isInTransaction, !location.readOnly else { return }
    _ = try? readDatabase { try SharedAttachmentFiles.upload($0, dataDirectory: dataDirectory) }
  }

  // MARK: Helpers

  /// Runs `body` holding the store's lock (recursive: a command's nested calls take it too).
  func withLock<T>(_ body: () throws -> T) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }

  /// The store's clock, for its extensions.
  func clockNow() -> Timestamp { clock() }

  /// Runs reads on the connection, outside any transaction.
  func readDatabase<T>(_ body: (Database) throws -> T) throws -> T {
    lock.lock()
    defer { lock.unlock() }
    do {
      return try body(Database(server: server))
    } catch {
      if let lost = lostGroup() { throw lost }
      throw PostgresErrors.storeError(error, location: location)
    }
  }

  /// Runs reads in one read-only snapshot of the ledger.
  ///
  /// Inside an open transaction (a group, or a plugin's call within its command) the reads
  /// run in that transaction, which already sees one state of the ledger: a BEGIN there
  /// would fail, and its ROLLBACK would end the transaction the command's changes are in.
  func snapshotDatabase<T>(_ body: (Database) throws -> T) throws -> T {
    lock.lock()
    defer { lock.unlock() }
    let db = Database(server: server)
    if depth > 0 {
      do {
        return try body(db)
      } catch {
        if let lost = lostGroup() { throw lost }
        throw PostgresErrors.storeError(error, location: location)
      }
    }
    do {
      try db.executeRaw("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
      server.transactionBegan()
      defer { server.transactionEnded() }
      let result = try body(db)
      try db.executeRaw("COMMIT")
      return result
    } catch {
      try? db.executeRaw("ROLLBACK")
      throw PostgresErrors.storeError(error, location: location)
    }
  }

  /// Runs `body` in one read-write transaction: committed when it returns, rolled back
  /// when it throws (its error rethrown, server errors as `StoreError`s).
  ///
  /// Inside an open transaction (a group, or a command running another), `body` runs in a
  /// savepoint of it instead: it fails alone, and commits with the outer transaction.
  func write<T>(_ body: (Database) throws -> T) throws -> T {
    lock.lock()
    defer { lock.unlock() }
    let db = Database(server: server)
    if depth > 0 { return try inSavepoint(db, body) }
    do {
      try db.executeRaw("BEGIN")
    } catch {
      throw PostgresErrors.storeError(error, location: location)
    }
    depth = 1
    server.transactionBegan()
    defer {
      depth = 0
      server.transactionEnded()
    }
    do {
      let result = try body(db)
      try db.executeRaw("COMMIT")
      return result
    } catch {
      try? db.executeRaw("ROLLBACK")
      if error is StoreError { throw error }
      if error is ServerError { throw PostgresErrors.storeError(error, location: location) }
      throw error
    }
  }

  // MARK: Accounts

  // MARK: Projects

  // MARK: Budget

  // MARK: Transactions

  // MARK: Reports

  // MARK: Items

  // MARK: Spaces

  /// A team ledger lives on the server: its copy is `ledgersh copy` or pg_dump.
  public func backup(to path: String, progress: ((_ done: Int, _ total: Int) -> Void)?) throws {
    throw StoreError(
      .invalid,
      "a team ledger is backed up from its server: 'ledgersh copy --from "
        + "postgresql://… --to \(path)' makes a ledger file of it, attachments included, "
        + "and pg_dump copies the database")
  }

  // MARK: Vendors and attachments

  public func attachmentPath(_ attachment: Attachment) -> String? {
    guard dataDirectory != nil else { return nil }
    return try? readDatabase { localPath(of: attachment, $0) }
  }

  /// The attachment's file in this machine's data folder, fetched from the server first
  /// when it is missing or not the size recorded (another member's attachment; a cached
  /// copy cut short or overwritten).
  func localPath(of attachment: Attachment, _ db: Database) -> String? {
    guard let dataDirectory else { return nil }
    let path = URL(fileURLWithPath: dataDirectory).appendingPathComponent(
      attachment.relativePath
    ).path
    let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber
    if size?.int64Value != attachment.byteCount {
      if size != nil { try? FileManager.default.removeItem(atPath: path) }
      _ = try? SharedAttachmentFiles.fetch(db, attachment, into: path)
    }
    return path
  }

  // MARK: Search, completion, counts

  public func search(_ text: String, limit: Int) throws -> [SearchHit] {
    try readDatabase { try PostgresSearch.search($0, text, limit: limit) }
  }

  public func search(_ query: SearchQuery) throws -> [SearchSection] {
    try readDatabase { try PostgresSearch.search($0, query) }
  }

  // MARK: Whole ledger

  public func forEachRecord(
    of kinds: Set<LedgerRecord.Kind>, _ body: (LedgerRecord) throws -> Void
  ) throws {
    try snapshotDatabase { db in
      let decoder = RecordDecoder(currencies: try AccountCurrencies.fetch(db))
      for (kind, table) in zip(LedgerRecord.Kind.allCases, LedgerTable.recordTables)
      where kinds.contains(kind) {
        // A page at a time, so a million rows never sit in memory at once.
        var after: Int64 = 0
        while true {
          let records = try db.all(
            """
            SELECT \(raw: table.selection)\(raw: RecordDecoder.recordColumns(of: table)) \
            FROM \(raw: table.name) WHERE id > \(after) ORDER BY id LIMIT 5000
            """
          ) { row in (id: row.int64(0), record: decoder.record(row, table: table)) }
          for (_, record) in records {
            // An export or a copy carries the files: this machine's copies come first.
            if case .attachment(let attachment) = record { _ = localPath(of: attachment, db) }
            try body(record)
          }
          guard records.count == 5000, let last = records.last?.id else { break }
          after = last
        }
      }
    }
  }

  // MARK: Vendor defaults (settings)

  // MARK: Live sessions

  // The marker's version counts the connection's journal notices (`JournalNotices`): while
  // it is unchanged and the connection listens, nothing was committed elsewhere, and the
  // journal is not read.

  public func changeMarker() throws -> ChangeMarker {
    try readDatabase { db in
      let wakes = try server.connectedJournalWakes() ?? 0
      return ChangeMarker(version: wakes, lastEntryID: try Self.lastEntry(db))
    }
  }

  public func changes(since marker: ChangeMarker, limit: Int) throws -> LedgerChanges {
    if let wakes = server.journalWakes(), wakes == marker.version {
      return LedgerChanges(marker: marker, isChanged: false, entries: [], entryCount: 0)
    }
    return try readDatabase { db in
      // Read before the journal: a notice arriving meanwhile is news for the next call.
      let wakes = try server.connectedJournalWakes() ?? 0
      let now = ChangeMarker(version: wakes, lastEntryID: try Self.lastEntry(db))
      let foreign = try UndoJournal.entries(
        db, after: marker.lastEntryID, notSession: session)
      // This session's own commands moved the journal too: they are no news.
      let undone = server.journalNotices.undone(after: marker.version, upTo: wakes)
      var undoSeen = false
      if !undone.isEmpty {
        undoSeen =
          try db.value(
            """
            SELECT EXISTS (SELECT 1 FROM journal WHERE id IN (SELECT value FROM ledger_ids(\(SQL.jsonArray(undone.map(EntityID.init))))))
            """, as: Bool.self) ?? false
      }
      // A grant or revoke: the account list, and what the session shows, may have changed.
      let grants = server.journalNotices.grantsChanged(after: marker.version, upTo: wakes)
      return LedgerChanges(
        marker: now, isChanged: !foreign.isEmpty || undoSeen || grants,
        entries: Array(foreign.prefix(max(0, limit))), entryCount: foreign.count)
    }
  }

  /// The newest journal entry's id, 0 in an empty journal.
  private static func lastEntry(_ db: Database) throws -> Int64 {
    try db.value("SELECT coalesce(max(id), 0) FROM journal", as: Int64.self) ?? 0
  }

  // MARK: Writing

  /// The shared writer over `db`, with this backend's hooks.
  func writer(_ db: Database, now: Timestamp) -> SQLWriter {
    SQLWriter(
      db: db, now: now, dataDirectory: dataDirectory, hooks: PostgresWriterHooks(session: session))
  }

  public func perform<T>(_ commandLine: String, _ body: (any LedgerWriter) throws -> T) throws
    -> T
  {
    let now = clock()
    if isInTransaction {
      // A group's command, or a plugin's call: recorded in the open journal entry.
      return try write { db in
        try body(ValidatingWriter(writer(db, now: now)))
      }
    }
    return try write { db in
      let entry = try UndoJournal.begin(
        db, commandLine: commandLine, time: now, session: session, account: journalAccount.id)
      let result = try body(ValidatingWriter(writer(db, now: now)))
      try UndoJournal.finish(db, entry: entry, bulkCounts: [:])
      return result
    }
  }

  public func performBulk<T>(
    _ commandLine: String, expectedRows: Int, _ body: (any BulkLoader) throws -> T
  ) throws -> T {
    // Inside a group the load is a savepoint recorded in the group's journal entry (also
    // within the savepoint the shell runs each of the group's commands in); inside another
    // command (a plugin's call) it is refused, as on SQLite.
    let group: Int64? = try withLock {
      guard depth == 0 || groupEntry != nil else {
        throw StoreError(
          .conflict, "a bulk load (demo, import) cannot run inside another command")
      }
      return groupEntry
    }
    let now = clock()
    return try write { db in
      let entry =
        try group
        ?? UndoJournal.begin(
          db, commandLine: commandLine, time: now, session: session, account: journalAccount.id)
      _ = try db.rows("SELECT set_config('ledgersh.bulk', '1', true)")
      let loader = try PostgresBulkLoader(db: db)
      let result = try body(StoreErrorBulkLoader(loader: loader, location: location))
      try loader.flush()
      _ = try db.rows("SELECT set_config('ledgersh.bulk', '', true)")
      var counts: [String: Int] = [:]
      for (table, before) in [
        (LedgerTable.transactions, loader.transactionsBefore), (.items, loader.itemsBefore),
      ] {
        let loaded = loader.loaded[table.name] ?? 0
        guard loaded > 0 else { continue }
        counts[table.name] = loaded
        try db.execute(
          """
          INSERT INTO undo_log(entry_id, tbl, op, row_id, old)
          VALUES (\(entry), \(table.name), '*', NULL, \("\"\(table.name) \(before)\"")::jsonb)
          """)
      }
      if counts[LedgerTable.transactions.name] != nil {
        for statement in PostgresTotals.rebuild { try db.executeRaw(statement) }
      }
      // A group's entry is finished by its commit (which counts its rows then).
      if group == nil {
        try UndoJournal.finish(db, entry: entry, bulkCounts: counts)
      } else {
        groupBulkCounts.merge(counts, uniquingKeysWith: +)
      }
      return result
    }
  }

  public func journal(limit: Int) throws -> [JournalEntry] {
    try readDatabase { try UndoJournal.entries($0, limit: limit) }
  }

  public func undo() throws -> JournalEntry {
    guard !isInTransaction else {
      throw StoreError(
        .conflict, "undo cannot run inside a group: 'commit' or 'rollback' the group first")
    }
    return try write { db in
      try UndoJournal.undoLatest(db, session: session, account: journalAccount.id)
    }
  }
}

extension PostgresStore: SQLLedgerReading {
  /// A lookup is one statement: outside any transaction, as other reads.
  public func lookup<T>(_ body: (any SQLConnection) throws -> T) throws -> T {
    try readDatabase(body)
  }

  public func read<T>(_ body: (any SQLConnection) throws -> T) throws -> T {
    try readDatabase(body)
  }

  public func snapshot<T>(_ body: (any SQLConnection) throws -> T) throws -> T {
    try snapshotDatabase(body)
  }
}
