import Foundation
import LedgerCore
import LedgerStore
import LedgerStorePostgres
import LedgerTestSupport
import Synchronization
import Testing

/// The PostgreSQL server tests use, named by `LEDGERSH_PG_TEST_URL`; each test ledger is a
/// new schema of its database, chosen through `PGOPTIONS` (search_path), or a new database.
public enum PostgresTestServer {
  public static let url: String? = {
    let value = ProcessInfo.processInfo.environment["LEDGERSH_PG_TEST_URL"]
    return value?.isEmpty == false ? value : nil
  }()

  /// Why PostgreSQL tests are skipped, for the skipped test's note.
  public static let skipNote: Comment = """
    LEDGERSH_PG_TEST_URL is not set, so the PostgreSQL backend is not tested: run \
    'make test', or 'eval "$(scripts/pg-cluster.sh start)"' first
    """

  /// Runs SQL on the test server with psql.
  public static func psql(_ sql: String, url: String) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["psql", "-X", "-q", "-v", "ON_ERROR_STOP=1", url, "-c", sql]
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw StoreError(.unavailable, "psql failed on the test server: \(sql)")
    }
  }

  /// The first value psql prints for `sql` (unaligned, tuples only).
  public static func psqlValue(_ sql: String, url: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["psql", "-X", "-q", "-At", url, "-c", sql]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The test server's URL with another user.
  public static func url(user: String) throws -> String {
    guard let url, var components = URLComponents(string: url) else {
      throw StoreError(.unavailable, "no PostgreSQL test server")
    }
    components.user = user
    return components.string ?? url
  }

  /// A new empty schema's name.
  public static func freshSchema() throws -> String {
    guard let url else { throw StoreError(.unavailable, "no PostgreSQL test server") }
    let schema = "t_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
    try psql("CREATE SCHEMA \(schema)", url: url)
    return schema
  }

  /// The environment that opens `schema` on the test server.
  public static func environment(schema: String) -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["PGOPTIONS"] = "-c search_path=\(schema),public"
    return environment
  }

  /// A fresh ledger in a new database copied from a migrated template.
  ///
  /// Copying (0.1 s) is faster than `freshStore`'s migrating a new schema (0.3 s), for
  /// suites that open hundreds of ledgers. The template is migrated once, with the first
  /// caller's `clock`.
  public static func clonedStore(
    dataDirectory: String? = nil,
    clock: @escaping @Sendable () -> Timestamp = { Timestamp.now() }
  ) throws -> PostgresStore {
    guard let url else { throw StoreError(.unavailable, "no PostgreSQL test server") }
    let template = try templates.withLock { templates in
      if let name = templates.name { return name }
      let name = try makeTemplate(url: url, clock: clock)
      templates.name = name
      return name
    }
    let database = "c_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
    try psql(
      "CREATE DATABASE \(database) TEMPLATE \(template) STRATEGY FILE_COPY", url: url)
    return try PostgresStore.open(
      url: try self.url(database: database), environment: ProcessInfo.processInfo.environment,
      dataDirectory: try dataDirectory ?? TemporaryFolder.make().path, clock: clock)
  }

  private struct Templates: Sendable { var name: String? }
  private static let templates = Mutex(Templates())

  /// A new database with the ledger's schema, closed, for `CREATE DATABASE … TEMPLATE`.
  private static func makeTemplate(
    url: String, clock: @escaping @Sendable () -> Timestamp
  ) throws -> String {
    let name = "template_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
    try psql("CREATE DATABASE \(name)", url: url)
    let store = try PostgresStore.open(
      url: try self.url(database: name), environment: ProcessInfo.processInfo.environment,
      dataDirectory: try TemporaryFolder.make().path, clock: clock)
    store.close()
    // A copy needs the template to itself: end any session the store left behind.
    try psql(
      """
      SELECT pg_terminate_backend(pid) FROM pg_stat_activity \
      WHERE datname = '\(name)' AND pid <> pg_backend_pid()
      """, url: url)
    return name
  }

  /// The test server's URL with another database.
  static func url(database: String) throws -> String {
    guard let url, var components = URLComponents(string: url) else {
      throw StoreError(.unavailable, "no PostgreSQL test server")
    }
    components.path = "/" + database
    return components.string ?? url
  }

  /// A fresh ledger in a new schema; attachments in `dataDirectory`, or a new temporary
  /// folder; `clock` stamps its records.
  public static func freshStore(
    dataDirectory: String? = nil,
    clock: @escaping @Sendable () -> Timestamp = { Timestamp.now() }
  ) throws -> PostgresStore {
    guard let url else { throw StoreError(.unavailable, "no PostgreSQL test server") }
    let schema = try freshSchema()
    return try PostgresStore.open(
      url: url, environment: environment(schema: schema),
      dataDirectory: try dataDirectory ?? TemporaryFolder.make().path, clock: clock)
  }
}
