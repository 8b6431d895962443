import Foundation
import Testing

/// `ledgersh copy`: found from the help, and refused as `--db` refuses what it refuses.
@Suite("ledgersh copy")
struct CopyCommandTests {
  @Test("ledgersh --help names copy; copy --help, -h and the shell's 'help copy' show its usage")
  func helpFindsCopy() throws {
    let ledgersh = try LedgershProcess()
    let overview = try ledgersh.run(["--help"])
    #expect(overview.status == 0)
    #expect(overview.stdout.contains("ledgersh copy --from LEDGER --to LEDGER"), "\(overview)")
    for arguments in [["copy", "--help"], ["copy", "-h"], ["-c", "help copy"]] {
      let help = try ledgersh.run(arguments)
      #expect(help.status == 0, "\(arguments): \(help.stderr)")
      #expect(
        help.stdout.contains("Usage: ledgersh copy --from LEDGER --to LEDGER [-q]"),
        "\(arguments): \(help.stdout)")
      #expect(help.stdout.contains("--to LEDGER"), "\(arguments)")
      #expect(help.stderr.isEmpty, "\(arguments): \(help.stderr)")
    }
  }

  @Test("vendor aliases travel: export then import, and copy; a statement reads them after")
  func aliasesTravel() throws {
    let ledgersh = try LedgershProcess()
    let made = try ledgersh.run([
      "--db", "a.db", "-c", "category add Coffee", "-c", "vendor add 'Bean Counter'",
      "-c", "vendor alias add 'Bean Counter' 'TST* LOCAL CAFE' 'LOCAL CAFE'",
      "-c", "vendor default 'Bean Counter' --category Coffee",
      "-c", "export --to ledger.json",
    ])
    #expect(made.status == 0, "\(made.stderr)")
    let json = try String(
      contentsOf: ledgersh.home.appendingPathComponent("ledger.json"), encoding: .utf8)
    #expect(json.contains("\"vendorAliases\": [\n    {"), "\(json)")
    let imported = try ledgersh.run(["--db", "b.db", "-c", "import ledger.json"])
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(imported.stderr.contains("2 vendor aliases"), "\(imported.stderr)")
    let copied = try ledgersh.run(["copy", "--from", "a.db", "--to", "c.db"])
    #expect(copied.status == 0, "\(copied.stderr)")
    let statement = try ledgersh.write(
      "bank.csv", "Date,Description,Amount\n2026-11-02,TST* LOCAL CAFE 0042,-12.40\n")
    for ledger in ["b.db", "c.db"] {
      let aliases = try ledgersh.run(["--db", ledger, "-c", "vendor alias --format csv"])
      #expect(
        aliases.stdout.contains("Bean Counter,LOCAL CAFE")
          && aliases.stdout.contains("Bean Counter,TST* LOCAL CAFE"), "\(ledger): \(aliases)")
      let dry = try ledgersh.run([
        "--db", ledger, "-c", "import statement \(statement) --dry-run --format json",
      ])
      #expect(dry.stdout.contains("\"vendor_from\": \"vendor alias\""), "\(ledger): \(dry)")
      #expect(dry.stdout.contains("\"category_from\": \"vendor default\""), "\(ledger)")
    }
  }

  @Test("'copy' typed inside the shell says to run it from the system shell (exit 2)")
  func copyInsideTheShell() throws {
    let ledgersh = try LedgershProcess()
    let result = try ledgersh.run(["-c", "copy --from a.db --to b.db"])
    #expect(result.status == 2, "\(result.stderr)")
    #expect(
      result.stderr.contains(
        "'copy' runs from the system shell, not inside ledgersh: "
          + "ledgersh copy --from LEDGER --to LEDGER"), "\(result.stderr)")
    #expect(result.stderr.contains("hint: see 'help copy'"), "\(result.stderr)")
    #expect(!result.stderr.contains("unknown command"), "\(result.stderr)")
    // Its help, as for the shell's commands.
    let help = try ledgersh.run(["-c", "copy --help"])
    #expect(help.status == 0, "\(help.stderr)")
    #expect(help.stdout.contains("Usage: ledgersh copy --from LEDGER --to LEDGER [-q]"))
    #expect(
      !FileManager.default.fileExists(atPath: ledgersh.home.appendingPathComponent("b.db").path))
  }

  @Test("copy into a file that is not a ledger is refused in copy's words, not --db's")
  func notALedgerHint() throws {
    let ledgersh = try LedgershProcess()
    #expect(try ledgersh.run(["--db", "a.db", "-c", "project add P"]).status == 0)
    let text = try ledgersh.write("notledger.txt", "just some notes\n")
    let before = try Data(contentsOf: URL(fileURLWithPath: text))
    let result = try ledgersh.run(["copy", "--from", "a.db", "--to", "notledger.txt"])
    #expect(result.status == 3)
    #expect(
      result.stderr.contains("copy: 'notledger.txt' is not a ledgersh database"),
      "\(result.stderr)")
    #expect(!result.stderr.contains("--db"), "\(result.stderr)")
    #expect(result.stderr.contains("--to"), "\(result.stderr)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: text)) == before)
  }

  @Test("copy into a folder that does not exist is refused as --db is; no folder is made")
  func missingFolder() throws {
    let ledgersh = try LedgershProcess()
    #expect(try ledgersh.run(["--db", "a.db", "-c", "project add P"]).status == 0)
    let target = ledgersh.home.appendingPathComponent("typo/sub/x.db").path
    let result = try ledgersh.run(["copy", "--from", "a.db", "--to", target])
    #expect(result.status == 3)
    #expect(
      result.stderr.contains(
        "copy: cannot open '\(target)': the folder '\(ledgersh.home.path)/typo/sub' does not exist"
      ), "\(result.stderr)")
    #expect(!result.stderr.contains("Copied"))
    #expect(
      !FileManager.default.fileExists(atPath: ledgersh.home.appendingPathComponent("typo").path))
    let database = try ledgersh.run(["--db", target, "-c", "projects"])
    #expect(database.status == 3)
    #expect(database.stderr.contains("the folder '\(ledgersh.home.path)/typo/sub' does not exist"))
  }
}
