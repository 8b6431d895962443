import Foundation
import Testing

/// A file that is not a ledger is refused up front, with status 3, and left untouched.
@Suite("Opening the ledger")
struct StoreOpeningTests {
  @Test("a PostgreSQL server that is not there is named in plain words, not the driver's")
  func serverNotThere() throws {
    let ledgersh = try LedgershProcess()
    let run = try ledgersh.run([
      "--db", "postgresql://ledgersh@127.0.0.1:1/postgres?sslmode=disable", "-c", "projects",
    ])
    #expect(run.status == 3)
    #expect(
      run.stderr.hasSuffix("ledgersh@127.0.0.1:1/postgres: connection refused\n"), "\(run.stderr)")
    #expect(!run.stderr.contains("SingleConnectionFailure"))
    // A password file others can read is skipped, as libpq skips it, and the error says so.
    let passwords = try ledgersh.write("pgpass", "*:*:*:*:secret\n")
    #expect(chmod(passwords, 0o644) == 0)
    let loose = try ledgersh.run(
      ["--db", "postgresql://ledgersh@127.0.0.1:1/postgres?sslmode=disable", "-c", "projects"],
      extraEnvironment: ["PGPASSFILE": passwords])
    #expect(loose.stderr.contains("\(passwords) was not read: others may read it"))
    #expect(!loose.stderr.contains("secret"))
  }

  @Test(
    "refuses files that are not ledgers and leaves them byte-for-byte untouched",
    arguments: ["plain text, not a database\n", ""])
  func refusesForeignFiles(contents: String) throws {
    let ledgersh = try LedgershProcess()
    let path = try ledgersh.write("notes.db", contents)
    if contents.isEmpty {
      // An SQLite database of another program.
      let sqlite = Process()
      sqlite.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
      sqlite.arguments = [
        path, "CREATE TABLE recipes(name TEXT); INSERT INTO recipes VALUES('soup');",
      ]
      try sqlite.run()
      sqlite.waitUntilExit()
    }
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    let result = try ledgersh.run([
      "--db", path, "-c", "projects", "-c", "echo should not run",
    ])
    #expect(result.status == 3)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("is not a ledgersh database"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
  }

  @Test("creates a new ledger with mode 0600 at --db, LEDGERSH_DB or the XDG default")
  func createsPrivateFiles() throws {
    let ledgersh = try LedgershProcess()
    let explicit = ledgersh.home.appendingPathComponent("books/studio.db").path
    let missingFolder = try ledgersh.run(["--db", explicit, "-c", "projects"])
    #expect(missingFolder.status == 3, "a named ledger's folder is not invented")
    #expect(missingFolder.stderr.contains("the folder"))
    #expect(
      !FileManager.default.fileExists(atPath: ledgersh.home.appendingPathComponent("books").path))
    try FileManager.default.createDirectory(
      at: ledgersh.home.appendingPathComponent("books"), withIntermediateDirectories: true)
    #expect(try ledgersh.run(["--db", explicit, "-c", "projects"]).status == 0)
    let fromEnvironment = ledgersh.home.appendingPathComponent("env.db").path
    #expect(
      try ledgersh.run(["-c", "projects"], extraEnvironment: ["LEDGERSH_DB": fromEnvironment])
        .status == 0)
    #expect(try ledgersh.run(["-c", "projects"]).status == 0)
    let fallback = ledgersh.home.appendingPathComponent("data/ledgersh/ledger.db").path
    for path in [explicit, fromEnvironment, fallback] {
      let attributes = try FileManager.default.attributesOfItem(atPath: path)
      #expect((attributes[.posixPermissions] as? Int) == 0o600, "\(path)")
    }
  }

  @Test(
    "commands that need no ledger run without opening it",
    arguments: ["version", "help", "echo hi", "set width 80", "show", "quit"])
  func commandsWithoutLedger(command: String) throws {
    let ledgersh = try LedgershProcess()
    let result = try ledgersh.run(["--db", "/no/such/folder/l.db", "-c", command])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty)
    let version = try ledgersh.run(["--db", "/no/such/folder/l.db", "-c", "version"])
    #expect(version.stdout.contains("0."))
    let files = try ledgersh.run(["-c", command])
    #expect(files.status == 0)
    #expect(
      !FileManager.default.fileExists(atPath: ledgersh.home.appendingPathComponent("data").path),
      "no ledger was created")
  }

  @Test("the first command that needs the ledger fails with status 3 when it cannot open")
  func firstUseFails() throws {
    let ledgersh = try LedgershProcess()
    let result = try ledgersh.run([
      "--db", "/no/such/folder/l.db", "-c", "echo before", "-c", "projects", "-c", "echo after",
    ])
    #expect(result.status == 3)
    #expect(result.stdout == "before\n")
    #expect(
      result.stderr.contains(
        "cannot open '/no/such/folder/l.db': the folder '/no/such/folder' does not exist"))
  }

  @Test("--db :memory: is refused with status 3 and leaves no file named ':memory:'")
  func inMemoryName() throws {
    let ledgersh = try LedgershProcess()
    let result = try ledgersh.run(["--db", ":memory:", "-c", "projects"])
    #expect(result.status == 3)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("cannot open ':memory:': a ledger lives in a file"))
    #expect(
      !FileManager.default.fileExists(atPath: ledgersh.home.appendingPathComponent(":memory:").path)
    )
  }

  @Test("copy from a ledger file that is not there is refused; no file is made")
  func copyFromMissingLedger() throws {
    let ledgersh = try LedgershProcess()
    let result = try ledgersh.run(["copy", "--from", "typo.db", "--to", "new.db"])
    #expect(result.status == 3)
    #expect(
      result.stderr.contains("copy: there is no ledger at 'typo.db'; nothing was copied"),
      "\(result.stderr)")
    #expect(!result.stderr.contains("Copied"))
    for name in ["typo.db", "new.db"] {
      #expect(
        !FileManager.default.fileExists(atPath: ledgersh.home.appendingPathComponent(name).path),
        "\(name)")
    }
  }

  @Test("ledgersh's own errors show the control characters they quote, never send them")
  func launchErrorsEscaped() throws {
    let ledgersh = try LedgershProcess()
    let cases: [([String], String)] = [
      (["--account", "\u{1B}[2J", "-c", "projects"], "no account named '\\x1b[2J'"),
      (["-f", "gone\u{1B}[2J.lsh"], "no such script file: gone\\x1b[2J.lsh"),
      (["--bogus\u{1B}[2J"], "Unknown option '--bogus\\x1b[2J'"),
      (["copy", "--from", "a\u{7}.db", "--to", "b.db"], "no ledger at 'a\\x07.db'"),
    ]
    for (arguments, message) in cases {
      let result = try ledgersh.run(arguments)
      #expect(result.status != 0, "\(arguments)")
      #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
      #expect(
        !result.stderr.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{7}" },
        "\(arguments): \(result.stderr.debugDescription)")
    }
  }

  @Test("a ledger whose newer schema is still only in its -wal file is refused untouched")
  func newerSchemaInWriteAheadLog() throws {
    let ledgersh = try LedgershProcess()
    let ledger = ledgersh.home.appendingPathComponent("ledger.db").path
    #expect(try ledgersh.run(["--db", ledger, "-c", "project add Loft"]).status == 0)
    // A newer ledgersh upgrades the schema; its change is not checkpointed yet: copy the
    // file and its log while a sqlite3 session holds them open.
    let session = Process()
    session.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
    session.arguments = [ledger]
    let input = Pipe()
    let output = Pipe()
    session.standardInput = input
    session.standardOutput = output
    try session.run()
    try input.fileHandleForWriting.write(
      contentsOf: Data("PRAGMA user_version = 99;\nSELECT 'upgraded';\n".utf8))
    var seen = Data()
    while !String(decoding: seen, as: UTF8.self).contains("upgraded") {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      seen += chunk
    }
    let copy = try ledgersh.folder("copy", mode: 0o700, ownedByUnprivilegedUser: false)
    for suffix in ["", "-wal"] {
      try FileManager.default.copyItem(atPath: ledger + suffix, toPath: copy + "/l.db" + suffix)
    }
    try input.fileHandleForWriting.close()
    session.waitUntilExit()
    let before = LedgershProcess.files(in: copy).map {
      FileManager.default.contents(atPath: copy + "/" + $0)
    }
    for options in [[], ["--read-only"]] {
      let result = try ledgersh.run(["--db", copy + "/l.db"] + options + ["-c", "projects"])
      #expect(result.status == 3)
      #expect(result.stderr.contains("newer ledgersh"), "\(result.stderr)")
    }
    #expect(LedgershProcess.files(in: copy) == ["l.db", "l.db-wal"])
    let after = LedgershProcess.files(in: copy).map {
      FileManager.default.contents(atPath: copy + "/" + $0)
    }
    #expect(after == before, "nothing touched")
  }
}
