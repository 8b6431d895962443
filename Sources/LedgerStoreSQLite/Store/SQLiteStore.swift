import FilePaths
import Foundation
import GRDB
import LedgerCore
import LedgerSQL
import LedgerStore
import Synchronization

/// The embedded default backend: a ledger in one SQLite file (WAL, FTS5), via GRDB.
///
/// Several processes may share one file: writes take the lock up front (IMMEDIATE
/// transactions) and wait up to `busyTimeout` for each other.
public final class SQLiteStore: Store {
  /// How long a command waits for another process's write to finish.
  public static let busyTimeout: TimeInterval = 10

  let writer: any DatabaseWriter
  /// The ledger file's path, or ":memory:".
  public let path: String
  public let dataDirectory: String?
  let clock: @Sendable () -> Timestamp
  /// The journal entries this store wrote, which are not news to its own session.
  let ownEntries = OwnJournalEntries()
  /// The group `beginGroup()` opened, if any.
  let openGroup = OpenGroup()

  public let isReadOnly: Bool
  /// Set by `close()`, which runs once.
  let closing = RunOnce()
  /// Whether `interrupt()` was called since the running backup started: it stops between
  /// its steps, which SQLite's interrupt does not reach.
  let backupInterrupted = Atomic<Bool>(false)
  /// The command open on this store, which nested `perform` calls join.
  let openCommand = OpenCommand()
  /// Whether the connection has made the triggers every write needs (since schema v10).
  let connectionTriggers = ConnectionTriggers()
  /// The account the session works in, recorded with each journal entry.
  let journalAccount = JournalAccount()

  private init(
    writer: any DatabaseWriter, path: String, dataDirectory: String?,
    clock: @escaping @Sendable () -> Timestamp, isReadOnly: Bool
  ) {
    self.writer = writer
    self.path = path
    self.dataDirectory = dataDirectory
    self.clock = clock
    self.isReadOnly = isReadOnly
  }

  public func setJournalAccount(_ account: EntityID?) {
    journalAccount.id = account
  }

  /// Interrupts whatever statement runs now on any of the ledger's connections.
  public func interrupt() {
    backupInterrupted.store(true, ordering: .relaxed)
    writer.interrupt()
  }

  // MARK: Opening

  /// Where the ledger lives unless `--db` says otherwise: `$LEDGERSH_DB`, else
  /// `$XDG_DATA_HOME/ledgersh/ledger.db`, else `~/.local/share/ledgersh/ledger.db`.
  public static func defaultPath(environment: [String: String]) -> String {
    if let path = environment["LEDGERSH_DB"], !path.isEmpty { return path }
    if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
      return data + "/ledgersh/ledger.db"
    }
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
    return home + "/.local/share/ledgersh/ledger.db"
  }

  /// Opens the ledger at `path`, creating it (and its folder) if there is none.
  ///
  /// A new file is created with mode 0600. A file that is not a ledger, is damaged or
  /// comes from a newer ledgersh is refused (`StoreError` kinds `.notALedger`,
  /// `.corrupt`, `.newerSchema`) and left byte-for-byte untouched. With `readOnly`, or
  /// when the user cannot write the file or its folder, the ledger opens read-only
  /// (`isReadOnly`) and nothing is created beside it.
  public static func open(
    path: String, readOnly: Bool = false,
    clock: @escaping @Sendable () -> Timestamp = { Timestamp.now() }
  ) throws -> SQLiteStore {
    let state = try LedgerFileInspector.inspect(path: path)
    if readOnly || LedgerFileInspector.isReadOnlyForUser(path: path) {
      return try openReadOnly(path: path, state: state, clock: clock)
    }
    let folder = absoluteFolder(of: path)
    if !isDirectory(folder) {
      do {
        try FileManager.default.createDirectory(
          atPath: folder, withIntermediateDirectories: true,
          attributes: [.posixPermissions: 0o700])
      } catch {
        throw StoreError(
          .unavailable, "cannot create the folder '\(folder)': \(error.localizedDescription)")
      }
    }
    try createFileIfMissing(path)
    var configuration = Self.configuration()
    configuration.busyMode = .timeout(busyTimeout)
    // A group (`beginGroup`) keeps its transaction open between commands.
    configuration.allowsUnsafeTransactions = true
    // One connection, not a pool: a session runs one command at a time, and reads run in
    // a read transaction of their own (`read`). A pool's reader connection parsed the
    // whole schema a second time, and opening a pool wrote to the ledger (GRDB creates and
    // drops a table whenever the -wal file is empty, as it is after every close), so even
    // `projects` took the write lock and synced the disk four times.
    let queue: DatabaseQueue
    do {
      queue = try DatabaseQueue(path: path, configuration: configuration)
    } catch {
      throw StoreError.from(error, path: path)
    }
    do {
      // A ledger that other processes are creating at this moment may answer "busy" at
      // once, without waiting: a connection that read the empty file and then asks to
      // write would deadlock with the one creating it, so SQLite refuses rather than waits.
      // Trying again after that one finished is what waiting would have done.
      let facts = try retryingWhileBusy {
        try queue.writeWithoutTransaction { db in
          // Write-ahead logging, so that other processes read while one writes. The mode
          // is kept in the file: on a ledger already in it, this writes nothing.
          let mode = try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL")
          guard mode?.lowercased() == "wal" else {
            throw StoreError(.unavailable, "cannot open '\(path)' in write-ahead-log mode")
          }
          // A command is on disk when it returns, as with the sqlite3 shell (FULL is
          // SQLite's default; a pool would have set NORMAL, which may lose the last
          // commands on a power cut).
          try db.execute(sql: "PRAGMA synchronous = FULL")
          // Statement journals (one per command's savepoint) in memory: in a temporary file
          // they cost two dozen writes a `tx add` in a `-1` script, a tenth of its time.
          try db.execute(sql: "PRAGMA temp_store = MEMORY")
          // One statement, so one read that sees the write-ahead log as well as the header.
          return try LedgerSchemaFacts.read(db)
        }
      }
      // A current ledger needs no migration machinery; anything else is checked again
      // and migrated under one write lock (see LedgerMigrations).
      if !facts.isCurrentLedger {
        let migrations = LedgerSchema.migrations(now: clock())
        try retryingWhileBusy {
          try queue.writeWithoutTransaction { db in try migrations.migrate(db, path: path) }
        }
      }
    } catch {
      try? queue.close()
      throw StoreError.from(error, path: path)
    }
    return SQLiteStore(
      writer: queue, path: path, dataDirectory: folder, clock: clock, isReadOnly: false)
  }

  /// Opens an existing current ledger without writing anything, not even beside it.
  private static func openReadOnly(
    path: String, state: LedgerFileState, clock: @escaping @Sendable () -> Timestamp
  ) throws -> SQLiteStore {
    guard case .ledger(let version) = state else {
      throw StoreError(.unavailable, "there is no ledger at '\(path)' to open read-only")
    }
    guard version == LedgerSchema.version else {
      throw StoreError(
        .unavailable,
        "'\(path)' is a ledger of schema \(version), which this ledgersh upgrades to "
          + "\(LedgerSchema.version) on opening; a read-only open cannot, so open it once "
          + "with write access")
    }
    var configuration = Self.configuration()
    configuration.readonly = true
    configuration.busyMode = .timeout(busyTimeout)
    // A group on a read-only ledger is a read transaction kept open between commands.
    configuration.allowsUnsafeTransactions = true
    // Without a write-ahead log, a file no one may write holds everything for good:
    // `immutable` reads it without creating -wal and -shm files (which SQLite would leave
    // behind, unwritable, in a folder the user can write). A file someone may write, in a
    // folder where SQLite can keep the log's index, is read through the log, so that each
    // command sees what other sessions committed since: `immutable` would read it as it
    // was once, forever.
    let walExists = FileManager.default.fileExists(atPath: path + "-wal")
    let followsWriters = mayBeWritten(path) && access(absoluteFolder(of: path), W_OK) == 0
    let location =
      walExists || followsWriters
      ? path : URL(fileURLWithPath: path).absoluteString + "?immutable=1"
    do {
      let queue = try DatabaseQueue(path: location, configuration: configuration)
      let facts = try queue.read(LedgerSchemaFacts.read)
      guard facts.isCurrentLedger else {
        try? queue.close()
        if facts.version > LedgerSchema.version {
          throw StoreError.newerSchema(path, version: facts.version)
        }
        throw StoreError(
          .unavailable, "'\(path)' changed while it was opened read-only; try again")
      }
      return SQLiteStore(
        writer: queue, path: path,
        dataDirectory: absoluteFolder(of: path),
        clock: clock, isReadOnly: true)
    } catch let error as DatabaseError where StoreError.isUnreadableLog(error, path: path) {
      throw StoreError.unreadableLog(path)
    } catch {
      throw StoreError.from(error, path: path)
    }
  }

  /// Whether a process may write the file at `path`: this user can, or its permissions
  /// let someone, on a file system mounted for writing.
  static func mayBeWritten(_ path: String) -> Bool {
    var fileSystem = statvfs()
    if statvfs(path, &fileSystem) == 0, fileSystem.f_flag & UInt(ST_RDONLY) != 0 {
      return false
    }
    if access(path, W_OK) == 0 { return true }
    var status = stat()
    guard stat(path, &status) == 0 else { return true }
    return status.st_mode & 0o222 != 0
  }

  /// Runs `body` again, with growing pauses, while it fails with SQLITE_BUSY, for at most
  /// `busyTimeout` seconds; any other error, or the last busy one, is thrown.
  static func retryingWhileBusy<T>(_ body: () throws -> T) throws -> T {
    let deadline = Date().addingTimeInterval(busyTimeout)
    var pause: useconds_t = 1_000
    while true {
      do {
        return try body()
      } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY {
        guard Date() < deadline else { throw error }
        usleep(pause)
        pause = min(pause * 2, 50_000)
      }
    }
  }

  /// The connection settings every file-backed ledger uses.
  private static func configuration() -> Configuration {
    var configuration = Configuration()
    configuration.foreignKeysEnabled = true
    configuration.label = "ledgersh"
    configuration.prepareDatabase { db in LedgerFunctions.register(db) }
    return configuration
  }

  /// The folder holding `path`, made absolute against the current folder, as
  /// `URL(fileURLWithPath:).deletingLastPathComponent()` gives it but without Foundation's
  /// URL, whose first use costs a tenth of `ledgersh -c projects`.
  static func absoluteFolder(of path: String) -> String {
    let folder = PathText.folder(of: path)
    if folder.hasPrefix("/") { return folder }
    let current = FileManager.default.currentDirectoryPath
    guard !folder.isEmpty else { return current }
    return current.hasSuffix("/") ? current + folder : current + "/" + folder
  }

  /// Whether `path` is a folder (following symbolic links).
  private static func isDirectory(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

  /// Creates an empty file with mode 0600 unless one exists; never replaces one that
  /// another process created a moment ago (as a write-and-rename would).
  private static func createFileIfMissing(_ path: String) throws {
    let descriptor = Foundation.open(path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
    if descriptor >= 0 {
      Foundation.close(descriptor)
    } else if errno != EEXIST {
      throw StoreError(.unavailable, "cannot create '\(path)': \(String(cString: strerror(errno)))")
    }
  }

  /// A private ledger in memory, for tests; attachments go to `dataDirectory` if given.
  public static func inMemory(
    dataDirectory: String? = nil,
    clock: @escaping @Sendable () -> Timestamp = { Timestamp.now() }
  ) throws -> SQLiteStore {
    var configuration = Configuration()
    configuration.foreignKeysEnabled = true
    configuration.allowsUnsafeTransactions = true
    configuration.prepareDatabase { db in LedgerFunctions.register(db) }
    do {
      let queue = try DatabaseQueue(configuration: configuration)
      let migrations = LedgerSchema.migrations(now: clock())
      try queue.writeWithoutTransaction { db in try migrations.migrate(db, path: ":memory:") }
      return SQLiteStore(
        writer: queue, path: ":memory:", dataDirectory: dataDirectory, clock: clock,
        isReadOnly: false)
    } catch {
      throw StoreError.from(error, path: ":memory:")
    }
  }

  // MARK: Helpers

  /// Reads on the writer connection: in a read transaction of its own, or inside the
  /// running command's or group's transaction, so that their own changes show.
  ///
  /// Not on one of the pool's reader connections: opening one parses the whole schema
  /// again (about 10 million instructions, a third of what `ledgersh -c projects` costs),
  /// and a session runs one command at a time. A deferred transaction reads one snapshot,
  /// as a reader connection would, and never blocks another process's writes (WAL).
  func readDatabase<T>(_ body: (Database) throws -> T) throws -> T {
    if openGroup.entry != nil { return try lookupDatabase(body) }
    do {
      return try writer.unsafeReentrantWrite { db in
        if db.isInsideTransaction { return try body(db) }
        // Prepared once per connection: a script reads several times a line.
        try db.execute(cachedSQL: "BEGIN DEFERRED TRANSACTION")
        do {
          let value = try body(db)
          try db.execute(cachedSQL: "COMMIT TRANSACTION")
          return value
        } catch {
          try? db.execute(sql: "ROLLBACK TRANSACTION")
          throw error
        }
      }
    } catch {
      throw StoreError.from(error, path: path)
    }
  }

  /// Runs a lookup of one row by id or name on the writer connection, as a single
  /// statement in autocommit mode (inside the current command's transaction, if any).
  ///
  /// One statement needs no read transaction to be consistent, and GRDB's pool read
  /// (a reader connection, SAVEPOINT, RELEASE, schema check) cost as much as the lookup
  /// itself: a script of `tx add` does three of these per line.
  func lookupDatabase<T>(_ body: (Database) throws -> T) throws -> T {
    do {
      return try writer.unsafeReentrantWrite(body)
    } catch {
      throw StoreError.from(error, path: path)
    }
  }

  // MARK: Accounts

  // MARK: Projects

  // MARK: Budget

  // MARK: Transactions

  // MARK: Reports

  // MARK: Items

  /// The SQL that `items(query)` (or `itemGroups(query)` when `grouped`) runs, with its
  /// values written in as SQLite literals: for timing the same statement in sqlite3.
  public func literalSQL(items query: ItemQuery, grouped: Bool) throws -> String {
    let statement =
      grouped
      ? LedgerQueries.itemGroupsStatement(query, dialect: .sqlite)
      : LedgerQueries.itemsStatement(query, dialect: .sqlite)
    let (sql, values) = statement.rendered(for: .sqlite)
    let arguments = SQLiteConnection.arguments(values)
    let count = sql.filter { $0 == "?" }.count
    guard count > 0 else { return sql }
    let quoting = "SELECT " + (1...count).map { "quote(?\($0))" }.joined(separator: ", ")
    let literals = try readDatabase { db in
      try Row.fetchOne(db, sql: quoting, arguments: arguments).map { row in
        (0..<count).map { row[$0] as String }
      } ?? []
    }
    var result = ""
    var next = literals.makeIterator()
    for character in sql {
      if character == "?", let literal = next.next() {
        result += literal
      } else {
        result.append(character)
      }
    }
    return result
  }

  // MARK: Spaces

  // MARK: Vendors and attachments

  public func attachmentPath(_ attachment: Attachment) -> String? {
    guard let dataDirectory else { return nil }
    return URL(fileURLWithPath: dataDirectory).appendingPathComponent(attachment.relativePath)
      .path
  }

  // MARK: Search, completion, counts

  public func search(_ text: String, limit: Int) throws -> [SearchHit] {
    try readDatabase { db in
      try indexPending(db)
      return try LedgerSearch.search(db, text, limit: limit)
    }
  }

  public func search(_ query: SearchQuery) throws -> [SearchSection] {
    try readDatabase { db in
      try indexPending(db)
      return try LedgerSearch.search(db, query)
    }
  }

  /// Indexes the rows the running command or group wrote, before a search inside it reads
  /// the index (`SearchIndex.connectionTriggers`); outside a transaction there are none.
  private func indexPending(_ db: Database) throws {
    guard connectionTriggers.isInstalled, db.isInsideTransaction, !isReadOnly else { return }
    try SearchIndex.indexPending(db)
  }

  // MARK: Whole ledger

  public func forEachRecord(
    of kinds: Set<LedgerRecord.Kind>, _ body: (LedgerRecord) throws -> Void
  ) throws {
    try read { db in
      let decoder = RecordDecoder(currencies: try AccountCurrencies.fetch(db))
      for (kind, table) in zip(LedgerRecord.Kind.allCases, LedgerTable.recordTables)
      where kinds.contains(kind) {
        try db.each(
          """
          SELECT \(raw: table.selection)\(raw: RecordDecoder.recordColumns(of: table)) \
          FROM \(raw: table.name) ORDER BY id
          """
        ) { row in
          try body(decoder.record(row, table: table))
          return true
        }
      }
    }
  }

  // MARK: Writing

  public func perform<T>(_ commandLine: String, _ body: (any LedgerWriter) throws -> T) throws
    -> T
  {
    try requireWritable()
    let now = clock()
    if openGroup.entry != nil {
      return try inGroup { db in
        try body(
          ValidatingWriter(
            SQLWriter(db: SQLiteConnection(db), now: now, dataDirectory: dataDirectory)))
      }
    }
    if openCommand.isOpen { return try performNested(now: now, body) }
    do {
      return try openCommand.run {
        var result: T?
        try writer.writeWithoutTransaction { db in
          try connectionTriggers.install(db)
          try Self.immediateTransaction(db) {
            let entry = try UndoJournal.begin(
              db, commandLine: commandLine, time: now, account: journalAccount.id)
            let changesBefore = db.totalChangesCount
            let writer = SQLWriter(db: SQLiteConnection(db), now: now, dataDirectory: dataDirectory)
            result = try body(ValidatingWriter(writer))
            try SearchIndex.indexPending(db)
            // A command that changed nothing (a plugin command that only read) ends
            // without a commit, which would cost a sync to disk for nothing.
            guard db.totalChangesCount != changesBefore else { return .rollback }
            try UndoJournal.finish(db, entry: entry, bulkCounts: [:])
            ownEntries.insert(entry)
            return .commit
          }
        }
        guard let result else { throw StoreError(.invalid, "the command returned nothing") }
        return result
      }
    } catch let error as DatabaseError {
      throw StoreError.from(error, path: path)
    }
  }

  /// Runs `body` in a `BEGIN IMMEDIATE` transaction, committed or rolled back as it
  /// answers; rolled back when it throws, and when the commit fails.
  ///
  /// GRDB's `inTransaction` does the same, but parses and prepares BEGIN and COMMIT
  /// again for every command (a sixth of what SQLite spent on a script's `tx add`); these
  /// are prepared once per connection.
  static func immediateTransaction(
    _ db: Database, _ body: () throws -> Database.TransactionCompletion
  ) throws {
    try db.execute(cachedSQL: "BEGIN IMMEDIATE TRANSACTION")
    do {
      switch try body() {
      case .commit: try db.execute(cachedSQL: "COMMIT TRANSACTION")
      case .rollback:
        try db.execute(cachedSQL: "ROLLBACK TRANSACTION")
        try UndoJournal.record(db, nil)
      }
    } catch {
      if db.isInsideTransaction { try? db.execute(sql: "ROLLBACK TRANSACTION") }
      try? UndoJournal.record(db, nil)
      throw error
    }
  }

  /// Runs a `perform` called inside another as a savepoint of the outer transaction,
  /// recorded in the outer journal entry: it fails alone, and the outer command's undo
  /// reverts it with the rest.
  private func performNested<T>(now: Timestamp, _ body: (any LedgerWriter) throws -> T) throws
    -> T
  {
    do {
      return try writer.unsafeReentrantWrite { db in
        var result: T?
        try db.inSavepoint {
          let writer = SQLWriter(db: SQLiteConnection(db), now: now, dataDirectory: dataDirectory)
          result = try body(ValidatingWriter(writer))
          return .commit
        }
        guard let result else { throw StoreError(.invalid, "the nested command returned nothing") }
        return result
      }
    } catch let error as DatabaseError {
      throw StoreError.from(error, path: path)
    }
  }

  public func performBulk<T>(
    _ commandLine: String, expectedRows: Int, _ body: (any BulkLoader) throws -> T
  ) throws -> T {
    try requireWritable()
    guard !openCommand.isOpen else { throw Self.notNested("a bulk load") }
    let now = clock()
    if let group = openGroup.entry {
      return try inGroup { db in
        let (result, counts) = try loadBulk(db, entry: group, expectedRows: expectedRows, body)
        openGroup.addBulkCounts(counts)
        return result
      }
    }
    do {
      try writer.writeWithoutTransaction { db in try connectionTriggers.install(db) }
      return try writer.write { db in
        let entry = try UndoJournal.begin(
          db, commandLine: commandLine, time: now, account: journalAccount.id)
        do {
          let (result, counts) = try loadBulk(
            db, entry: entry, expectedRows: expectedRows, body)
          try SearchIndex.indexPending(db)
          try UndoJournal.finish(db, entry: entry, bulkCounts: counts)
          ownEntries.insert(entry)
          return result
        } catch {
          // GRDB rolls the load back: nothing is recording any more.
          try? UndoJournal.record(db, nil)
          throw error
        }
      }
    } catch let error as DatabaseError {
      throw StoreError.from(error, path: path)
    }
  }

  /// Loads rows in bulk, logging under `entry` how to remove them; answers the body's
  /// result and how many rows it added, by table, for the entry's summary.
  private func loadBulk<T>(
    _ db: Database, entry: Int64, expectedRows: Int, _ body: (any BulkLoader) throws -> T
  ) throws -> (T, [String: Int]) {
    try db.execute(sql: "UPDATE ledger_state SET bulk = 1")
    let cacheSize = try Int.fetchOne(db, sql: "PRAGMA cache_size") ?? -2000
    let dropped = try Self.dropBulkIndexesIfWorthIt(db, expectedRows: expectedRows)
    // Index pages of millions of rows must stay in memory while they load into indexes
    // that are kept. With those dropped, rows only append to their tables, and 64 MiB
    // holds what the load rereads while the rest goes out to the WAL: memory stays
    // bounded whatever the load's size.
    try db.execute(sql: "PRAGMA cache_size = \(dropped.isEmpty ? -262_144 : -65_536)")
    defer { try? db.execute(sql: "PRAGMA cache_size = \(cacheSize)") }
    let loader = try SQLiteBulkLoader(db: db)
    let result = try body(loader)
    for index in dropped { try db.execute(sql: index.sql) }
    let counts = try UndoJournal.finishBulk(
      db, entry: entry, loader: loader, rebuiltIndexes: dropped)
    return (result, counts)
  }

  /// A name as an SQL identifier, in double quotes.
  static func quotedIdentifier(_ name: String) -> String {
    name.quoted(doubling: "\"")
  }

  /// For a load at least as big as what is stored, drops the secondary indexes of items
  /// and transactions (building them once afterwards is several times faster than
  /// updating them row by row) and returns them, to be recreated.
  private static func dropBulkIndexesIfWorthIt(_ db: Database, expectedRows: Int) throws
    -> [(name: String, sql: String)]
  {
    let stored =
      try Int.fetchOne(
        db,
        sql: """
          SELECT (SELECT coalesce(max(id), 0) FROM items)
            + (SELECT coalesce(max(id), 0) FROM transactions)
          """) ?? 0
    guard expectedRows >= 50_000, expectedRows >= stored else { return [] }
    let indexes = try Row.fetchAll(
      db,
      sql: """
        SELECT name, sql FROM sqlite_master
        WHERE type = 'index' AND tbl_name IN ('items', 'transactions') AND sql IS NOT NULL
        ORDER BY name
        """)
    var recreate: [(name: String, sql: String)] = []
    for index in indexes {
      let name: String = index["name"]
      try db.execute(sql: "DROP INDEX \(quotedIdentifier(name))")
      recreate.append((name, index["sql"]))
    }
    return recreate
  }

  public func journal(limit: Int) throws -> [JournalEntry] {
    try readDatabase { try UndoJournal.entries($0, limit: limit) }
  }

  public func undo() throws -> JournalEntry {
    try requireWritable()
    guard openGroup.entry == nil else {
      throw StoreError(
        .conflict, "undo cannot run inside a group: 'commit' or 'rollback' the group first")
    }
    guard !openCommand.isOpen else { throw Self.notNested("undo") }
    do {
      try writer.writeWithoutTransaction { db in try connectionTriggers.install(db) }
      return try writer.write { db in
        let entry = try UndoJournal.undoLatest(db, account: journalAccount.id)
        try SearchIndex.indexPending(db)
        return entry
      }
    } catch {
      throw StoreError.from(error, path: path)
    }
  }

  /// The error for what cannot run inside another command (a plugin command's calls).
  private static func notNested(_ what: String) -> StoreError {
    StoreError(.invalid, "\(what) cannot run inside another command")
  }
}

extension SQLiteStore: SQLLedgerReading {
  public func lookup<T>(_ body: (any SQLConnection) throws -> T) throws -> T {
    try lookupDatabase { try body(SQLiteConnection($0)) }
  }

  public func read<T>(_ body: (any SQLConnection) throws -> T) throws -> T {
    try readDatabase { try body(SQLiteConnection($0)) }
  }

  /// One writer at a time: a read transaction already sees one state of the ledger.
  public func snapshot<T>(_ body: (any SQLConnection) throws -> T) throws -> T {
    try read(body)
  }
}
