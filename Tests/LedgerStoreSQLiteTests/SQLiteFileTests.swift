import Foundation
import GRDB
import LedgerCore
import LedgerData
import LedgerStore
import LedgerStoreTestSupport
import LedgerTestSupport
import Testing

@testable import LedgerStoreSQLite

/// What only a file-backed SQLite ledger does: refusing foreign files, permissions,
/// default paths, several writers at once.
@Suite("SQLite ledger file")
struct SQLiteFileTests {
  func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

  func expectRefusal(
    _ path: String, _ kind: StoreErrorKind, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let before = bytes(path)
    do {
      _ = try SQLiteStore.open(path: path)
      Issue.record("opened", sourceLocation: sourceLocation)
    } catch let error as StoreError {
      #expect(error.kind == kind, "\(error.message)", sourceLocation: sourceLocation)
      #expect(error.kind.isStoreFailure, sourceLocation: sourceLocation)
    } catch {
      Issue.record("unexpected \(error)", sourceLocation: sourceLocation)
    }
    #expect(bytes(path) == before, "the file changed", sourceLocation: sourceLocation)
  }

  @Test("a text file is refused and left untouched")
  func textFile() throws {
    let path = try TemporaryFolder.make().appendingPathComponent("notes.db").path
    try Data("hello, not a database\n".utf8).write(to: URL(fileURLWithPath: path))
    expectRefusal(path, .notALedger)
  }

  @Test("another program's SQLite database is refused with a message naming --db")
  func foreignDatabase() throws {
    let path = try TemporaryFolder.make().appendingPathComponent("other.db").path
    do {
      let queue = try DatabaseQueue(path: path)
      try queue.write { try $0.execute(sql: "CREATE TABLE t(x); INSERT INTO t VALUES (1)") }
      try queue.close()
    }
    expectRefusal(path, .notALedger)
    do {
      _ = try SQLiteStore.open(path: path)
    } catch let error as StoreError {
      #expect(error.message.contains("is not a ledgersh database"))
      #expect(error.message.contains("--db"))
    }
  }

  @Test("a ledger from a newer ledgersh is refused")
  func newerSchema() throws {
    let path = try TemporaryFolder.make().appendingPathComponent("ledger.db").path
    do { _ = try SQLiteStore.open(path: path) }
    var data = try #require(bytes(path))
    data[63] = 99  // user_version, big-endian at offset 60
    try data.write(to: URL(fileURLWithPath: path))
    expectRefusal(path, .newerSchema)
  }

  @Test("a damaged ledger is refused and left untouched")
  func corrupt() throws {
    let path = try TemporaryFolder.make().appendingPathComponent("ledger.db").path
    do {
      let store = try SQLiteStore.open(path: path)
      try DemoLedger.build(
        into: store, options: DemoOptions(projects: 2, items: 50, transactions: 50))
    }
    var data = try #require(bytes(path))
    for index in 100..<min(data.count, 8192) { data[index] = 0xA5 }
    try data.write(to: URL(fileURLWithPath: path))
    expectRefusal(path, .corrupt)
  }

  @Test("a new ledger is created with its folder, readable only by its owner")
  func createsPrivateFile() throws {
    let path = try TemporaryFolder.make().appendingPathComponent("a/b/ledger.db").path
    let store = try SQLiteStore.open(path: path)
    #expect(try store.accounts().count == 1)
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    // Reopening finds the same ledger.
    _ = try store.perform("add") { try $0.addProject(ProjectDraft(name: "Kept")) }
    #expect(try SQLiteStore.open(path: path).projectNames(accountID: nil) == ["Kept"])
  }

  @Test("every command is synced to disk before it returns, on a new and a reopened ledger")
  func fullSync() throws {
    let path = try TemporaryFolder.make().appendingPathComponent("ledger.db").path
    for _ in 1...2 {
      let store = try SQLiteStore.open(path: path)
      // 2 = FULL: the write-ahead log is synced at every commit, as sqlite3 does.
      #expect(try store.writer.write { try Int.fetchOne($0, sql: "PRAGMA synchronous") } == 2)
      #expect(
        try store.writer.read { try Int32.fetchOne($0, sql: "PRAGMA user_version") }
          == LedgerSchema.version)
    }
  }

  @Test("an empty file is a new ledger")
  func emptyFile() throws {
    let path = try TemporaryFolder.make().appendingPathComponent("empty.db").path
    #expect(FileManager.default.createFile(atPath: path, contents: Data()))
    #expect(try SQLiteStore.open(path: path).isEmpty())
  }

  @Test(
    "the default path follows LEDGERSH_DB, then XDG_DATA_HOME, then HOME",
    arguments: [
      (["LEDGERSH_DB": "/x/l.db", "XDG_DATA_HOME": "/d", "HOME": "/h"], "/x/l.db"),
      (["XDG_DATA_HOME": "/d", "HOME": "/h"], "/d/ledgersh/ledger.db"),
      (["XDG_DATA_HOME": "relative", "HOME": "/h"], "/h/.local/share/ledgersh/ledger.db"),
      (["HOME": "/h"], "/h/.local/share/ledgersh/ledger.db"),
    ])
  func defaultPath(environment: [String: String], expected: String) {
    #expect(SQLiteStore.defaultPath(environment: environment) == expected)
  }

  @Test("two writers on one file lose nothing and never report a locked database")
  func concurrentWriters() throws {
    let path = try TemporaryFolder.make().appendingPathComponent("shared.db").path
    _ = try SQLiteStore.open(path: path)
    let perWriter = 150
    let failures = Failures()
    let group = DispatchGroup()
    for writer in 0..<2 {
      DispatchQueue.global().async(group: group) {
        do {
          let store = try SQLiteStore.open(path: path)
          let project = try store.perform("add") {
            try $0.addProject(ProjectDraft(name: "Writer \(writer)"))
          }
          for index in 0..<perWriter {
            _ = try store.perform("item add \(index)") {
              try $0.addItem(ItemDraft(name: "Item \(writer)-\(index)", projectID: project.id))
            }
          }
        } catch {
          failures.append("\(error)")
        }
      }
    }
    group.wait()
    #expect(failures.all.isEmpty)
    let store = try SQLiteStore.open(path: path)
    #expect(try store.itemCount(ItemQuery()) == 2 * perWriter)
    #expect(try store.journal(limit: 1000).count == 2 * perWriter + 2)
    let check = try store.writer.read { try String.fetchOne($0, sql: "PRAGMA integrity_check") }
    #expect(check == "ok")
  }
}

extension SQLiteFileTests {
  @Test(
    "a writer killed in the middle of a transaction leaves the last committed state",
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/sqlite3")))
  func killedWriter() throws {
    let path = try TemporaryFolder.make().appendingPathComponent("ledger.db").path
    let before: LedgerCounts
    do {
      let store = try SQLiteStore.open(path: path)
      try DemoLedger.build(
        into: store, options: DemoOptions(projects: 2, items: 100, transactions: 100))
      before = try store.counts()
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
    process.arguments = [path]
    let input = Pipe()
    process.standardInput = input
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let script = """
      PRAGMA busy_timeout = 5000;
      PRAGMA cache_size = 10;
      BEGIN IMMEDIATE;
      INSERT INTO projects(account_id, name, created_at, updated_at) VALUES (1, 'Half', 0, 0);
      WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 100000)
      INSERT INTO items(account_id, name, created_at, updated_at) SELECT 1, 'x' || i, 0, 0 FROM n;

      """
    input.fileHandleForWriting.write(Data(script.utf8))
    Thread.sleep(forTimeInterval: 1.5)
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()

    let store = try SQLiteStore.open(path: path)
    #expect(try store.counts() == before)
    #expect(try store.project(named: "Half", accountID: nil) == nil)
    let check = try store.writer.read { try String.fetchOne($0, sql: "PRAGMA integrity_check") }
    #expect(check == "ok")
    _ = try store.perform("project add After") { try $0.addProject(ProjectDraft(name: "After")) }
    #expect(try store.counts().projects == before.projects + 1)
  }
}

extension SQLiteFileTests {
  @Test("a large bulk load and its undo keep every index; search follows both")
  func largeBulkLoadKeepsIndexes() throws {
    let store = try SQLiteStore.inMemory()
    let indexNames = {
      try store.writer.read {
        try String.fetchAll(
          $0, sql: "SELECT name FROM sqlite_master WHERE type = 'index' ORDER BY name")
      }
    }
    let before = try indexNames()
    try DemoLedger.build(
      into: store, options: DemoOptions(seed: 9, projects: 3, items: 30_000, transactions: 25_000))
    #expect(try indexNames() == before)
    let plan = try store.writer.read {
      try Row.fetchAll(
        $0,
        sql: "EXPLAIN QUERY PLAN SELECT * FROM transactions ORDER BY date DESC, id DESC LIMIT 50"
      ).map { (row: Row) -> String in row["detail"] }
    }
    #expect(plan.joined().contains("transactions_by_date"), "\(plan)")
    #expect(try store.search("walnut", limit: 1).count == 1)
    _ = try store.undo()
    #expect(try indexNames() == before)
    #expect(try store.counts() == LedgerCounts(accounts: 1))
    #expect(try store.search("walnut", limit: 1).isEmpty)
  }
}

/// `backup` in steps: progress as it copies, and Ctrl-C (`interrupt()`) between steps.
@Suite("SQLite backup")
struct SQLiteBackupTests {
  func ledger() throws -> (SQLiteStore, URL) {
    let folder = try TemporaryFolder.make()
    let store = try SQLiteStore.open(path: folder.appendingPathComponent("ledger.db").path)
    try DemoLedger.build(
      into: store, options: DemoOptions(projects: 3, items: 3_000, transactions: 3_000))
    return (store, folder)
  }

  @Test("a backup reports its pages as it copies them, up to all of them")
  func progress() throws {
    let (store, folder) = try ledger()
    let target = folder.appendingPathComponent("copy.db").path
    var steps: [(done: Int, total: Int)] = []
    try store.backup(to: target) { steps.append(($0, $1)) }
    #expect(steps.count > 1, "\(steps)")
    #expect(steps.map(\.done) == steps.map(\.done).sorted())
    let last = try #require(steps.last)
    #expect(last.total > 256 && last.done == last.total, "\(last)")
    let copy = try SQLiteStore.open(path: target)
    #expect(try copy.counts() == store.counts())
  }

  @Test("an interrupted backup stops, says so and leaves no file")
  func interrupted() throws {
    let (store, folder) = try ledger()
    let target = folder.appendingPathComponent("copy.db").path
    #expect {
      try store.backup(to: target) { _, _ in store.interrupt() }
    } throws: { ($0 as? StoreError)?.kind == .interrupted }
    #expect(!FileManager.default.fileExists(atPath: target))
    #expect(!FileManager.default.fileExists(atPath: target + ".partial"))
    // The next backup runs to the end.
    try store.backup(to: target)
    #expect(try SQLiteStore.open(path: target).counts() == store.counts())
  }
}
