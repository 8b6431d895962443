import Foundation
import LedgerSQL
import LedgerStore
import PostgresNIO

/// One connection to the server, used synchronously: each call blocks the calling thread
/// (never an event loop's) until postgres-nio's future for it completes.
///
/// Its event loop is a dedicated one-thread group, so a blocked REPL thread can never hold
/// up the loop its answer arrives on. A lost connection is dropped; the next call
/// connects again. Calls are serialised by a lock; `interrupt()` may come from any thread.
final class ServerConnection: @unchecked Sendable {
  private static let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)

  let location: PostgresLocation
  private let environment: [String: String]
  private let lock = NSLock()
  private let stateLock = NSLock()
  private var connection: PostgresConnection?
  private var interrupted = false
  /// Whether each new connection LISTENs for other sessions' journal entries.
  private var listensForJournal = false
  /// Whether a transaction is open on the connection.
  ///
  /// A connection lost inside one is not replaced until the transaction is over
  /// (`transactionEnded()`): its later statements fail, rather than run on their own on a
  /// new connection and be saved there.
  private var transactionOpen = false
  /// Other sessions' journal entries, as notices on the connection tell them.
  let journalNotices = JournalNotices()
  private let logger: Logger = {
    var logger = Logger(label: "ledgersh.postgres")
    logger.logLevel = .critical
    return logger
  }()

  init(location: PostgresLocation, environment: [String: String]) {
    self.location = location
    self.environment = environment
  }

  deinit {
    try? connection?.close().wait()
  }

  /// Connects now if not connected, to report an unreachable server at once.
  func open() throws {
    lock.lock()
    defer { lock.unlock() }
    _ = try connected()
  }

  /// LISTENs for other sessions' journal entries from now on, on this connection and on
  /// every one made after a lost one (the ledger's schema must exist).
  func listenForJournal() throws {
    lock.lock()
    defer { lock.unlock() }
    stateLock.lock()
    listensForJournal = true
    stateLock.unlock()
    let connection = try connected()
    do {
      try listen(on: connection)
    } catch {
      throw failure(error)
    }
  }

  /// How many journal notices and reconnections there were (`JournalNotices.wakes`).
  ///
  /// Nil when nothing listens now. Never waits for the server.
  func journalWakes() -> Int64? {
    stateLock.lock()
    defer { stateLock.unlock() }
    guard let connection, !connection.isClosed else { return nil }
    return journalNotices.wakes
  }

  /// Like `journalWakes()`, but connects (and LISTENs) first when the connection was lost.
  func connectedJournalWakes() throws -> Int64? {
    lock.lock()
    defer { lock.unlock() }
    _ = try connected()
    return journalNotices.wakes
  }

  /// LISTENs on the ledger's channel: `ledgersh_` and its journal table's oid.
  ///
  /// Ledgers in other schemas of the database are not heard; this connection's own notices
  /// are not counted. A server that refuses LISTEN leaves the session reading the journal
  /// instead.
  private func listen(on connection: PostgresConnection) throws {
    do {
      let result = try connection.query(
        PostgresQuery(
          unsafeSQL: "SELECT to_regclass('journal')::oid::int8, pg_backend_pid()::int8"),
        logger: logger
      ).wait()
      guard let row = result.rows.first.map(Self.row), row.values.count == 2,
        case .int(let table) = row.values[0], case .int(let backend) = row.values[1]
      else {
        journalNotices.connected(listening: false)
        return
      }
      let channel = "ledgersh_\(table)"
      let notices = journalNotices
      connection.addListener(channel: channel) { _, notice in
        guard Int64(notice.backendPID) != backend else { return }
        notices.received(notice.payload)
      }
      var bindings = PostgresBindings(capacity: 1)
      bindings.append(channel)
      let check = try connection.query(
        PostgresQuery(
          unsafeSQL: "SELECT $1::text IN (SELECT pg_listening_channels())", binds: bindings),
        logger: logger
      ).wait()
      journalNotices.connected(listening: check.rows.first.map(Self.row)?.values == [.int(1)])
    } catch let error as PSQLError where error.code == .server {
      journalNotices.connected(listening: false)
    }
  }

  /// From now until `transactionEnded()`, a lost connection fails every statement.
  func transactionBegan() {
    stateLock.lock()
    transactionOpen = true
    stateLock.unlock()
  }

  func transactionEnded() {
    stateLock.lock()
    transactionOpen = false
    stateLock.unlock()
  }

  /// Whether the connection is up (false once it was lost, until the next statement).
  var isConnected: Bool {
    stateLock.lock()
    defer { stateLock.unlock() }
    return connection.map { !$0.isClosed } ?? false
  }

  /// What a user is told when the connection was lost: `what` says what was rolled back.
  func lostMessage(_ what: String) -> String {
    "lost the connection to the PostgreSQL server \(location.displayName): \(what) was "
      + "rolled back, nothing of it was saved; the next command connects again"
  }

  /// Runs one statement and returns its rows and how many rows it changed.
  func run(_ sql: String, _ values: [DatabaseValue]) throws -> (rows: [Row], changes: Int) {
    lock.lock()
    defer { lock.unlock() }
    let connection = try connected()
    var bindings = PostgresBindings(capacity: values.count)
    for value in values {
      switch value {
      case .null: bindings.appendNull()
      case .int(let number): bindings.append(number)
      case .double(let number): bindings.append(number)
      case .text(let text): bindings.append(text)
      }
    }
    let result: PostgresQueryResult
    do {
      result = try waitUnlessInterrupted(
        connection.query(PostgresQuery(unsafeSQL: sql, binds: bindings), logger: logger))
    } catch {
      throw failure(error)
    }
    return (result.rows.map(Self.row), result.metadata.rows ?? 0)
  }

  /// The statement's result; after an interrupt (Ctrl-C closed the connection) at most
  /// a second more of waiting, then `interruptedWait`.
  ///
  /// Closing the connection fails the statement running on it, but not always: a bulk
  /// load's flush, interrupted at the wrong moment, waited for ever (3 of 10 tries).
  private func waitUnlessInterrupted<T: Sendable>(_ future: EventLoopFuture<T>) throws -> T {
    let done = DispatchSemaphore(value: 0)
    let outcome = Outcome<T>()
    future.whenComplete { result in
      outcome.set(result)
      done.signal()
    }
    var interruptedAt: DispatchTime?
    while done.wait(timeout: .now() + .milliseconds(100)) == .timedOut {
      guard stateLock.withLock({ interrupted }) else { continue }
      let now = DispatchTime.now()
      guard let since = interruptedAt else {
        interruptedAt = now
        continue
      }
      if now.uptimeNanoseconds - since.uptimeNanoseconds > 1_000_000_000 {
        throw Self.interruptedWait
      }
    }
    guard let result = outcome.get() else { throw Self.interruptedWait }
    return try result.get()
  }

  /// What a command Ctrl-C cut short fails with.
  static let interruption = StoreError(
    .interrupted, "interrupted: the command was rolled back, nothing changed")

  /// A statement abandoned after an interrupt, which `failure(_:)` reports as interrupted.
  private struct AbandonedAfterInterrupt: Error {}
  private static let interruptedWait = AbandonedAfterInterrupt()

  /// A statement's result, set on the event loop and read by the waiting thread.
  private final class Outcome<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var result: Result<T, any Error>?
    func set(_ value: Result<T, any Error>) { lock.withLock { result = value } }
    func get() -> Result<T, any Error>? { lock.withLock { result } }
  }

  /// Closes the connection, failing the statement that runs on it (Ctrl-C).
  func interrupt() {
    stateLock.lock()
    let current = connection
    connection = nil
    // Called again and again while Ctrl-C is pending (every 20 ms): a later call, with the
    // connection gone, must not clear what the first one noted, or the statement still
    // waiting is taken for a lost connection, or waited for without end.
    if current != nil { interrupted = true }
    stateLock.unlock()
    try? current?.close().wait()
  }

  /// Closes the connection for good.
  func close() {
    stateLock.lock()
    let current = connection
    connection = nil
    stateLock.unlock()
    try? current?.close().wait()
  }

  private func connected() throws -> PostgresConnection {
    stateLock.lock()
    if let connection, !connection.isClosed {
      stateLock.unlock()
      return connection
    }
    connection = nil
    let inTransaction = transactionOpen
    // Ctrl-C between two statements of a command: the next one says so, as the one it
    // would have cut short does.
    let wasInterrupted = inTransaction && interrupted
    if wasInterrupted { interrupted = false }
    stateLock.unlock()
    if wasInterrupted {
      throw Self.interruption
    }
    if inTransaction { throw StoreError(.unavailable, lostMessage("the command")) }
    journalNotices.disconnected()
    let password = PasswordFile.password(for: location, environment: environment)
    var configuration: PostgresConnection.Configuration
    if let folder = location.socketFolder {
      configuration = .init(
        unixSocketPath: "\(folder)/.s.PGSQL.\(location.port)", username: location.user,
        password: password, database: location.database)
    } else {
      configuration = .init(
        host: location.host, port: location.port, username: location.user, password: password,
        database: location.database, tls: try tls())
    }
    configuration.options.connectTimeout = .seconds(10)
    configuration.options.additionalStartupParameters =
      Self.startupOptions(environment)
      + (location.readOnly ? [("default_transaction_read_only", "on")] : [])
    let connection: PostgresConnection
    do {
      connection = try PostgresConnection.connect(
        on: Self.group.next(), configuration: configuration, id: 1, logger: logger
      ).wait()
    } catch {
      let skipped = password == nil ? PasswordFile.skipped(environment: environment) : nil
      throw StoreError(
        .unavailable,
        "cannot connect to the PostgreSQL server \(location.displayName): "
          + Self.reason(error) + (skipped.map { " (\($0))" } ?? ""))
    }
    stateLock.lock()
    self.connection = connection
    interrupted = false
    let listens = listensForJournal
    stateLock.unlock()
    if listens {
      do {
        try listen(on: connection)
      } catch {
        throw failure(error)
      }
    }
    return connection
  }

  private func tls() throws -> PostgresConnection.Configuration.TLS {
    var configuration = TLSConfiguration.makeClientConfiguration()
    switch location.tls {
    case .disable: return .disable
    case .prefer, .require: configuration.certificateVerification = .none
    case .verifyCA: configuration.certificateVerification = .noHostnameVerification
    case .verifyFull: configuration.certificateVerification = .fullVerification
    }
    if let root = environment["PGSSLROOTCERT"] {
      configuration.trustRoots = .file(root)
    }
    do {
      let context = try NIOSSLContext(configuration: configuration)
      return location.tls == .prefer ? .prefer(context) : .require(context)
    } catch {
      throw StoreError(.unavailable, "cannot set up TLS for \(location.displayName): \(error)")
    }
  }

  /// `-c name=value` settings of `PGOPTIONS` (such as `statement_timeout`), as libpq reads.
  static func startupOptions(_ environment: [String: String]) -> [(String, String)] {
    guard let options = environment["PGOPTIONS"] else { return [] }
    var settings: [(String, String)] = []
    let words = options.split(separator: " ").map(String.init)
    var index = 0
    while index < words.count {
      var setting: String?
      if words[index] == "-c", index + 1 < words.count {
        setting = words[index + 1]
        index += 1
      } else if words[index].hasPrefix("-c") {
        setting = String(words[index].dropFirst(2))
      } else if words[index].hasPrefix("--") {
        setting = String(words[index].dropFirst(2))
      }
      if let setting, let equals = setting.firstIndex(of: "=") {
        settings.append(
          (
            String(setting[..<equals]).replacingOccurrences(of: "-", with: "_"),
            String(setting[setting.index(after: equals)...])
          ))
      }
      index += 1
    }
    return settings
  }

  /// The `StoreError` for a failed statement; a lost connection is dropped.
  private func failure(_ error: any Error) -> any Error {
    if error is AbandonedAfterInterrupt {
      stateLock.withLock { interrupted = false }
      dropConnection()
      return Self.interruption
    }
    guard let error = error as? PSQLError else {
      dropConnection()
      return StoreError(
        .unavailable, "lost the connection to \(location.displayName): \(error)")
    }
    if error.code == .server {
      let state = error.serverInfo?[.sqlState] ?? ""
      // The server is ending the session (shut down, restarted, terminated): the
      // connection is gone with it, and so is any transaction open on it.
      if state.hasPrefix("08") || state.hasPrefix("57P") { dropConnection() }
      return ServerError(
        state: state,
        message: error.serverInfo?[.message] ?? "",
        detail: error.serverInfo?[.detail],
        constraint: error.serverInfo?[.constraintName])
    }
    stateLock.lock()
    let wasInterrupted = interrupted
    interrupted = false
    stateLock.unlock()
    dropConnection()
    if wasInterrupted {
      return Self.interruption
    }
    return StoreError(
      .unavailable,
      "lost the connection to the PostgreSQL server \(location.displayName) "
        + "(\(Self.reason(error))); nothing of this command was saved; the next command "
        + "connects again")
  }

  private func dropConnection() {
    stateLock.lock()
    let current = connection
    connection = nil
    stateLock.unlock()
    try? current?.close().wait()
  }

  /// A short reason for a connection error, without the URL or any password.
  static func reason(_ error: any Error) -> String {
    guard let error = error as? PSQLError else { return "\(error)" }
    if let message = error.serverInfo?[.message] { return message }
    if let underlying = error.underlying {
      // The driver's own descriptions name its types ("SingleConnectionFailure(target:
      // …)"); the system's words for the errno they carry say the same to a user.
      if let code = Self.errno(in: "\(underlying)") {
        return String(cString: strerror(code)).lowercased()
      }
      if let io = underlying as? IOError { return io.description }
      return "\(underlying)"
    }
    switch error.code {
    case .serverClosedConnection: return "the server closed the connection"
    case .connectionError: return "connection refused"
    case .sslUnsupported:
      return "the server does not offer TLS, which sslmode=require asks for"
    case .authMechanismRequiresPassword:
      return "the server asks for a password: set PGPASSWORD or add it to ~/.pgpass"
    default: return "\(error.code)"
    }
  }

  /// The last `errno: N` in a driver's description of a failure, if any.
  static func errno(in description: String) -> Int32? {
    guard let range = description.range(of: "errno: ", options: .backwards) else { return nil }
    let digits = description[range.upperBound...].prefix { $0.isASCII && $0.isNumber }
    return Int32(digits)
  }

  private static func row(_ row: PostgresRow) -> Row {
    var names: [String] = []
    var values: [DatabaseValue] = []
    for cell in row {
      names.append(cell.columnName)
      values.append(value(cell))
    }
    return Row(names: names, values: values)
  }

  private static func value(_ cell: PostgresCell) -> DatabaseValue {
    guard cell.bytes != nil else { return .null }
    switch cell.dataType {
    case .int2, .int4, .int8:
      return (try? cell.decode(Int64.self)).map(DatabaseValue.int) ?? .null
    case .bool:
      return (try? cell.decode(Bool.self)).map { .int($0 ? 1 : 0) } ?? .null
    case .float4, .float8:
      return (try? cell.decode(Double.self)).map(DatabaseValue.double) ?? .null
    case .numeric:
      guard let decimal = try? cell.decode(Decimal.self) else { return .null }
      let number = NSDecimalNumber(decimal: decimal)
      if decimal == Decimal(number.int64Value) { return .int(number.int64Value) }
      return .double(number.doubleValue)
    default:
      return (try? cell.decode(String.self)).map(DatabaseValue.text) ?? .null
    }
  }
}
