import LedgerCore
import LedgerShell
import Testing

/// Bad input gets a message the user can act on, and nothing is written.
@Suite("Errors")
struct ErrorTests {
  @Test("a misspelt project or category gets 'did you mean'")
  func didYouMean() throws {
    let harness = try LedgerHarness()
    try harness.script(SampleLedger.lines)
    let project = harness.run("project show \"Smith Residance\"")
    #expect(project.errors.contains("did you mean 'Smith Residence'?"))
    // The start of one name, or a part of one, is that name.
    let prefix = harness.run("project show smith")
    #expect(prefix.succeeded && prefix.output.contains("Smith Residence"), "\(prefix.errors)")
    let category = harness.run("budget set Furnishngs 100")
    #expect(category.errors.contains("did you mean 'Furnishings'?"))
    #expect(category.error?.exitStatus == 1)
    #expect(harness.run("budget set urnish 100").succeeded)
    let nothing = harness.run("budget set xq 100")
    #expect(nothing.errors.contains("no category named 'xq'") && !nothing.errors.contains("mean"))
  }

  @Test("a name typed without its accents finds the one it reads as, and only one")
  func accents() throws {
    let harness = try LedgerHarness()
    try harness.script([
      "project add \"Café Lumière\"", "category add Décor", "category add Decór",
    ])
    let use = harness.run("use 'cafe lumiere'")
    #expect(use.succeeded, "\(use.errors)")
    #expect(harness.shell.session.currentProject?.name == "Café Lumière")
    // Two names read 'decor': neither is chosen for the user.
    let budget = harness.run("budget set decor 100")
    #expect(!budget.succeeded)
    #expect(
      budget.errors.contains("'decor' could be 2 categories: 'Décor' (#1), 'Decór' (#2)"),
      "\(budget.errors)")
    #expect(harness.run("budget set Décor 100").succeeded)
    // An emoji's invisible variation selector (U+FE0F), which terminals often drop.
    try harness.script(["project add \"🏖\u{FE0F} Beach House\""])
    #expect(harness.run("use \"🏖 Beach House\"").succeeded)
    #expect(harness.shell.session.currentProject?.name == "🏖\u{FE0F} Beach House")
  }

  @Test("an empty name is refused in English: 'an account', 'a project'")
  func article() throws {
    let harness = try LedgerHarness()
    try harness.script(SampleLedger.lines)
    let account = harness.run("account rename '' Studio")
    #expect(account.errors.contains("error: an account name or #id is required"))
    let project = harness.run("project show ''")
    #expect(project.errors.contains("error: a project name or #id is required"))
  }

  @Test("a command that needs a project says how to give one")
  func noProject() throws {
    let harness = try LedgerHarness()
    try harness.script(["project add Kitchen"])
    let run = harness.run("txs")
    #expect(run.error?.exitStatus == 2)
    // txs can list the whole account (--all), and says so.
    #expect(
      run.errors.contains(
        "pass --project NAME, or --all for every project, or choose one with 'use NAME'"))
    // A command that can also cover the whole account names that way out too.
    let report = harness.run("report spending --by project")
    #expect(
      harness.run("budget").errors.contains(
        "pass --project NAME, or choose one with 'use NAME'"))
    #expect(report.error?.exitStatus == 2)
    #expect(
      report.errors.contains(
        "pass --project NAME, or --all for every project, or choose one with 'use NAME'"))
  }

  @Test(
    "a bad field leaves the ledger unchanged",
    arguments: [
      "tx add --source X --amount 12.345", "tx add --source X --amount 5 --category Nope",
      "tx add --source X --amount -5", "tx add --source X --amount 5 --date 2026-02-30",
      "tx add --amount 5",
    ])
  func nothingWritten(line: String) throws {
    let harness = try LedgerHarness()
    try harness.script(SampleLedger.lines)
    let before = try harness.store.counts().transactions
    let run = harness.run(line)
    #expect(!run.succeeded)
    #expect(try harness.store.counts().transactions == before)
  }

  @Test("a script asked to delete without --yes fails naming the flag")
  func deleteNeedsYes() throws {
    let harness = try LedgerHarness()
    try harness.script(SampleLedger.lines)
    let run = harness.run("project delete \"Smith Residence\"")
    #expect(run.error?.exitStatus == 2)
    #expect(run.errors.contains("pass --yes"))
    #expect(try harness.store.counts().projects == 3)
  }

  @Test("undo brings a deleted project back with its transactions")
  func undoDelete() throws {
    let harness = try LedgerHarness()
    try harness.script(SampleLedger.lines)
    try harness.script(["project delete \"Smith Residence\" --yes"])
    #expect(try harness.store.counts().projects == 2)
    #expect(harness.shell.session.currentProject == nil)
    _ = try harness.store.undo()
    let project = try #require(try harness.store.project(named: "Smith Residence", accountID: nil))
    #expect(try harness.store.transactionCount(TransactionQuery(projectID: project.id)) == 6)
  }
}
