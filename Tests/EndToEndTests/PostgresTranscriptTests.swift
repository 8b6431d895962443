import Foundation
import Testing

/// The end-to-end transcripts again, each against a fresh ledger on the PostgreSQL test
/// server (`LEDGERSH_PG_TEST_URL`, set by `make test`): the same script must print the
/// same on both backends.
@Suite("Transcripts on PostgreSQL")
struct PostgresTranscriptTests {
  static let url: String? = {
    let value = ProcessInfo.processInfo.environment["LEDGERSH_PG_TEST_URL"]
    return value?.isEmpty == false ? value : nil
  }()

  static let skipNote: Comment = """
    LEDGERSH_PG_TEST_URL is not set, so transcripts do not run on PostgreSQL: run \
    'make test', or 'eval "$(scripts/pg-cluster.sh start)"' first
    """

  @Test(
    "transcript on PostgreSQL", .enabled(if: url != nil, skipNote),
    arguments: TranscriptTests.names)
  func transcript(name: String) throws {
    let url = try #require(Self.url)
    let schema = "e_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
    try Self.psql("CREATE SCHEMA \(schema)", url: url)
    let script = try String(
      contentsOf: TranscriptTests.directory.appendingPathComponent("\(name).lsh"),
      encoding: .utf8)
    let ledgersh = try LedgershProcess()
    var result = try ledgersh.run(
      TranscriptTests.arguments(name), input: script,
      extraEnvironment: TranscriptTests.environment(name).merging(
        ["LEDGERSH_DB": url, "PGOPTIONS": "-c search_path=\(schema),public"]
      ) { _, server in server })
    result.stdout = Self.maskingRanks(TranscriptTests.maskingTimes(result.stdout))
    let expected = { (suffix: String) -> String in
      (try? String(
        contentsOf: TranscriptTests.directory.appendingPathComponent("\(name).\(suffix)"),
        encoding: .utf8)) ?? ""
    }
    #expect(
      result.stdout == Self.maskingRanks(expected("out")), "stdout of \(name) on PostgreSQL")
    #expect(result.stderr == expected("err"), "stderr of \(name) on PostgreSQL")
    let status = Int32(expected("status").trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
    #expect(result.status == status, "exit status of \(name) on PostgreSQL")
  }

  /// `text` with every search rank (a number with six decimals, such as `-0.607927`)
  /// written as `<rank>`: SQLite ranks with bm25, PostgreSQL with ts_rank, so only the
  /// order of hits can match, not the figures.
  static func maskingRanks(_ text: String) -> String {
    text.replacingOccurrences(
      of: #"-?\d+\.\d{6}\b"#, with: "<rank>", options: .regularExpression)
  }

  /// A fresh schema on the test server and the environment that opens it.
  static func freshLedger(_ url: String) throws -> [String: String] {
    let schema = "e_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
    try psql("CREATE SCHEMA \(schema)", url: url)
    return ["PGOPTIONS": "-c search_path=\(schema),public"]
  }

  @Test(
    "copy moves a whole ledger to PostgreSQL and back; every export is the same",
    .enabled(if: url != nil, skipNote))
  func copyBothWays() throws {
    let url = try #require(Self.url)
    let server = try Self.freshLedger(url)
    let ledgersh = try LedgershProcess()
    let first = ledgersh.home.appendingPathComponent("first.json").path
    let built = try ledgersh.run(
      ["--db", "a.db", "-c", "demo --seed 7", "-c", "export --to \(first)"])
    #expect(built.status == 0, "\(built.stderr)")
    let there = try ledgersh.run(["copy", "--from", "a.db", "--to", url], extraEnvironment: server)
    #expect(there.status == 0, "\(there.stderr)")
    let second = ledgersh.home.appendingPathComponent("second.json").path
    let exported = try ledgersh.run(
      ["--db", url, "-c", "export --to \(second)"], extraEnvironment: server)
    #expect(exported.status == 0, "\(exported.stderr)")
    let back = try ledgersh.run(["copy", "--from", url, "--to", "b.db"], extraEnvironment: server)
    #expect(back.status == 0, "\(back.stderr)")
    let third = ledgersh.home.appendingPathComponent("third.json").path
    _ = try ledgersh.run(["--db", "b.db", "-c", "export --to \(third)"])
    let a = try Data(contentsOf: URL(fileURLWithPath: first))
    #expect(a.count > 10_000)
    #expect(a == (try Data(contentsOf: URL(fileURLWithPath: second))))
    #expect(a == (try Data(contentsOf: URL(fileURLWithPath: third))))
    let again = try ledgersh.run(["copy", "--from", "a.db", "--to", url], extraEnvironment: server)
    #expect(again.status == 1)
    #expect(again.stderr.contains("the destination already holds a ledger"))
  }

  @Test(
    "a team ledger's attachments open on every machine: copied, attached or exported",
    .enabled(if: url != nil, skipNote))
  func attachmentsOnEveryMachine() throws {
    let url = try #require(Self.url)
    let server = try Self.freshLedger(url)
    let ledgersh = try LedgershProcess()
    let picture = try ledgersh.ledgerWithPicture("a.db")
    func machine(_ name: String) -> [String: String] {
      server.merging(["XDG_DATA_HOME": ledgersh.home.appendingPathComponent(name).path]) { $1 }
    }
    let copied = try ledgersh.run(
      ["copy", "--from", "a.db", "--to", url], extraEnvironment: machine("one"))
    #expect(copied.status == 0, "\(copied.stderr)")
    // A second machine, which has never held the file, draws and saves it.
    let saved = ledgersh.home.appendingPathComponent("saved.png").path
    let two = try ledgersh.run(
      ["--db", url, "-c", "attachment save 1 --to \(saved)", "-c", "export --to two.json"],
      extraEnvironment: machine("two"))
    #expect(two.status == 0, "\(two.stderr)")
    #expect(FileManager.default.contentsEqual(atPath: saved, andPath: picture.path))
    let archive = try String(
      contentsOf: ledgersh.home.appendingPathComponent("two.json"), encoding: .utf8)
    #expect(!archive.contains("\"files\": []"))
    // A file attached on a third machine opens on a fourth.
    let receipt = ledgersh.home.appendingPathComponent("receipt.pdf")
    try Data("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n".utf8).write(to: receipt)
    let attached = try ledgersh.run(
      ["--db", url, "-c", "use P", "-c", "attach \(receipt.path) --to item 1"],
      extraEnvironment: machine("three"))
    #expect(attached.status == 0, "\(attached.stderr)")
    let again = ledgersh.home.appendingPathComponent("again.pdf").path
    let four = try ledgersh.run(
      ["--db", url, "-c", "attachment save 2 --to \(again)"], extraEnvironment: machine("four"))
    #expect(four.status == 0, "\(four.stderr)")
    #expect(FileManager.default.contentsEqual(atPath: again, andPath: receipt.path))
    // A machine that has opened nothing exports every file all the same.
    let five = try ledgersh.run(
      ["--db", url, "-c", "export --to five.json"], extraEnvironment: machine("five"))
    #expect(five.status == 0, "\(five.stderr)")
    let exported = try String(
      contentsOf: ledgersh.home.appendingPathComponent("five.json"), encoding: .utf8)
    #expect(exported.components(separatedBy: "\"sha256\"").count - 1 == 4, "\(exported.count)")
    // A cached copy cut short, or overwritten, is fetched again.
    let cached = try #require(
      FileManager.default.enumerator(
        atPath: ledgersh.home.appendingPathComponent("four").path)?
        .compactMap { $0 as? String }.first { $0.hasSuffix(".pdf") })
    try Data("garbage".utf8).write(
      to: ledgersh.home.appendingPathComponent("four").appendingPathComponent(cached))
    let repaired = try ledgersh.run(
      ["--db", url, "-c", "attachment save 2 --to \(again) --force"],
      extraEnvironment: machine("four"))
    #expect(repaired.status == 0, "\(repaired.stderr)")
    #expect(FileManager.default.contentsEqual(atPath: again, andPath: receipt.path))
  }

  @Test(
    "after a group's connection is lost, its later commands are refused until it ends",
    .enabled(if: url != nil, skipNote))
  func lostGroupRefusesTheRest() throws {
    let url = try #require(Self.url)
    var server = try Self.freshLedger(url)
    let name = "lost_" + UUID().uuidString.prefix(8).lowercased()
    server["PGOPTIONS", default: ""] += " -c application_name=\(name)"
    let ledgersh = try LedgershProcess()
    #expect(
      try ledgersh.run(["--db", url, "-c", "project add Seed"], extraEnvironment: server)
        .status == 0)
    // The group's first command runs; then the server ends the session; then the rest.
    let process = Process()
    process.executableURL = LedgershProcess.binary
    process.arguments = ["--db", url, "--keep-going"]
    process.environment = ledgersh.environment.merging(server) { $1 }
    let input = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    try process.run()
    try input.fileHandleForWriting.write(contentsOf: Data("begin\nproject add A\n".utf8))
    Thread.sleep(forTimeInterval: 1.5)
    try Self.psql(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = '\(name)'",
      url: url)
    try input.fileHandleForWriting.write(
      contentsOf: Data("project add B\nproject add C\ncommit\n".utf8))
    try input.fileHandleForWriting.close()
    let said = String(
      decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 3, "\(said)")
    #expect(said.contains("the open group was rolled back, nothing of it was saved"), "\(said)")
    #expect(said.contains("<stdin>:4: error: the open group was lost and rolled back"), "\(said)")
    #expect(said.contains("<stdin>:5: error: nothing was committed"), "\(said)")
    let left = try ledgersh.run(
      ["--db", url, "-c", "projects --format csv"], extraEnvironment: server)
    #expect(left.stdout.contains("Seed"))
    for lost in [",A,", ",B,", ",C,"] { #expect(!left.stdout.contains(lost), "\(left.stdout)") }
  }

  @Test("backup of a team ledger points to ledgersh copy", .enabled(if: url != nil, skipNote))
  func teamBackup() throws {
    let url = try #require(Self.url)
    let server = try Self.freshLedger(url)
    let ledgersh = try LedgershProcess()
    let result = try ledgersh.run(["--db", url, "-c", "backup b.db"], extraEnvironment: server)
    #expect(result.status == 1, "\(result.stderr)")
    #expect(result.stderr.contains("'ledgersh copy --from postgresql://… --to b.db'"))
  }

  @Test("a server that cannot be reached is exit status 3, naming the server")
  func unreachableServer() throws {
    let ledgersh = try LedgershProcess()
    let result = try ledgersh.run(
      ["--db", "postgresql://ann@127.0.0.1:1/studio?sslmode=disable", "-c", "projects"])
    #expect(result.status == 3)
    #expect(
      result.stderr.contains("cannot connect to the PostgreSQL server ann@127.0.0.1:1/studio"))
  }

  @Test(
    "a statement timeout fails the command naming the server; the next command works",
    .enabled(if: url != nil, skipNote))
  func statementTimeout() throws {
    let url = try #require(Self.url)
    var server = try Self.freshLedger(url)
    let ledgersh = try LedgershProcess()
    _ = try ledgersh.run(["--db", url, "-c", "project add Smith"], extraEnvironment: server)
    let options = server["PGOPTIONS", default: ""]
    let schema = options.dropFirst("-c search_path=".count).prefix { $0 != "," }
    server["PGOPTIONS"] = options + " -c statement_timeout=500"
    // A lock held by another connection makes the next write wait past the timeout.
    let holder = Process()
    holder.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    holder.arguments = [
      "psql", "-X", "-q", url, "-c",
      "BEGIN; LOCK TABLE \(schema).projects; SELECT pg_sleep(3); COMMIT;",
    ]
    try holder.run()
    Thread.sleep(forTimeInterval: 1)
    let result = try ledgersh.run(
      ["--db", url, "-c", "project add Jones"], extraEnvironment: server)
    holder.waitUntilExit()
    #expect(result.status == 3)
    #expect(result.stderr.contains("the PostgreSQL server ledgersh@127.0.0.1"))
    #expect(result.stderr.contains("nothing of it was saved"))
  }

  /// Runs SQL on the test server with psql.
  static func psql(_ sql: String, url: String) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["psql", "-X", "-q", "-v", "ON_ERROR_STOP=1", url, "-c", sql]
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "psql: \(sql)")
  }

  /// What `sql` answers on `url`, unaligned and without headers (`psql -At`).
  static func psqlValue(_ sql: String, url: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["psql", "-X", "-q", "-At", "-v", "ON_ERROR_STOP=1", url, "-c", sql]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "psql: \(sql)")
    return text.trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
