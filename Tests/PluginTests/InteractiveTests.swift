import LedgerCore
import LedgerShell
import Testing

/// Forms and action menus on a terminal, answered from a script of keystrokes.
@Suite("Forms and menus")
struct InteractiveTests {
  @Test("tx add with fields missing asks in three steps and saves the answers")
  func transactionForm() throws {
    let harness = try LedgerHarness(width: 80, terminal: true)
    try harness.script(SampleLedger.lines)
    harness.answering([
      "12.345", "129.50", "", "Lightng", "Lighting", "2026-11-12", "", "owed-to-client", "y",
      "Two sconces",
    ])
    let run = harness.run("tx add --source Schoolhouse")
    #expect(run.succeeded, "\(run.errors)")
    #expect(run.output.contains("Step 1 of 3 · Amount and source"))
    #expect(run.output.contains("Step 2 of 3 · Category and date"))
    #expect(run.output.contains("Step 3 of 3 · Reimbursement, review and notes"))
    #expect(run.output.contains("too many decimals"))
    #expect(run.output.contains("Source (vendor) [Schoolhouse]: \n"))
    #expect(run.output.contains("No category 'Lightng'"))
    #expect(
      run.output.contains("Added purchase #8: Schoolhouse, $129.50 on 2026-11-12 in Lighting."))
    let saved = try harness.store.transaction(EntityID(8))
    #expect(saved.reimbursement == .owedToClient)
    #expect(saved.needsReview)
    #expect(saved.notes == "Two sconces")
  }

  @Test("Ctrl-D in a form saves nothing")
  func formCancel() throws {
    let harness = try LedgerHarness(terminal: true)
    try harness.script(SampleLedger.lines)
    harness.answering(["40"])
    let run = harness.run("tx add")
    #expect(run.output.contains("Cancelled; no transaction added."))
    #expect(try harness.store.counts().transactions == 7)
  }

  @Test("project add without a name asks for the fields")
  func projectForm() throws {
    let harness = try LedgerHarness(terminal: true)
    harness.answering(["", "Kitchen Remodel", "Lee Family", ""])
    let run = harness.run("project add")
    #expect(run.output.contains("Name is required."))
    #expect(run.output.contains("Added project #1 'Kitchen Remodel'."))
    let project = try #require(try harness.store.project(named: "Kitchen Remodel", accountID: nil))
    #expect(project.clientName == "Lee Family")
  }

  @Test("a taken or numeric name is asked again at once, keeping the fields after it")
  func projectFormChecksNameInline() throws {
    let harness = try LedgerHarness(terminal: true)
    try harness.script(SampleLedger.lines)
    harness.answering(["smith residence", "3", "Smith Annex", "Jane Smith", "Garage"])
    let run = harness.run("project add")
    #expect(run.output.contains("A project named 'Smith Residence' already exists"))
    #expect(run.output.contains("can't be just a number"))
    #expect(run.output.contains("Added project #4 'Smith Annex'."), "\(run.output)")
    let project = try #require(try harness.store.project(named: "Smith Annex", accountID: nil))
    #expect(project.clientName == "Jane Smith")
    #expect(project.description == "Garage")
  }

  @Test("project edit asks for the name again when it is another project's")
  func projectEditChecksNameInline() throws {
    let harness = try LedgerHarness(terminal: true)
    try harness.script(SampleLedger.lines)
    harness.answering(["東京オフィス", "", "Jane & Tom Smith", ""])
    let run = harness.run("project edit \"Smith Residence\"")
    #expect(run.output.contains("A project named '東京オフィス' already exists"))
    let project = try #require(try harness.store.project(named: "Smith Residence", accountID: nil))
    #expect(project.clientName == "Jane & Tom Smith")
  }

  @Test("the project menu marks the current pin with ✓ and pins the chosen category")
  func projectMenuPins() throws {
    let harness = try LedgerHarness(width: 80, terminal: true)
    try harness.script(SampleLedger.lines)
    harness.answering(["2", "b"])
    let run = harness.run("project menu \"Smith Residence\"")
    #expect(run.output.contains("Pin a budget category ›"))
    #expect(run.output.contains("a ✓ Furnishings"))
    #expect(run.output.contains("Pinned 'Lighting' to project 'Smith Residence'."))
    let project = try #require(try harness.store.project(named: "Smith Residence", accountID: nil))
    #expect(project.pinnedCategoryID == EntityID(2))
  }

  @Test("deleting from the project menu asks first; no keeps the project")
  func projectMenuDelete() throws {
    let harness = try LedgerHarness(terminal: true)
    try harness.script(SampleLedger.lines)
    harness.answering(["delete", "n"])
    let kept = harness.run("project menu 東京オフィス")
    #expect(kept.output.contains("Delete project '東京オフィス' and everything in it? [y/N]"))
    #expect(try harness.store.counts().projects == 3)
    harness.answering(["4", "y"])
    let deleted = harness.run("project menu 東京オフィス")
    #expect(deleted.output.contains("Deleted project #2"))
    #expect(try harness.store.counts().projects == 2)
  }

  @Test("the transaction menu sets the reimbursement and marks it reviewed")
  func transactionMenu() throws {
    let harness = try LedgerHarness(terminal: true)
    try harness.script(SampleLedger.lines)
    harness.answering(["2", "c"])
    let run = harness.run("tx menu #3")
    #expect(run.output.contains("c ✓ Owed to company"))
    #expect(try harness.store.transaction(EntityID(3)).reimbursement == .owedToCompany)
    harness.answering(["mark"])
    harness.run("tx menu 3")
    #expect(try harness.store.transaction(EntityID(3)).needsReview == false)
    harness.answering(["2a"])
    harness.run("tx menu 3")
    #expect(try harness.store.transaction(EntityID(3)).reimbursement == Reimbursement.none)
  }

  @Test("menus in a script fail naming the commands to use instead")
  func menuInScript() throws {
    let harness = try LedgerHarness()
    try harness.script(SampleLedger.lines)
    let run = harness.run("project menu")
    #expect(run.error?.exitStatus == 2)
    #expect(run.errors.contains("'project edit', 'budget pin'"))
  }

  @Test("project edit without options asks each field with its value as the default")
  func projectEditForm() throws {
    let harness = try LedgerHarness(terminal: true)
    try harness.script(SampleLedger.lines)
    harness.answering(["", "Jane & Tom Smith", ""])
    let run = harness.run("project edit \"Smith Residence\"")
    #expect(run.output.contains("Name [Smith Residence]: \n"))
    #expect(run.output.contains("Client [Jane Smith]: Jane & Tom Smith"))
    let project = try #require(try harness.store.project(named: "Smith Residence", accountID: nil))
    #expect(project.clientName == "Jane & Tom Smith")
    #expect(project.description == "Whole-house refresh")
  }

  @Test("the prompt measures a joined emoji as the line editor draws it, one emoji each")
  func promptMeasuresJoinedEmojiAsDrawn() throws {
    let harness = try LedgerHarness(width: 40, terminal: true)
    try harness.script([
      "project add '👨‍👩‍👧‍👦 Family Loft Renovation'", "use '👨‍👩‍👧‍👦 Family Loft Renovation'",
    ])
    let prompt = harness.shell.prompt()
    // Drawn without joiners: four people, 8 columns; the project keeps its first 12 columns,
    // leaving a command 16 of 40.
    #expect(prompt.hasPrefix("ledgersh 👨👩👧👦"))
    #expect(!prompt.unicodeScalars.contains("\u{200D}"))
    let drawn = prompt.unicodeScalars.reduce(0) { $0 + ($1.properties.isEmojiPresentation ? 2 : 1) }
    #expect(drawn <= 24, "\(prompt) takes \(drawn) columns")
    #expect(prompt == "ledgersh 👨👩👧👦 Fam…> ")
  }

  @Test("the prompt follows use, renames and deletes of the current project")
  func promptFollowsCurrentProject() throws {
    let harness = try LedgerHarness(terminal: true)
    try harness.script(SampleLedger.lines)
    #expect(harness.shell.prompt() == "ledgersh Smith Residence> ")
    try harness.script(["project edit \"Smith Residence\" --name \"Smith House\""])
    #expect(harness.shell.prompt() == "ledgersh Smith House> ")
    try harness.script(["project delete \"Smith House\" --yes"])
    #expect(harness.shell.prompt() == "ledgersh> ")
  }

  @Test("on a terminal a long note is cut after two lines with …")
  func notesCutOnTerminal() throws {
    let harness = try LedgerHarness(width: 40, terminal: true)
    try harness.script(SampleLedger.lines)
    let output = try harness.script(["txs --category Furnishings"])
    #expect(output.contains("…"))
    #expect(!output.contains("delivery booked"))
  }
}
