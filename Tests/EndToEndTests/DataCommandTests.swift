import Foundation
import Testing

/// undo, journal, export, import and demo through the real binary.
@Suite("Ledger data commands")
struct DataCommandTests {
  @Test("export → import into an empty ledger → export gives byte-identical JSON")
  func roundTrip() throws {
    let ledgersh = try LedgershProcess()
    let first = ledgersh.home.appendingPathComponent("first.json").path
    let second = ledgersh.home.appendingPathComponent("second.json").path
    let built = try ledgersh.run(
      ["--db", "a.db", "-c", "demo --seed 7", "-c", "export --to \(first)"])
    #expect(built.status == 0, "\(built.stderr)")
    let copied = try ledgersh.run(
      ["--db", "b.db", "-c", "import \(first)", "-c", "export --to \(second)"])
    #expect(copied.status == 0, "\(copied.stderr)")
    let a = try Data(contentsOf: URL(fileURLWithPath: first))
    let b = try Data(contentsOf: URL(fileURLWithPath: second))
    #expect(a.count > 10_000)
    #expect(a == b)
  }

  /// Found by a QA pass: /dev/stdout is a link to /proc/self/fd/1, whose target names a
  /// pipe, not a path; it was followed to a file that could not be created.
  @Test("export --to /dev/stdout writes into the pipe")
  func exportToDevStdout() throws {
    let ledgersh = try LedgershProcess()
    let run = try ledgersh.run(
      ["--db", "s.db", "-c", "project add 'Smith Residence'", "-c", "export --to /dev/stdout"])
    #expect(run.status == 0, "\(run.stderr)")
    let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    #expect(json?["format"] as? String == "ledgersh-ledger", "\(run.stdout.prefix(200))")
  }

  @Test("the same seed gives the same demo ledger")
  func demoIsDeterministic() throws {
    let ledgersh = try LedgershProcess()
    let one = try ledgersh.run(["--db", "one.db", "-c", "demo --seed 3", "-c", "export items"])
    let two = try ledgersh.run(["--db", "two.db", "-c", "demo --seed 3", "-c", "export items"])
    #expect(one.status == 0 && two.status == 0)
    let stripTimes = { (text: String) in
      text.split(separator: "\n").map { $0.split(separator: ",").dropLast().joined(separator: ",") }
    }
    #expect(one.stdout.contains("name,sku,source"))
    #expect(stripTimes(one.stdout) == stripTimes(two.stdout))
  }

  /// Issue 54: `demo` on a real ledger mixed sample projects, categories and vendors into
  /// the user's own account.
  @Test("demo on a ledger that holds data goes into an account of its own, and says so")
  func demoKeepsApart() throws {
    let ledgersh = try LedgershProcess()
    let run = try ledgersh.run([
      "--db", "real.db", "-c", "category add Art", "-c", "project add 'Smith Residence'",
      "-c", "demo --projects 2 --items 4 --transactions 4", "-c", "projects --format csv",
      "-c", "categories --format csv", "-c", "vendors --format csv", "-c", "account use Demo",
      "-c", "projects --format csv",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.contains("went into an account of its own, 'Demo'"), "\(run.stderr)")
    #expect(run.stderr.contains("account use Demo"), "\(run.stderr)")
    let parts = run.stdout.components(separatedBy: "id,name,")
    // The user's account: only its own project, category and no vendor.
    #expect(parts.count == 5, "\(run.stdout)")
    guard parts.count == 5 else { return }
    #expect(parts[1].split(separator: "\n").count == 2, "one project: \(parts[1])")
    #expect(parts[1].contains("Smith Residence"))
    #expect(parts[2].split(separator: "\n").count == 2, "one category: \(parts[2])")
    #expect(parts[3].split(separator: "\n").count == 1, "no vendor: \(parts[3])")
    #expect(parts[4].split(separator: "\n").count == 3, "the demo's two: \(parts[4])")
    // One undo takes the demo back with its account.
    let undo = try ledgersh.run(["--db", "real.db", "-c", "undo", "-c", "account list"])
    #expect(undo.status == 0, "\(undo.stderr)")
    #expect(!undo.stdout.contains("Demo"), "\(undo.stdout)")
    // On an empty ledger the demo is the ledger.
    let fresh = try ledgersh.run(["--db", "fresh.db", "-c", "demo", "-c", "account list"])
    #expect(fresh.status == 0, "\(fresh.stderr)")
    #expect(!fresh.stdout.contains("Demo") && !fresh.stderr.contains("of its own"))
  }

  @Test("undo reverts the last command and journal lists it")
  func undoAndJournal() throws {
    let ledgersh = try LedgershProcess()
    let result = try ledgersh.run(
      [
        "--db", "u.db", "-c", "demo --projects 2 --items 5 --transactions 5",
        "-c", "journal --format jsonl", "-c", "undo", "-c", "export projects",
        "-c", "undo",
      ])
    // stdout holds only results; the confirmations go to stderr, in order.
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines[0].contains(#""command":"demo --projects 2 --items 5 --transactions 5""#))
    #expect(lines[0].contains(#""undone":false"#))
    #expect(lines[1] == "id,name,client_name,description,archived,created_at")
    #expect(lines.count == 2, "no projects are left after undo")
    let notes = result.stderr.split(separator: "\n").map(String.init)
    #expect(notes.count == 3)
    #expect(notes.first?.hasPrefix("Added a demo ledger (seed 1): 2 projects") == true)
    #expect(notes.dropFirst().first?.hasPrefix("Undid #1 'demo --projects 2") == true)
    #expect(notes.last == "-c:5: error: nothing to undo")
    #expect(result.status == 1)
  }

  @Test("a .json file that is not an export is named as such, not read as a CSV")
  func importJSONThatIsNoExport() throws {
    let ledgersh = try LedgershProcess()
    let array = try ledgersh.write("bad.json", "\u{FEFF}  [1,2")
    let refused = try ledgersh.run(["--db", "j.db", "-c", "import \(array)"])
    #expect(refused.status == 1)
    #expect(refused.stderr.contains("is not a ledgersh JSON export"), "\(refused.stderr)")
    #expect(!refused.stderr.contains("column"), "\(refused.stderr)")
    // With --as the file is a CSV, whatever its name says.
    let csv = try ledgersh.write(
      "sheet.json", "project,date,source,amount,type,category\nP,2026-01-05,A,1.00,purchase,\n")
    let asCSV = try ledgersh.run(
      ["--db", "j.db", "-c", "project add P", "-c", "import \(csv) --as transactions"])
    #expect(asCSV.status == 0, "\(asCSV.stderr)")
  }

  @Test("an empty .json is named empty, not read as a CSV without a header")
  func importEmptyJSON() throws {
    let ledgersh = try LedgershProcess()
    let empty = try ledgersh.write("e.json", "\n")
    let refused = try ledgersh.run(["--db", "e.db", "-c", "import \(empty)"])
    #expect(refused.status == 1)
    #expect(refused.stderr.contains("is empty: a ledgersh JSON export starts with '{'"))
    #expect(!refused.stderr.contains("header"), "\(refused.stderr)")
  }

  @Test("the CSV of 'export vendors' (or projects…) is refused by name, not read as items")
  func importOtherExports() throws {
    let ledgersh = try LedgershProcess()
    let setup = try ledgersh.run([
      "--db", "v.db", "-c", "demo --projects 1 --items 0 --transactions 3",
      "-c", "export vendors --to v.csv", "-c", "export projects --to p.csv",
    ])
    #expect(setup.status == 0, "\(setup.stderr)")
    for (file, entity) in [("v.csv", "vendors"), ("p.csv", "projects")] {
      let refused = try ledgersh.run(["--db", "n.db", "-c", "import \(file)"])
      #expect(refused.status == 1)
      #expect(
        refused.stderr.contains("is the CSV that 'export \(entity)' writes"), "\(refused.stderr)")
    }
    let listed = try ledgersh.run(["--db", "n.db", "-c", "inventory --format csv"])
    #expect(listed.stdout.split(separator: "\n").count == 1, "no item was made: \(listed.stdout)")
    // --as items still reads an `id,name` sheet as items, as asked.
    let asked = try ledgersh.run(["--db", "n.db", "-c", "import v.csv --as items"])
    #expect(asked.status == 0, "\(asked.stderr)")
  }

  @Test("an import with bad rows lists them by line and imports nothing")
  func importIsAllOrNothing() throws {
    let ledgersh = try LedgershProcess()
    let header = "project,date,source,amount,type,category\n"
    let good = "Müller Penthouse,2026-01-05,West Elm,120.00,purchase,\n"
    let bad =
      "Müller Penthouse,2026-13-01,West Elm,12.00,purchase,\n"
      + "Müller Penthouse,2026-01-07,CB2,abc,purchase,\n"
    let mixed = try ledgersh.write("mixed.csv", header + good + bad)
    let clean = try ledgersh.write("clean.csv", header + good)
    let seeded = try ledgersh.run(["--db", "i.db", "-c", "demo --transactions 10"])
    #expect(seeded.status == 0, "\(seeded.stderr)")
    let refused = try ledgersh.run(["--db", "i.db", "-c", "import \(mixed)"])
    #expect(refused.status == 1)
    #expect(refused.stderr.contains("nothing imported"))
    #expect(refused.stderr.contains("line 3: date"))
    #expect(refused.stderr.contains("line 4: amount"))
    #expect(!refused.stderr.contains("line 2"))
    let count = { () throws -> Int in
      try ledgersh.run(["--db", "i.db", "-c", "export transactions"]).stdout
        .split(separator: "\n").count - 1
    }
    #expect(try count() == 10, "the good row was not imported either")
    let accepted = try ledgersh.run(["--db", "i.db", "-c", "import \(clean)"])
    #expect(accepted.stdout == "", "the confirmation is not a result")
    #expect(accepted.stderr == "Imported 1 transaction from \(clean)\n")
    #expect(try count() == 11)
  }

  @Test("export refuses impossible formats with a hint")
  func exportFormats() throws {
    let ledgersh = try LedgershProcess()
    let csvWhole = try ledgersh.run(["--db", "f.db", "-c", "export --format csv"])
    #expect(csvWhole.status == 2)
    #expect(csvWhole.stderr.contains("CSV export is one entity at a time"))
    let missingFolder = try ledgersh.run(["--db", "f.db", "-c", "export --to /nonexistent/x.json"])
    #expect(missingFolder.status == 1)
    #expect(missingFolder.stderr.contains("cannot create '/nonexistent/x.json'"))
  }

  @Test("export --to replaces a file whole, privately, and never a folder or a database")
  func exportDestinations() throws {
    let ledgersh = try LedgershProcess()
    let backup = ledgersh.home.appendingPathComponent("backup.json").path
    let again = try ledgersh.run(
      ["--db", "e.db", "-c", "export --to \(backup)", "-c", "export --to \(backup)"])
    #expect(again.status == 0, "\(again.stderr)")
    let attributes = try FileManager.default.attributesOfItem(atPath: backup)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
    #expect(try String(contentsOfFile: backup, encoding: .utf8).hasPrefix("{"))

    let folder = try ledgersh.write("keep/file.txt", "precious\n")
    let intoFolder = try ledgersh.run(
      ["--db", "e.db", "-c", "export --to \(ledgersh.home.path)/keep"])
    #expect(intoFolder.status == 1)
    #expect(intoFolder.stderr.contains("is a folder"))
    #expect(try String(contentsOfFile: folder, encoding: .utf8) == "precious\n")
    // A folder that does not exist is named as such (rename(2)'s words were "Not a
    // directory"), and nothing is left behind.
    let missing = try ledgersh.run(
      ["--db", "e.db", "-c", "export --to \(ledgersh.home.path)/typo/"])
    #expect(missing.status == 1)
    #expect(
      missing.stderr.contains("'\(ledgersh.home.path)/typo/' names a folder, which does not exist"))
    #expect(!missing.stderr.contains("Not a directory"))
    #expect(!FileManager.default.fileExists(atPath: ledgersh.home.path + "/.typo.partial"))

    let ledger = ledgersh.home.appendingPathComponent("e.db").path
    _ = try ledgersh.run(["--db", "e.db", "-c", "demo --projects 2 --items 0 --transactions 0"])
    let before = try ledgersh.run(["--db", "e.db", "-c", "export projects"]).stdout
    let ontoLedger = try ledgersh.run(["--db", "e.db", "-c", "export --to \(ledger)"])
    #expect(ontoLedger.status == 1)
    #expect(ontoLedger.stderr.contains("is the ledger itself"), "\(ontoLedger.stderr)")
    // The ledger's -wal file is deleted when the ledger closes, and an export with it.
    let ontoWAL = try ledgersh.run(["--db", "e.db", "-c", "export --to \(ledger)-wal"])
    #expect(ontoWAL.status == 1)
    #expect(ontoWAL.stderr.contains("ends in -wal, as SQLite names the write-ahead log"))
    let after = try ledgersh.run(["--db", "e.db", "-c", "export projects"]).stdout
    #expect(after.split(separator: "\n").count == 3)
    #expect(after == before)
    // Only the formats export writes are offered.
    let tsv = try ledgersh.run(["--db", "e.db", "-c", "export projects --format tsv"])
    #expect(tsv.status == 2)
    #expect(tsv.stderr.contains("json, csv, journal"), "\(tsv.stderr)")
  }

  @Test("copy with an attachment's file missing copies nothing, and can be run again")
  func copyWithoutAFile() throws {
    let ledgersh = try LedgershProcess()
    let picture = try ledgersh.ledgerWithPicture("a.db")
    let attachments = ledgersh.home.appendingPathComponent("attachments")
    let stored = try FileManager.default.contentsOfDirectory(atPath: attachments.path)
    #expect(stored.count == 1)
    let aside = ledgersh.home.appendingPathComponent("aside.png")
    try FileManager.default.moveItem(
      at: attachments.appendingPathComponent(stored[0]), to: aside)
    try FileManager.default.createDirectory(
      at: ledgersh.home.appendingPathComponent("b"), withIntermediateDirectories: true)
    let failed = try ledgersh.run(["copy", "--from", "a.db", "--to", "b/b.db"])
    #expect(failed.status == 3)
    #expect(failed.stderr.contains("is missing from the source ledger's folder"))
    #expect(!failed.stderr.contains("NSCocoaErrorDomain"))
    #expect(!failed.stdout.contains("Copied"))
    // "Nothing was copied": no ledger file is left at --to either (found by QA: an empty
    // ledger was), nor SQLite's files beside it.
    let folder = ledgersh.home.appendingPathComponent("b").path
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder).filter {
        $0.hasPrefix("b.db")
      } == [])
    // With the file back, the same copy goes through.
    try FileManager.default.moveItem(at: aside, to: attachments.appendingPathComponent(stored[0]))
    let again = try ledgersh.run(["copy", "--from", "a.db", "--to", "b/b.db"])
    #expect(again.status == 0, "\(again.stderr)")
    // The copy is closed: complete in its main file, as one copied alone must be.
    #expect(
      !FileManager.default.fileExists(
        atPath: ledgersh.home.appendingPathComponent("b/b.db-wal").path))
    #expect(
      FileManager.default.fileExists(
        atPath: ledgersh.home.appendingPathComponent("b/attachments/\(stored[0])").path))
  }

  @Test("~ in a path is $HOME, as in a shell, not the password database's home")
  func tildeIsHome() throws {
    let ledgersh = try LedgershProcess()
    let picture = try ledgersh.ledgerWithPicture("a.db")
    let run = try ledgersh.run([
      "--db", "a.db", "-c", "attachment save 1 --to ~/saved.png", "-c", "export --to ~/all.json",
      "-c", "backup ~/copy.db", "-c", "use P", "-c", "attach ~/s.png --to item 1",
    ])
    #expect(run.stderr.contains("Attached 's.png' (#2)"), "\(run.stderr)")
    #expect(run.status == 0, "\(run.stderr)")
    let home = ledgersh.home
    #expect(
      FileManager.default.contentsEqual(
        atPath: home.appendingPathComponent("saved.png").path, andPath: picture.path))
    for name in ["all.json", "copy.db"] {
      #expect(FileManager.default.fileExists(atPath: home.appendingPathComponent(name).path))
    }
  }

  @Test("the session's --format says how results print, not what export writes")
  func exportIgnoresTheSessionFormat() throws {
    let ledgersh = try LedgershProcess()
    #expect(try ledgersh.run(["--db", "e.db", "-c", "demo --projects 1 --seed 3"]).status == 0)
    let csv = try ledgersh.run([
      "--db", "e.db", "--format", "json", "-c", "export transactions --to t.csv",
    ])
    #expect(csv.status == 0, "\(csv.stderr)")
    let written = try String(
      contentsOf: ledgersh.home.appendingPathComponent("t.csv"), encoding: .utf8)
    #expect(written.hasPrefix("id,project,date,source,amount"))
    let record = try JSONSerialization.jsonObject(with: Data(csv.stdout.utf8)) as? [String: Any]
    #expect(record?["path"] as? String == "t.csv", "the result is JSON, as asked")
    let json = try ledgersh.run([
      "--db", "e.db", "-c", "set format csv", "-c", "export --to l.json",
    ])
    #expect(json.status == 0, "\(json.stderr)")
    #expect(
      try String(contentsOf: ledgersh.home.appendingPathComponent("l.json"), encoding: .utf8)
        .hasPrefix("{"))
    let refused = try ledgersh.run(["--db", "e.db", "-c", "export items --format json"])
    #expect(refused.status == 2, "an explicit --format still decides")
  }

  @Test("export's own --format says what the file holds, not how its result prints")
  func exportOwnFormatIsTheFiles() throws {
    let ledgersh = try LedgershProcess()
    #expect(try ledgersh.run(["--db", "e.db", "-c", "demo --projects 1 --seed 3"]).status == 0)
    let quiet = try ledgersh.run(["--db", "e.db", "-c", "export items --format csv --to i.csv"])
    #expect(quiet.status == 0, "\(quiet.stderr)")
    #expect(quiet.stdout.isEmpty, "no CSV record of the result on stdout: \(quiet.stdout)")
    #expect(quiet.stderr.contains("Exported items as CSV"))
    let written = try String(
      contentsOf: ledgersh.home.appendingPathComponent("i.csv"), encoding: .utf8)
    #expect(written.hasPrefix("id,project,space,name"))
    let asked = try ledgersh.run([
      "--db", "e.db", "--format", "json", "-c", "export items --format csv --to j.csv",
    ])
    let record = try JSONSerialization.jsonObject(with: Data(asked.stdout.utf8)) as? [String: Any]
    #expect(record?["path"] as? String == "j.csv", "the session's JSON, for jq")
  }

  /// Found by a user test: `export items` wrote every account's items, and importing the
  /// file back was refused ("item #3 is another account's").
  @Test("a CSV export holds the current account's rows, and importing it back adds nothing")
  func csvExportIsOneAccounts() throws {
    let ledgersh = try LedgershProcess()
    let built = try ledgersh.run([
      "--db", "a.db", "-c", "project add 'Smith Residence'", "-c", "use 'Smith Residence'",
      "-c", "item add 'Oak Side Table' --price 899", "-c", "vendor add 'West Elm'",
      "-c", "account add Studio --currency JPY", "-c", "account use Studio",
      "-c", "project add 東京", "-c", "use 東京", "-c", "item add 椅子 --price 12000",
      "-c", "item add '🪑 Stool' --price 8000", "-c", "vendor add 無印良品",
      "-c", "export items --to studio.csv", "-c", "export vendors",
      "-c", "import studio.csv", "-c", "items --format tsv",
    ])
    #expect(built.status == 0, "\(built.stderr)")
    let written = try String(
      contentsOf: ledgersh.home.appendingPathComponent("studio.csv"), encoding: .utf8)
    #expect(written.contains("椅子") && written.contains("🪑 Stool"))
    #expect(!written.contains("Oak Side Table"), "the default account's item: \(written)")
    #expect(written.split(separator: "\n").count == 3, "a header and two rows: \(written)")
    #expect(built.stderr.contains("Exported items as CSV (2 items) to studio.csv"))
    #expect(built.stdout.contains("無印良品") && !built.stdout.contains("West Elm"))
    #expect(built.stderr.contains("skipped 2"), "re-importing skips every row: \(built.stderr)")
    // The default account's export is its own rows, whatever the other account holds.
    let first = try ledgersh.run(["--db", "a.db", "-c", "export items"])
    #expect(first.status == 0, "\(first.stderr)")
    #expect(first.stdout.contains("Oak Side Table") && !first.stdout.contains("椅子"))
  }
}
