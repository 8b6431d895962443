import LedgerCore
import LedgerShell
import Testing

/// What a user reads when input is wrong names the real problem (QA's findings).
@Suite("Messages that name the problem")
struct MessageTests {
  @Test("an amount beyond the limit is refused naming it; totals stay readable")
  func amountLimit() throws {
    let harness = try LedgerHarness()
    try harness.script(SampleLedger.lines)
    let run = harness.run("tx add --source X --amount 92233720368547758.07")
    #expect(run.error?.exitStatus == 2)
    #expect(run.errors.contains("amounts can be at most $1,000,000,000.00"))
    #expect(harness.run("budget").succeeded)
    #expect(harness.run("projects").succeeded)
  }

  @Test(
    "a name that is just a number is refused, so numbers always mean ids",
    arguments: [
      "category add 2", "project add 3", "project add '#4'", "category rename Lighting 7",
    ])
  func numericNames(line: String) throws {
    let harness = try LedgerHarness()
    try harness.script(SampleLedger.lines)
    let run = harness.run(line)
    #expect(run.error?.exitStatus == 1)
    #expect(run.errors.contains("can't be just a number"), "\(run.errors)")
  }

  @Test(
    "an edit to the values already there is said unchanged and leaves no journal entry",
    arguments: [
      ("tx edit 1 --source 'West Elm' --amount 1,249.99", "Transaction #1 is unchanged."),
      (
        "project edit 'Smith Residence' --client 'Jane Smith'",
        "Project #1 'Smith Residence' is unchanged."
      ),
      (
        "category move Furnishings --to 1",
        "'Furnishings' is at place 1 already; nothing changed."
      ),
      (
        "budget set Furnishings 12,500",
        "The budget of 'Furnishings' for 'Smith Residence' is $12,500.00 already; nothing changed."
      ),
    ])
  func unchangedEdits(line: String, message: String) throws {
    let harness = try LedgerHarness()
    try harness.script(SampleLedger.lines)
    let entries = try harness.store.journal(limit: 1000).count
    let run = harness.run(line)
    #expect(run.succeeded, "\(run.errors)")
    #expect(run.errors.contains(message), "\(run.errors)")
    #expect(try harness.store.journal(limit: 1000).count == entries, "no journal entry")
    // A real change is still saved.
    #expect(harness.run("tx edit 1 --amount 1,250").errors.contains("Saved transaction #1."))
  }

  @Test("search --kind takes 'tx' as the rest of the shell does")
  func searchKindTx() throws {
    let harness = try LedgerHarness()
    try harness.script(SampleLedger.lines)
    let run = harness.run("search 'west elm' --kind tx --format csv")
    #expect(run.succeeded, "\(run.errors)")
    let rows = run.output.split(separator: "\n").dropFirst()
    #expect(!rows.isEmpty && rows.allSatisfy { $0.hasPrefix("transaction,") }, "\(run.output)")
  }

  @Test("a category clash ignoring case names the existing category")
  func categoryClash() throws {
    let harness = try LedgerHarness()
    try harness.script(SampleLedger.lines)
    let run = harness.run("category add LIGHTING")
    #expect(run.errors.contains("a category named 'Lighting' already exists"), "\(run.errors)")
  }

  @Test("moving a category past the end says how many there are")
  func moveBeyondEnd() throws {
    let harness = try LedgerHarness()
    try harness.script(SampleLedger.lines)
    let run = harness.run("category move Lighting --to 99")
    #expect(run.error?.exitStatus == 2)
    #expect(run.errors.contains("there are 5 categories, so --to takes 1 to 5, not 99"))
    // Before the start too: the count, not a range of 1 to 100000.
    for place in ["0", "-2"] {
      let before = harness.run("category move Lighting --to \(place)")
      #expect(before.errors.contains("--to takes 1 to 5, not \(place)"), "\(before.errors)")
    }
    let order = try harness.store.categories(accountID: nil, includeArchived: true)
    #expect(order.map(\.name).prefix(2) == ["Furnishings", "Lighting"])
  }

  @Test("moving an archived category names it in the order it reports")
  func moveArchived() throws {
    let harness = try LedgerHarness()
    try harness.script(SampleLedger.lines + ["category archive Lighting"])
    let run = harness.run("category move Lighting --to 1")
    #expect(run.succeeded)
    #expect(
      run.errors.contains(
        "Moved 'Lighting' to place 1. Order: Lighting (archived), Furnishings,"),
      "\(run.errors)")
  }

  @Test("a backwards date range is a usage error")
  func backwardsRange() throws {
    let harness = try LedgerHarness()
    try harness.script(SampleLedger.lines)
    let run = harness.run("txs --from 2026-12-01 --to 2026-01-01")
    #expect(run.error?.exitStatus == 2)
    #expect(run.errors.contains("--from 2026-12-01 is after --to 2026-01-01"))
  }

  @Test("an empty receipt path is refused as such, not as the current folder")
  func emptyReceipt() throws {
    let harness = try LedgerHarness()
    try harness.script(SampleLedger.lines)
    let before = try harness.store.counts().transactions
    let run = harness.run("tx add --source X --amount 5 --receipt ''")
    #expect(run.error?.exitStatus == 2)
    #expect(run.errors.contains("--receipt needs the path of a file"), "\(run.errors)")
    #expect(try harness.store.counts().transactions == before)
  }

  @Test(
    "a date that is not a day says why",
    arguments: [
      ("2026-02-30", "2026-02-30 is not a day (February 2026 has 28 days)"),
      ("2028-02-30", "2028-02-30 is not a day (February 2028 has 29 days)"),
      ("2026-13-01", "2026-13-01 is not a day (months run from 01 to 12)"),
      ("26-1-1", "'26-1-1' is not a date; write it as YYYY-MM-DD, like 2026-11-21"),
    ])
  func dayProblems(text: String, message: String) {
    #expect(CalendarDay.problem(with: text) == message)
    #expect(CalendarDay.problem(with: "2026-02-28") == nil)
  }

  @Test("names are found ignoring case in any script")
  func unicodeLookup() throws {
    let harness = try LedgerHarness()
    try harness.script(SampleLedger.lines + ["project add \"Café Été\"", "category add Éclairage"])
    let run = harness.run("use \"CAFÉ ÉTÉ\"")
    #expect(run.errors.contains("Using project 'Café Été'"), "\(run.output)")
    #expect(harness.run("budget set ÉCLAIRAGE 100").succeeded)
  }

  @Test("use under a session-wide machine format keeps the project out of the results")
  func useIsAConfirmation() throws {
    let harness = try LedgerHarness()
    try harness.script(SampleLedger.lines + ["set format json"])
    let chosen = harness.run("use \"Smith Residence\"")
    #expect(chosen.output.isEmpty, "\(chosen.output)")
    #expect(chosen.errors.contains("Using project 'Smith Residence'"))
    #expect(harness.run("use --none").output.isEmpty)
    // Asked for on the line itself, the record is the answer.
    let asked = harness.run("use \"Smith Residence\" --format json")
    #expect(asked.output.contains("\"name\": \"Smith Residence\""), "\(asked.output)")
    // And `use` alone answers which project is current.
    #expect(harness.run("use").output.contains("Smith Residence"))
  }
}
