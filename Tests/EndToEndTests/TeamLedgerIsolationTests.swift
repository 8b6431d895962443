import Foundation
import Testing

/// What a member of one account can see and change of another account's data on a team
/// ledger: nothing, through ledgersh and through psql alike, in every table of the schema.
@Suite("Team ledger isolation")
struct TeamLedgerIsolationTests {
  static let url = PostgresTranscriptTests.url
  static let skipNote = PostgresTranscriptTests.skipNote

  /// psql as the URL's user in `schema`; its stdout, stderr and exit status.
  static func psql(_ sql: String, url: String, schema: String) throws -> (
    stdout: String, stderr: String, status: Int32
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["psql", "-X", "-At", "-v", "ON_ERROR_STOP=1", url, "-c", sql]
    var environment = ProcessInfo.processInfo.environment
    environment["PGOPTIONS"] = "-c search_path=\(schema),public"
    process.environment = environment
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let stdout = String(
      decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let stderr = String(
      decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (
      stdout.trimmingCharacters(in: .whitespacesAndNewlines), stderr, process.terminationStatus
    )
  }

  /// A refusal by the server's privileges or row-level security, not another failure.
  static func refused(_ stderr: String) -> Bool {
    stderr.contains("permission denied") || stderr.contains("row-level security")
  }

  @Test(
    "a member of one account reads and writes nothing of another's, journal and undo log too",
    .enabled(if: url != nil, skipNote))
  func journalIsolated() throws {
    let url = try #require(Self.url)
    let (schema, server) = try TeamLedgerTests.freshSchema(url)
    let suffix = String(schema.suffix(8))
    let ann = "ann_\(suffix)"
    let bo = "bo_\(suffix)"
    for role in [ann, bo] {
      try PostgresTranscriptTests.psql("CREATE ROLE \(role) LOGIN", url: url)
    }
    let ledgersh = try LedgershProcess()
    let owner = try ledgersh.run(
      [
        "--db", url, "-c", "account add Milan", "-c", "admin grant \(ann) --account Default",
        "-c", "admin grant \(bo) --account Milan",
      ], extraEnvironment: server)
    #expect(owner.status == 0, "\(owner.stderr)")
    let annURL = try TeamLedgerTests.url(url, user: ann)
    let boURL = try TeamLedgerTests.url(url, user: bo)

    // bo works in Milan: a project, a purchase with a private note, a change.
    let boWork = try ledgersh.run(
      [
        "--db", boURL, "-c", "project add Villa", "-c", "use Villa", "-c",
        "tx add --source \"Atelier Secret\" --amount 4321 --notes \"private note\"", "-c",
        "tx edit 1 --notes \"second note\"",
      ], extraEnvironment: server)
    #expect(boWork.status == 0, "\(boWork.stderr)")
    // ann works in Default.
    let annWork = try ledgersh.run(
      ["--db", annURL, "-c", "project add Loft"], extraEnvironment: server)
    #expect(annWork.status == 0, "\(annWork.stderr)")

    // Through ledgersh: ann's journal holds her own work only; Milan does not exist for her.
    let journal = try ledgersh.run(
      ["--db", annURL, "-c", "journal --format json"], extraEnvironment: server)
    #expect(journal.status == 0, "\(journal.stderr)")
    #expect(journal.stdout.contains("project add Loft"), "\(journal.stdout)")
    for secret in ["Villa", "Atelier", "4321", "private note", "second note"] {
      #expect(!journal.stdout.contains(secret), "ann's journal shows '\(secret)'")
    }
    let milan = try ledgersh.run(
      ["--db", annURL, "-c", "account use Milan"], extraEnvironment: server)
    #expect(milan.status != 0)
    #expect(!milan.stderr.contains("permission denied"), "\(milan.stderr)")
    #expect(milan.stderr.contains("Milan"), "\(milan.stderr)")

    // Through psql: nothing of bo's in the journal or the undo log, and no way to change
    // either, not even her own entries.
    let annJournal = try Self.psql(
      "SELECT string_agg(command_line, '|') FROM journal", url: annURL, schema: schema)
    #expect(annJournal.status == 0, "\(annJournal.stderr)")
    // The owner's command ran in Default, ann's account; none of bo's in Milan shows.
    #expect(annJournal.stdout == "account add Milan|project add Loft", "\(annJournal.stdout)")
    let annLog = try Self.psql(
      "SELECT count(*) FROM undo_log WHERE old::text LIKE '%note%' OR tbl = 'transactions'",
      url: annURL, schema: schema)
    #expect(annLog.stdout == "0", "\(annLog.stdout) \(annLog.stderr)")
    for sql in [
      "UPDATE undo_log SET old = jsonb_set(old, '{notes}', '\"INJECTED BY ANN\"')",
      "DELETE FROM undo_log", "UPDATE journal SET undone = 1", "DELETE FROM journal",
      "SELECT ledger_journal_set(1, 'forged', NULL, NULL, true)",
      "SELECT ledger_journal_drop(1)",
    ] {
      let attempt = try Self.psql(sql, url: annURL, schema: schema)
      #expect(attempt.status != 0, "ann could run: \(sql)")
      #expect(Self.refused(attempt.stderr), "\(sql): \(attempt.stderr)")
    }

    // bo's undo still takes back bo's last change, with bo's own values.
    let undo = try ledgersh.run(
      ["--db", boURL, "-c", "undo", "-c", "use Villa", "-c", "txs --format csv"],
      extraEnvironment: server)
    #expect(undo.status == 0, "\(undo.stderr)")
    #expect(undo.stdout.contains("private note"), "\(undo.stdout)")
    #expect(!undo.stdout.contains("second note"), "\(undo.stdout)")
    // And ann's undo hers.
    let annUndo = try ledgersh.run(
      ["--db", annURL, "-c", "undo", "-c", "projects --format csv"], extraEnvironment: server)
    #expect(annUndo.status == 0, "\(annUndo.stderr)")
    #expect(!annUndo.stdout.contains("Loft"), "\(annUndo.stdout)")
  }

  @Test(
    "every table of the schema: a member of another account reads zero rows and writes none",
    .enabled(if: url != nil, skipNote))
  func everyTableIsolated() throws {
    let url = try #require(Self.url)
    let (schema, server) = try TeamLedgerTests.freshSchema(url)
    let suffix = String(schema.suffix(8))
    let ann = "ann_\(suffix)"
    let eve = "eve_\(suffix)"
    for role in [ann, eve] {
      try PostgresTranscriptTests.psql("CREATE ROLE \(role) LOGIN", url: url)
    }
    let ledgersh = try LedgershProcess()
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("isolation-\(suffix)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let receipt = directory.appendingPathComponent("receipt.png")
    // The smallest PNG: a 1×1 picture.
    let png = Data(
      base64Encoded:
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="
    )
    try #require(png != nil)
    try png?.write(to: receipt)
    var environment = server
    environment["XDG_DATA_HOME"] = directory.path
    let owner = try ledgersh.run(
      [
        "--db", url, "-c", "account add Rome", "-c", "admin grant \(ann) --account Default",
        "-c", "admin grant \(eve) --account Rome",
      ], extraEnvironment: environment)
    #expect(owner.status == 0, "\(owner.stderr)")
    // ann fills every kind of row in Default: its journal and undo log among them.
    let annURL = try TeamLedgerTests.url(url, user: ann)
    let work = try ledgersh.run(
      [
        "--db", annURL, "-c", "category add Furnishings", "-c", "project add Loft", "-c",
        "use Loft", "-c", "budget set Furnishings 5000", "-c", "template add Bath --item Tiles",
        "-c", "space add Kitchen", "-c", "vendor add \"West Elm\" --category Furnishings",
        "-c", "vendor alias add \"West Elm\" WESTELM", "-c",
        "tx add --source \"West Elm\" --amount 120", "-c",
        "item add Sofa --price 900 --space Kitchen", "-c", "item add Lamp --price 50 --inventory",
        "-c", "attach \(receipt.path) --to item 1", "-c", "tx edit 1 --notes changed",
      ], extraEnvironment: environment)
    #expect(work.status == 0, "\(work.stderr)")
    // A purchase of no project, as an imported ledger may hold: its sums are kept under
    // project 0 of Default, which eve must not see either.
    let loose = try Self.psql(
      """
      INSERT INTO transactions(account_id, source, amount, date, type, reimbursement,
        created_at, updated_at)
      SELECT id, 'Loose Vendor', 700, '2026-01-02', 'purchase', 'none', 0, 0 FROM accounts
      WHERE name = 'Default'
      """, url: annURL, schema: schema)
    #expect(loose.status == 0, "\(loose.stderr)")
    #expect(
      try Self.psql(
        "SELECT count(*) FROM transaction_totals WHERE project_id = 0", url: url, schema: schema
      ).stdout == "1")

    /// What the owner's query answers.
    func asOwner(_ sql: String) throws -> String {
      let result = try Self.psql(sql, url: url, schema: schema)
      try #require(result.status == 0, "\(sql): \(result.stderr)")
      return result.stdout
    }
    let tables = try asOwner(
      "SELECT string_agg(tablename, ' ' ORDER BY tablename) FROM pg_tables "
        + "WHERE schemaname = '\(schema)'"
    ).split(separator: " ").map(String.init)
    #expect(tables.count >= 18, "\(tables)")
    #expect(tables.contains("vendor_aliases"), "\(tables)")
    /// Every row of every table, as the owner sees it (a digest a table).
    func fingerprint() throws -> String {
      try asOwner(
        tables.map {
          "SELECT md5(coalesce(string_agg(to_jsonb(t)::text, '|' ORDER BY to_jsonb(t)::text), "
            + "'')) FROM \($0) t"
        }.joined(separator: " UNION ALL "))
    }
    let before = try fingerprint()
    let eveURL = try TeamLedgerTests.url(url, user: eve)
    for table in tables {
      // What eve may see: her own account and grant, and the schema version.
      let allowed: String
      switch table {
      case "accounts": allowed = "name <> 'Rome'"
      case "account_grants": allowed = "role <> '\(eve)'"
      case "ledger_meta": allowed = "key <> 'schema_version'"
      default: allowed = "true"
      }
      let read = try Self.psql(
        "SELECT count(*) FROM \(table) WHERE \(allowed)", url: eveURL, schema: schema)
      #expect(read.status == 0 || Self.refused(read.stderr), "\(table): \(read.stderr)")
      if read.status == 0 { #expect(read.stdout == "0", "eve reads \(read.stdout) of \(table)") }
      // The owner's view: the table holds rows eve must not touch.
      let present = try asOwner("SELECT count(*) FROM \(table) WHERE \(allowed)")
      let column = try asOwner(
        "SELECT attname FROM pg_attribute WHERE attrelid = '\(schema).\(table)'::regclass "
          + "AND attnum > 0 AND NOT attisdropped AND attgenerated = '' ORDER BY attnum LIMIT 1")
      for sql in [
        "UPDATE \(table) SET \(column) = \(column) WHERE \(allowed)",
        "DELETE FROM \(table) WHERE \(allowed)",
      ] {
        let write = try Self.psql(sql, url: eveURL, schema: schema)
        #expect(
          write.status != 0 ? Self.refused(write.stderr) : write.stdout.hasSuffix(" 0"),
          "\(sql): \(write.stdout) \(write.stderr)")
      }
      // A copy of another account's row, under a new id where it has one.
      guard present != "0" else { continue }
      let row = try asOwner("SELECT to_jsonb(t) FROM \(table) t WHERE \(allowed) LIMIT 1")
      let copy = row.replacingOccurrences(of: "'", with: "''")
      let insert = try Self.psql(
        """
        INSERT INTO \(table) SELECT * FROM jsonb_populate_record(NULL::\(table),
          '\(copy)'::jsonb || CASE WHEN '\(copy)'::jsonb ? 'id'
            THEN jsonb_build_object('id', 900000) ELSE '{}'::jsonb END)
        """, url: eveURL, schema: schema)
      #expect(insert.status != 0, "eve could insert into \(table)")
      #expect(Self.refused(insert.stderr), "\(table): \(insert.stderr)")
    }
    // Nothing eve tried changed anything.
    #expect(try fingerprint() == before)
  }
}
