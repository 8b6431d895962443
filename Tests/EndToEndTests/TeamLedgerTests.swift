import Foundation
import Testing

/// Team ledgers on PostgreSQL as their members meet them: grants, refusals, copies racing.
@Suite("Team ledgers")
struct TeamLedgerTests {
  static let url = PostgresTranscriptTests.url
  static let skipNote = PostgresTranscriptTests.skipNote

  @Test("help shows --account as required by admin grant and admin revoke")
  func grantUsage() throws {
    let ledgersh = try LedgershProcess()
    for verb in ["grant", "revoke"] {
      let help = try ledgersh.run(["-c", "help admin \(verb)"])
      #expect(help.status == 0, "\(help.stderr)")
      #expect(help.stdout.contains("Usage: admin \(verb) ROLE --account TEXT"), "\(help.stdout)")
      #expect(!help.stdout.contains("[--account"), "\(help.stdout)")
    }
  }

  /// A fresh schema on the test server, its name and the environment that opens it.
  static func freshSchema(_ url: String) throws -> (String, [String: String]) {
    let schema = "e_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
    try PostgresTranscriptTests.psql("CREATE SCHEMA \(schema)", url: url)
    return (schema, ["PGOPTIONS": "-c search_path=\(schema),public"])
  }

  /// `url` with another user.
  static func url(_ url: String, user: String) throws -> String {
    var components = try #require(URLComponents(string: url))
    components.user = user
    return try #require(components.string)
  }

  @Test(
    "--read-only on a team ledger shows everything and refuses every change (exit 1)",
    .enabled(if: url != nil, skipNote))
  func readOnlyTeamLedger() throws {
    let url = try #require(Self.url)
    let (_, server) = try Self.freshSchema(url)
    let ledgersh = try LedgershProcess()
    let empty = try ledgersh.run(
      ["--db", url, "--read-only", "-c", "projects"], extraEnvironment: server)
    #expect(empty.status == 3, "\(empty.stderr)")
    #expect(empty.stderr.contains("there is no ledger on"), "\(empty.stderr)")
    let owner = try ledgersh.run(
      ["--db", url, "-c", "project add Loft"], extraEnvironment: server)
    #expect(owner.status == 0, "\(owner.stderr)")
    let reads = try ledgersh.run(
      ["--db", url, "--read-only", "-1", "-c", "projects --format csv", "-c", "journal"],
      extraEnvironment: server)
    #expect(reads.status == 0, "\(reads.stderr)")
    #expect(reads.stdout.contains("1,Loft,"), "\(reads.stdout)")
    let ann = "ann_\(UUID().uuidString.prefix(8).lowercased())"
    try PostgresTranscriptTests.psql("CREATE ROLE \(ann) LOGIN", url: url)
    for command in [
      "project add Studio", "undo", "project edit 1 --name Attic",
      "admin grant \(ann) --account Default",
    ] {
      let result = try ledgersh.run(
        ["--db", url, "--read-only", "-c", command], extraEnvironment: server)
      #expect(result.status == 1, "\(command): \(result.stderr)")
      #expect(
        result.stderr.contains("is open read-only (--read-only); nothing was changed"),
        "\(command): \(result.stderr)")
    }
    let after = try ledgersh.run(
      ["--db", url, "-c", "projects --format csv", "-c", "journal --format csv"],
      extraEnvironment: server)
    #expect(after.stdout.contains("1,Loft,") && !after.stdout.contains("Studio"))
    #expect(!after.stdout.contains("Attic"), "\(after.stdout)")
  }

  @Test(
    "a member asked to change grants or add an account is told only the owner can (exit 1)",
    .enabled(if: url != nil, skipNote))
  func memberRefused() throws {
    let url = try #require(Self.url)
    let (schema, server) = try Self.freshSchema(url)
    let ledgersh = try LedgershProcess()
    let ann = "ann_\(schema.suffix(8))"
    try PostgresTranscriptTests.psql("CREATE ROLE \(ann) LOGIN", url: url)
    let owner = try ledgersh.run(
      ["--db", url, "-c", "account add Milan", "-c", "admin grant \(ann) --account Default"],
      extraEnvironment: server)
    #expect(owner.status == 0, "\(owner.stderr)")
    let member = try Self.url(url, user: ann)
    let cases: [(String, String)] = [
      ("admin revoke \(ann) --account Default", "only the ledger's owner can grant or revoke"),
      ("admin grant \(ann) --account Default", "only the ledger's owner can grant or revoke"),
      ("account add Rome", "only the ledger's owner can add accounts"),
    ]
    for (command, message) in cases {
      let result = try ledgersh.run(["--db", member, "-c", command], extraEnvironment: server)
      #expect(result.status == 1, "\(command): \(result.stderr)")
      #expect(result.stderr.contains(message), "\(command): \(result.stderr)")
      for raw in ["permission denied", "row-level security", "ask an admin"] {
        #expect(!result.stderr.contains(raw), "\(command): \(result.stderr)")
      }
    }
    // The ledger is still the member's to use.
    let after = try ledgersh.run(
      ["--db", member, "-c", "project add Loft", "-c", "admin grants"], extraEnvironment: server)
    #expect(after.status == 0, "\(after.stderr)")
    #expect(after.stdout.contains(ann))
  }

  @Test(
    "of two copies into one empty database, the loser says the destination holds a ledger",
    .enabled(if: url != nil, skipNote))
  func racingCopies() throws {
    let url = try #require(Self.url)
    let (schema, server) = try Self.freshSchema(url)
    let ledgersh = try LedgershProcess()
    #expect(try ledgersh.run(["--db", "l1.db", "-c", "demo --seed 3"]).status == 0)
    // The empty ledger exists; a session holds its journal so that both copies find it
    // empty, then wait to write their journal entries, and go on together.
    #expect(
      try ledgersh.run(["--db", url, "-c", "projects"], extraEnvironment: server).status == 0)
    let holder = Process()
    holder.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    holder.arguments = [
      "psql", "-X", "-q", url, "-c",
      "BEGIN; LOCK TABLE \(schema).journal IN SHARE MODE; SELECT pg_sleep(6); COMMIT;",
    ]
    holder.standardOutput = FileHandle.nullDevice
    try holder.run()
    // The copies start once the lock is held (not after a guess of how long psql takes).
    func lockHeld() -> Bool {
      let probe = Process()
      probe.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      probe.arguments = [
        "psql", "-X", "-q", "-At", url, "-c",
        "SELECT count(*) FROM pg_locks WHERE relation = '\(schema).journal'::regclass "
          + "AND mode = 'ShareLock' AND granted",
      ]
      let output = Pipe()
      probe.standardOutput = output
      probe.standardError = FileHandle.nullDevice
      guard (try? probe.run()) != nil else { return false }
      let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      probe.waitUntilExit()
      return text.trimmingCharacters(in: .whitespacesAndNewlines) == "1"
    }
    var waited = 0
    while !lockHeld(), waited < 100 {
      Thread.sleep(forTimeInterval: 0.1)
      waited += 1
    }
    let copies = try (0..<2).map { _ in
      let process = Process()
      process.executableURL = LedgershProcess.binary
      process.arguments = ["copy", "--from", "l1.db", "--to", url]
      process.environment = ledgersh.environment.merging(server) { $1 }
      process.currentDirectoryURL = ledgersh.home
      let errors = Pipe()
      process.standardError = errors
      process.standardOutput = FileHandle.nullDevice
      process.standardInput = FileHandle.nullDevice
      try process.run()
      return (process, errors)
    }
    let finished = copies.map { process, errors in
      let stderr = String(
        decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      return LedgershProcess.Result(stdout: "", stderr: stderr, status: process.terminationStatus)
    }
    holder.waitUntilExit()
    #expect(finished.filter { $0.status == 0 }.count == 1, "\(finished)")
    let loser = try #require(finished.first { $0.status != 0 })
    #expect(loser.status == 1, "\(loser.stderr)")
    #expect(
      loser.stderr.contains(
        "copy: the destination '\(url)' already holds a ledger (another copy or session wrote "
          + "it meanwhile); nothing was copied"), "\(loser.stderr)")
    #expect(!loser.stderr.contains("ServerError"))
    #expect(!loser.stderr.contains("l1.db"))
  }
}
