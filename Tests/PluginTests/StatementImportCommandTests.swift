import Foundation
import LedgerTestSupport
import Testing

/// `import statement` as a user sees it: what it says, what it adds, and that it adds
/// nothing the second time.
@Suite("Importing a bank statement")
struct StatementImportCommandTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("StatementImportTests/Fixtures")

  static func fixture(_ name: String) -> String { fixtures.appendingPathComponent(name).path }

  /// The transactions as `export transactions` writes them, without ids and times: date,
  /// source, amount, type, sorted.
  static func ledger(_ harness: LedgerHarness) -> [String] {
    let csv = harness.run("export transactions").output
    let lines = csv.split(separator: "\n").map(String.init)
    guard let header = lines.first?.split(separator: ",").map(String.init) else { return [] }
    let wanted = ["date", "source", "amount", "type", "project", "category"].compactMap {
      header.firstIndex(of: $0)
    }
    return lines.dropFirst().map { line in
      let fields = line.split(separator: ",", omittingEmptySubsequences: false)
      return wanted.map { $0 < fields.count ? String(fields[$0]) : "" }.joined(separator: "|")
    }.sorted()
  }

  @Test("a card export with rules: purchases, a return, a payment skipped; again adds nothing")
  func cardTwice() throws {
    let harness = try LedgerHarness()
    try harness.script(["project add Loft", "category add 'Office supplies'"])
    let command =
      "import statement \(Self.fixture("amex.csv")) --rules \(Self.fixture("amex.rules"))"
      + " --project Loft"
    let first = harness.run(command)
    #expect(first.succeeded, "\(first.errors)")
    #expect(first.errors.contains("4 added"), "\(first.errors)")
    #expect(first.errors.contains("1 skipped by rules"), "\(first.errors)")
    let once = Self.ledger(harness)
    #expect(once.count == 4)
    #expect(once.contains("2026-11-03|Amazon|129.99|purchase|Loft|Office supplies"), "\(once)")
    #expect(once.contains("2026-11-20|Amazon|29.99|return|Loft|Office supplies"), "\(once)")
    let second = harness.run(command)
    #expect(second.succeeded)
    #expect(second.errors.contains("0 added"), "\(second.errors)")
    #expect(second.errors.contains("4 duplicates skipped, 0 linked"), "\(second.errors)")
    #expect(Self.ledger(harness) == once)
  }

  @Test("a statement split in two overlapping files gives the same ledger as the whole")
  func overlappingFiles() throws {
    let folder = try TemporaryFolder.make(prefix: "ledgersh-statement-split")
    defer { try? FileManager.default.removeItem(at: folder) }
    let whole = try String(contentsOfFile: Self.fixture("checking.csv"), encoding: .utf8)
    let lines = whole.split(separator: "\n").map(String.init)
    let first = folder.appendingPathComponent("first.csv").path
    let second = folder.appendingPathComponent("second.csv").path
    // Lines 1–4 and 2–6 of the statement, each with its header.
    try ([lines[0]] + lines[1...4]).joined(separator: "\n").write(
      toFile: first, atomically: true, encoding: .utf8)
    try ([lines[0]] + lines[2...]).joined(separator: "\n").write(
      toFile: second, atomically: true, encoding: .utf8)
    let split = try LedgerHarness()
    #expect(split.run("import statement \(first)").succeeded)
    let again = split.run("import statement \(second)")
    #expect(again.succeeded, "\(again.errors)")
    // The second file's days 11-02 to 11-04 were in the first: 3 lines skipped, 2 added.
    #expect(again.errors.contains("2 added"), "\(again.errors)")
    #expect(again.errors.contains("3 duplicates skipped, 0 linked"), "\(again.errors)")
    let all = try LedgerHarness()
    #expect(all.run("import statement \(Self.fixture("checking.csv"))").succeeded)
    #expect(Self.ledger(split) == Self.ledger(all))
    #expect(Self.ledger(all).count == 5)
  }

  @Test("--dry-run writes nothing and says where each field came from; undo takes all back")
  func dryRunAndUndo() throws {
    let harness = try LedgerHarness()
    try harness.script(["category add 'Office supplies'"])
    let command =
      "import statement \(Self.fixture("amex.csv")) --rules \(Self.fixture("amex.rules"))"
    let dry = harness.run(command + " --dry-run --width 200")
    #expect(dry.succeeded)
    // At 60 columns each row wraps between words instead of running past the edge.
    let narrow = harness.run(command + " --dry-run --width 60").output
    #expect(narrow.split(separator: "\n").allSatisfy { $0.count <= 60 }, "\(narrow)")
    #expect(narrow.contains("\n    "), "\(narrow)")
    #expect(dry.output.contains("Amazon (rule line 11) · Office supplies (rule line 12)"))
    #expect(dry.output.contains("→ skipped by rule (rule line 8)"), "\(dry.output)")
    #expect(Self.ledger(harness).isEmpty)
    let json = harness.run(command + " --dry-run --format json").output
    #expect(json.contains("\"vendor_from\": \"rule line 11\""), "\(json)")
    #expect(json.contains("\"outcome\": \"left for review\""))
    #expect(harness.run(command).succeeded)
    #expect(Self.ledger(harness).count == 4)
    #expect(harness.run("undo").succeeded)
    #expect(Self.ledger(harness).isEmpty)
  }

  @Test("--unmatched fail refuses the import naming the rows; a bad rule names its line")
  func refusals() throws {
    let harness = try LedgerHarness()
    // The opening line of zero is neither a purchase nor a return.
    let dry = harness.run("import statement \(Self.fixture("checking.csv")) --dry-run")
    #expect(
      dry.output.contains("line 2  2026-11-01  0  Opening (description) → zero amount"),
      "\(dry.output)")
    let fail = harness.run(
      "import statement \(Self.fixture("checking.csv")) --unmatched fail")
    #expect(!fail.succeeded)
    #expect(fail.errors.contains("5 rows have no project or category (lines 3, 4, 5, 6, 7)"))
    #expect(Self.ledger(harness).isEmpty)
    let folder = try TemporaryFolder.make(prefix: "ledgersh-statement-rules")
    defer { try? FileManager.default.removeItem(at: folder) }
    let rules = folder.appendingPathComponent("bad.rules").path
    try "skip 1\n\nif (COFFEE\n vendor Cafe\n".write(
      toFile: rules, atomically: true, encoding: .utf8)
    let bad = harness.run("import statement \(Self.fixture("checking.csv")) --rules \(rules)")
    #expect(bad.errors.contains("bad.rules line 3: '(COFFEE' is not a regular expression"))
  }

  @Test("an OFX file: each line once, by FITID; a European CSV in a EUR account")
  func ofxAndEuropean() throws {
    let harness = try LedgerHarness()
    let ofx = harness.run("import statement \(Self.fixture("ofx1.ofx"))")
    #expect(ofx.errors.contains("2 added"), "\(ofx.errors)")
    #expect(Self.ledger(harness).contains("2026-11-03|Amazon|129.99|purchase||"))
    try harness.script(["account add Paris --currency EUR"])
    let euro = harness.run(
      "import statement \(Self.fixture("european.csv")) --account Paris --dry-run")
    #expect(euro.succeeded, "\(euro.errors)")
    #expect(euro.errors.contains("Windows-1252"))
    #expect(euro.output.contains("purchase 1249.99  Möbel Hübner Gmbh"), "\(euro.output)")
  }

  @Test("a line linked to a hand-entered purchase is a duplicate the next time")
  func linkedThenDuplicate() throws {
    let harness = try LedgerHarness()
    // The checking statement's first purchase, typed by hand.
    let dry = harness.run(
      "import statement \(Self.fixture("checking.csv")) --dry-run --format json")
    let rows = try #require(
      try JSONSerialization.jsonObject(with: Data(dry.output.utf8)) as? [[String: Any]])
    let first = try #require(rows.first { ($0["outcome"] as? String) == "left for review" })
    let date = try #require(first["date"] as? String)
    let amount = try #require(first["amount"] as? String)
    let vendor = try #require(first["vendor"] as? String)
    let type = try #require(first["type"] as? String)
    try harness.script([
      "project add Loft",
      "tx add --source '\(vendor)' --amount \(amount) --date \(date) --type \(type) --project Loft",
    ])
    let linked = harness.run("import statement \(Self.fixture("checking.csv"))")
    #expect(linked.errors.contains("4 added"), "\(linked.errors)")
    #expect(linked.errors.contains("1 linked"), "\(linked.errors)")
    let again = harness.run("import statement \(Self.fixture("checking.csv"))")
    #expect(again.errors.contains("0 added"), "\(again.errors)")
    #expect(
      again.errors.contains("5 duplicates skipped, 0 linked"), "\(again.errors)")
  }

  @Test("on a terminal a line like a hand-entered purchase is asked about; a script links it")
  func terminalAsksBeforeLinking() throws {
    let harness = try LedgerHarness(terminal: true)
    try harness.script([
      "project add Loft", "category add Coffee",
      "tx add --source 'Local Cafe' --amount 12.40 --date 2026-11-02 --project Loft "
        + "--category Coffee",
    ])
    let command = "import statement \(Self.fixture("checking.csv")) --unmatched skip"
    // "No" (to each line within 3 days of it): the line is a purchase of its own.
    harness.answering(["n", "n", "n"])
    let declined = harness.run(command + " --dry-run --match ask --width 200")
    #expect(
      declined.output.contains(
        "Line 3 (2026-11-02 TST* LOCAL CAFE 0042 $12.40) looks like transaction #1 of "
          + "2026-11-02: the same? [y/N]"), "\(declined.output)")
    #expect(
      declined.output.contains(
        "line 3  2026-11-02  purchase 12.40  Local Cafe (vendor name) · Coffee (history) · "
          + "Loft (history) → left for review"), "\(declined.output)")
    // Without --match a terminal asks too; "yes" links it.
    harness.answering(["y"])
    let linked = harness.run(command)
    #expect(linked.succeeded, "\(linked.errors)")
    #expect(linked.output.contains("the same?"), "\(linked.output)")
    #expect(linked.output.contains("1 linked"), "\(linked.output)")
    // A script cannot answer: --match ask says what to pass instead.
    let script = try LedgerHarness()
    try script.script([
      "project add Loft",
      "tx add --source 'Local Cafe' --amount 12.40 --date 2026-11-02 --project Loft",
    ])
    let refused = script.run(
      "import statement \(Self.fixture("checking.csv")) --match ask --unmatched skip")
    #expect(!refused.succeeded)
    #expect(refused.errors.contains("--match link or --match add"), "\(refused.errors)")
    let linkedInScript = script.run("import statement \(Self.fixture("checking.csv"))")
    #expect(linkedInScript.errors.contains("1 linked"), "\(linkedInScript.errors)")
  }

  @Test("the source keys travel with an export: imported elsewhere, the statement adds nothing")
  func keysInExports() throws {
    let folder = try TemporaryFolder.make(prefix: "ledgersh-statement-export")
    defer { try? FileManager.default.removeItem(at: folder) }
    let harness = try LedgerHarness()
    #expect(harness.run("import statement \(Self.fixture("ofx1.ofx"))").succeeded)
    #expect(harness.run("import statement \(Self.fixture("checking.csv"))").succeeded)
    let csv = harness.run("export transactions").output
    #expect(csv.split(separator: "\n").first?.hasSuffix(",source_key") == true, "\(csv)")
    #expect(csv.contains(",ofx:"), "\(csv)")
    let json = folder.appendingPathComponent("ledger.json").path
    let csvFile = folder.appendingPathComponent("transactions.csv").path
    #expect(harness.run("export --to \(json)").succeeded)
    try csv.write(toFile: csvFile, atomically: true, encoding: .utf8)
    for file in [json, csvFile] {
      let other = try LedgerHarness()
      let imported = other.run("import \(file)")
      #expect(imported.succeeded, "\(imported.errors)")
      #expect(Self.ledger(other) == Self.ledger(harness))
      for statement in ["ofx1.ofx", "checking.csv"] {
        let again = other.run("import statement \(Self.fixture(statement))")
        #expect(again.errors.contains("0 added"), "\(file) \(statement): \(again.errors)")
      }
      // The CSV once more: every row is there, by id or by key.
      let twice = other.run("import \(csvFile)")
      #expect(twice.succeeded, "\(twice.errors)")
      #expect(Self.ledger(other) == Self.ledger(harness))
    }
  }

  @Test("on a terminal, each unmatched line goes through a menu; q cancels the import")
  func reviewMenu() throws {
    let harness = try LedgerHarness(terminal: true)
    try harness.script(["project add Loft", "category add Coffee", "vendor add 'Local Cafe'"])
    let command = "import statement \(Self.fixture("checking.csv"))"
    harness.answering(["q"])
    let cancelled = harness.run(command)
    #expect(!cancelled.succeeded)
    #expect(cancelled.errors.contains("import cancelled; nothing was imported"))
    #expect(Self.ledger(harness).isEmpty)
    // The first line: project Loft, category Coffee, add; the second skipped; the third
    // added with the rest as they are.
    harness.answering(["1a", "2a", "4", "5", "6"])
    let run = harness.run(command)
    #expect(run.succeeded, "\(run.errors)")
    #expect(run.output.contains("1/5 line 3"), "\(run.output)")
    #expect(run.output.contains("Project: Loft"), "\(run.output)")
    #expect(run.output.contains("Category: Coffee"), "\(run.output)")
    #expect(run.output.contains("2/5 line 4"), "\(run.output)")
    #expect(!run.output.contains("4/5"), "\(run.output)")
    let ledger = Self.ledger(harness)
    #expect(ledger.count == 4, "\(ledger)")
    #expect(ledger.contains("2026-11-02|Local Cafe|12.40|purchase|Loft|Coffee"), "\(ledger)")
    #expect(!ledger.contains { $0.contains("Etsy") }, "\(ledger)")
    let reviewed = harness.run("txs --needs-review --all --format csv").output
    #expect(reviewed.split(separator: "\n").count == 4, "\(reviewed)")
  }
}
