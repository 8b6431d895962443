import BudgetPlugin
import BuiltinPlugins
import DataPlugin
import Foundation
import LedgerShell
import LedgerTestSupport
import ProjectsPlugin
import ReportsPlugin
import SearchPlugin
import ShortcutsPlugin
import Testing
import TransactionsPlugin

/// Every help example of the shell's own commands and of the Projects, Budget,
/// Transactions, Data, Search and Shortcuts plugins runs against a sample ledger, as a user
/// would paste it: at the prompt, or, for an example that starts with `ledgersh`, in the
/// system shell (its `jq` included).
@Suite("Help examples of the shell and the ledger plugins")
struct PluginExampleTests {
  static let examples: [String] =
    (BuiltinPlugin().commands + ProjectsPlugin().commands + BudgetPlugin().commands
    + TransactionsPlugin().commands.filter { !$0.name.hasPrefix("txs ") }
    + DataPlugin().commands + SearchPlugin().commands + ShortcutsPlugin().commands)
    .flatMap { $0.examples.map(\.command) }

  /// The sample ledger, with the projects, transaction #12, walnut and the Café the
  /// examples name.
  static let ledger: [String] =
    SampleLedger.lines + [
      "project add \"Old Job\"", "project add \"Café Lumière\"", "project add Loft",
      "item add \"Walnut dining table\" --source \"Rejuvenation\" --price 2,400",
    ]
    + (1...6).map { "tx add --source \"Pottery Barn\" --amount \($0)0 --date 2026-11-1\($0)" }

  /// What an example needs that the sample ledger does not hold.
  static let before: [String: [String]] = [
    "import statement amex.csv --rules amex.rules": ["category add \"Office supplies\""],
    "category rename Furniture Furnishings": ["category rename Furnishings Furniture"],
    "category unarchive Lighting": ["category archive Lighting"],
    "commit": ["begin", "project add Extra"],
    "commit --format json": ["begin", "project add Extra"],
    "rollback": ["begin"],
    "undo": ["project delete \"Old Job\" --yes"],
    "tx reimbursed #11 #12": [
      "tx edit 11 --reimbursement owed-to-company", "tx edit 12 --reimbursement owed-to-company",
    ],
    "tx reimbursed #12 --date 2026-11-30": ["tx edit 12 --reimbursement owed-to-company"],
    "tx reimbursed #12 --clear": [
      "tx edit 12 --reimbursement owed-to-company", "tx reimbursed #12",
    ],
  ]

  /// Examples that start a ledger: they run on an empty one.
  static let onEmptyLedger: Set<String> = [
    "category add Furnishings", "category add \"Design Fee\" --kind fee",
    "project add \"Smith Residence\" --client \"Jane Smith\"", "import ledger.json", "demo",
  ]

  @Test("each example succeeds", arguments: examples)
  func example(_ example: String) throws {
    let folder = try TemporaryFolder.make(prefix: "ledgersh-examples")
    defer { try? FileManager.default.removeItem(at: folder) }
    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
    try Self.files(in: folder)

    let parsed = try ExampleLine(example)
    var line = parsed.command
    // A form or menu needs a terminal: there the user cancels it.
    let opensForm =
      ["project add", "tx add", "new", "new tx"].contains(line) || line.contains(" menu ")
    let harness = try LedgerHarness(
      terminal: opensForm, dataDirectory: path("data"), environment: ["HOME": folder.path])
    if opensForm { harness.answering([]) }
    if !Self.onEmptyLedger.contains(line) { try harness.script(Self.ledger) }
    try harness.script(Self.before[line] ?? [])

    // File names in examples stand for files in the example's folder; a benchmark-sized
    // demo runs at a thousandth of its size.
    for name in [
      "ledger.json", "purchases.csv", "items.csv", "ledger.journal", "nightly.db", "amex.csv",
      "amex.rules", "bank.ofx", "bank.csv",
    ] {
      line = line.replacingOccurrences(of: " \(name)", with: " \(path(name))")
    }
    line = line.replacingOccurrences(of: "~/", with: folder.path + "/")
      .replacingOccurrences(of: "1000000", with: "1000")
    if line.hasPrefix("source ") { line = "source \(path("month-end.lsh"))" }

    let run = harness.run(line)
    if line.hasPrefix("exit") {
      // `exit` ends the session with its status, silently.
      let status = Int32(line.dropFirst(5)) ?? 0
      #expect(run.error?.kind == .exit(status) && run.errors.isEmpty, "\(example)")
      return
    }
    if LedgerHarness.Backend.current == .postgres && line.hasPrefix("backup ") {
      // A team ledger is backed up from its server (`copy --from`, pg_dump), not by
      // `backup`, which copies a ledger file: it says so.
      #expect(run.errors.contains("a team ledger is backed up from its server"), "\(example)")
      return
    }
    #expect(run.succeeded, "\(example): \(run.errors)")
    guard parsed.shellTail.first == "|" else { return }
    #expect(parsed.shellTail.count == 3 && parsed.shellTail[1] == "jq", "\(example)")
    let jq = try Self.jq(Array(parsed.shellTail.dropFirst(2)), input: run.output)
    #expect(jq.status == 0, "\(example): jq said \(jq.errors)")
  }

  @Test("every plugin's examples are run by a test")
  func everyExampleIsTested() {
    let tested = Set(
      Self.examples + ItemExampleTests.examples + SelectionExampleTests.examples
        + SettingsExampleTests.examples + SpaceExampleTests.examples
        + ReportsPlugin().commands.flatMap { $0.examples.map(\.command) }
        + TeamExampleTests.examples)
    let all = BuiltinPlugins.all.flatMap { $0.commands.flatMap(\.examples) }
    #expect(all.count > 150)
    let untested = all.map(\.command).filter { !tested.contains($0) }
    #expect(untested.isEmpty, "no test runs \(untested)")
  }

  @Test("no help text has a run of spaces (a line break lost its backslash)")
  func helpSpacing() {
    let specs = BuiltinPlugins.all.flatMap(\.commands)
    for spec in specs {
      let texts =
        [spec.summary, spec.discussion] + spec.options.map(\.summary)
        + spec.arguments.map(\.summary)
      for text in texts {
        #expect(!text.contains("   "), "\(spec.name): \(text.debugDescription)")
      }
    }
  }

  /// The files the examples read: a backup to restore, a sheet of purchases, a script.
  static func files(in folder: URL) throws {
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("data"), withIntermediateDirectories: true)
    let source = try LedgerHarness()
    try source.script(SampleLedger.lines)
    try source.script(["export --to \(folder.appendingPathComponent("ledger.json").path)"])
    // Bank statements as the banks write them (StatementImportTests' fixtures).
    let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("StatementImportTests/Fixtures")
    for (name, fixture) in [
      ("amex.csv", "amex.csv"), ("amex.rules", "amex.rules"), ("bank.ofx", "ofx1.ofx"),
      ("bank.csv", "checking.csv"),
    ] {
      try FileManager.default.copyItem(
        at: fixtures.appendingPathComponent(fixture), to: folder.appendingPathComponent(name))
    }
    let purchases = """
      project,date,source,amount,type,category,notes
      Smith Residence,2026-11-12,West Elm,450,purchase,Furnishings,Side table
      Smith Residence,2026-11-13,Rejuvenation,120.50,purchase,Lighting,
      """
    try purchases.write(
      to: folder.appendingPathComponent("purchases.csv"), atomically: true, encoding: .utf8)
    try "projects\nbudget\n".write(
      to: folder.appendingPathComponent("month-end.lsh"), atomically: true, encoding: .utf8)
  }

  /// Runs `jq` with `arguments` over `input`.
  static func jq(_ arguments: [String], input: String) throws -> (status: Int32, errors: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["jq"] + arguments
    let (stdin, stderr) = (Pipe(), Pipe())
    process.standardInput = stdin
    process.standardOutput = FileHandle.nullDevice
    process.standardError = stderr
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let errors = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: errors, as: UTF8.self))
  }
}
