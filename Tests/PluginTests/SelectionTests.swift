import Foundation
import LedgerCore
import LedgerShell
import LedgerStore
import LedgerTestSupport
import TerminalUI
import Testing

/// `select …`, `selection` and the bulk actions over the sample ledger.
@Suite("Selection and bulk actions")
struct SelectionTests {
  /// The sample ledger plus five Smith Residence items (#1–#5, two in the Kitchen) and one
  /// inventory item (#6).
  static func harness(terminal: Bool = false) throws -> LedgerHarness {
    let harness = try LedgerHarness(terminal: terminal)
    try harness.script(SampleLedger.lines)
    let project = EntityID(1)
    try harness.store.perform("test items") { writer in
      let kitchen = try writer.addSpace(SpaceDraft(projectID: project, name: "Kitchen"))
      _ = try writer.addSpace(SpaceDraft(projectID: project, name: "Living Room"))
      for (index, name) in ["Sofa", "Lamp", "Rug", "Chair", "Table"].enumerated() {
        _ = try writer.addItem(
          ItemDraft(
            name: name, projectID: project,
            purchasePrice: Money(minorUnits: Int64(index + 1) * 10_000, currency: .usd),
            spaceID: index < 2 ? kitchen.id : nil))
      }
      _ = try writer.addItem(ItemDraft(name: "Spare Vase"))
    }
    return harness
  }

  @Test("select txs takes the filters of txs; add, remove and clear change it")
  func selectTransactions() throws {
    let harness = try Self.harness()
    let selected = harness.run("select txs --category Furnishings")
    #expect(selected.succeeded, "\(selected.errors)")
    #expect(selected.said.contains("Selected 2 transactions ($1,049.99)"))
    let added = harness.run("select add #4 #1")
    #expect(added.said.contains("Added 1 transaction (1 already selected)"))
    let removed = harness.run("select remove #1 #6")
    #expect(removed.said.contains("Removed 1 transaction (1 not selected)"))
    let listing = harness.run("selection --format json")
    #expect(listing.output.contains("\"id\": 2") || listing.output.contains("\"id\":2"))
    #expect(!listing.output.contains("\"source\": \"Jane Smith\""))
    harness.run("select clear")
    #expect(harness.run("selection").errors.contains("Nothing is selected"))
  }

  @Test("an empty selection prints nothing as CSV and TSV, and [] as JSON")
  func emptyMachineOutput() throws {
    let harness = try Self.harness()
    #expect(try harness.script(["selection --format csv"]) == "")
    #expect(try harness.script(["selection --format tsv"]) == "")
    #expect(try harness.script(["selection --format json"]) == "[]\n")
  }

  @Test("selecting the other kind replaces the selection and says so")
  func otherKindReplaces() throws {
    let harness = try Self.harness()
    try harness.script(["select txs"])
    let run = harness.run("select items")
    #expect(run.said.contains("Selected 5 items ($1,500.00), replacing the 6 transactions"))
    let csv = harness.run("selection --format csv").output
    #expect(csv.hasPrefix("id,name,sku,source,project_id,project,space_id,space,price"))
    #expect(csv.split(separator: "\n").count == 6)
  }

  @Test("an id given twice is selected once, and 'selection' lists it")
  func duplicateIDs() throws {
    let harness = try Self.harness()
    let selected = harness.run("select add --items 5 5")
    #expect(selected.said.contains("Selected 1 item ($500.00)"), "\(selected.said)")
    let listing = harness.run("selection")
    #expect(listing.succeeded, "\(listing.errors)")
    #expect(listing.output.contains("Selected: 1 item ($500.00)"))
    #expect(harness.run("select add #4").said.contains("selected: 2 items"))
    #expect(harness.run("select add --txs #3 #3").said.contains("Selected 1 transaction"))
  }

  @Test("select items takes what 'items filter' set, as 'items' lists it")
  func selectItemsHonoursSavedFilters() throws {
    let harness = try Self.harness()
    try harness.script(["use 1", "items filter --space Kitchen"])
    let listed = harness.run("items --format json").output
    #expect(listed.components(separatedBy: "\"id\"").count - 1 == 2)
    let selected = harness.run("select items")
    #expect(selected.said.contains("Selected 2 items ($300.00)"), "\(selected.said)")
    let deleted = harness.run("bulk delete --yes")
    #expect(deleted.succeeded, "\(deleted.errors)")
    #expect(try harness.store.items(ItemQuery(scope: .project(EntityID(1)))).count == 3)
  }

  @Test("another account's items and transactions cannot be selected by id, nor acted on")
  func otherAccountsIDs() throws {
    let harness = try Self.harness()
    try harness.script(["select add --items 1 2"])
    try harness.script(["account add Paris --currency EUR", "account use Paris"])
    let added = harness.run("select add --items 3")
    #expect(!added.succeeded)
    #expect(added.errors.contains("no item #3 in this account"), "\(added.errors)")
    let bulk = harness.run("bulk delete --yes")
    #expect(!bulk.succeeded)
    #expect(bulk.errors.contains("no longer exist in this account"), "\(bulk.errors)")
    #expect(try harness.store.items(ItemQuery()).count == 6, "nothing deleted")
  }

  @Test("select add needs the kind when nothing is selected and checks every id")
  func selectAddChecks() throws {
    let harness = try Self.harness()
    let bare = harness.run("select add #1")
    #expect(!bare.succeeded)
    #expect(bare.errors.contains("select add --items #12"))
    let missing = harness.run("select add --items #1 #99")
    #expect(missing.errors.contains("no item #99"))
    #expect(harness.run("selection").errors.contains("Nothing is selected"))
  }

  @Test("a bulk action on the wrong kind says which kind is selected")
  func kindMismatch() throws {
    let harness = try Self.harness()
    try harness.script(["select items"])
    let run = harness.run("bulk set-category Lighting --yes")
    #expect(!run.succeeded)
    #expect(run.errors.contains("works on transactions, and the selection holds 5 items"))
    let nothing = try Self.harness().run("bulk delete --yes")
    #expect(nothing.errors.contains("nothing is selected"))
  }

  @Test("bulk set-category changes every selected transaction; one undo restores them")
  func setCategoryAndUndo() throws {
    let harness = try Self.harness()
    try harness.script(["select txs --category Furnishings", "select add #6"])
    let run = harness.run("bulk set-category Lighting")
    #expect(run.succeeded, "\(run.errors)")
    #expect(run.said.contains("Set the category of 3 transactions to 'Lighting'"))
    for id in [1, 2, 6] {
      #expect(try harness.store.transaction(EntityID(Int64(id))).categoryID == EntityID(2))
    }
    _ = try harness.store.undo()
    #expect(try harness.store.transaction(EntityID(1)).categoryID == EntityID(1))
    #expect(try harness.store.transaction(EntityID(6)).categoryID == nil)
  }

  @Test("mark-reviewed and set-reimbursement act on the selection")
  func reviewAndReimbursement() throws {
    let harness = try Self.harness()
    try harness.script(["select add --txs #3 #4", "bulk mark-reviewed"])
    #expect(try harness.store.transaction(EntityID(3)).needsReview == false)
    try harness.script(["bulk set-reimbursement owed-to-client"])
    #expect(try harness.store.transaction(EntityID(4)).reimbursement == .owedToClient)
    // Again: nothing changes, so no undo is promised (undo would take back another command).
    let again = harness.run("bulk set-reimbursement owed-to-client")
    #expect(again.said.contains("nothing changed"), "\(again.said)")
    #expect(!again.said.contains("'undo' reverts"))
  }

  @Test("in a script, a bulk delete without --yes fails naming the flag and changes nothing")
  func deleteNeedsYes() throws {
    let harness = try Self.harness()
    try harness.script(["select txs"])
    let refused = harness.run("bulk delete")
    #expect(!refused.succeeded)
    #expect(refused.errors.contains("--yes"))
    #expect(try harness.store.counts().transactions == 7)
    let many = harness.run("bulk mark-reviewed")
    #expect(many.errors.contains("--yes"), "more than 3 needs --yes")
    #expect(try harness.store.transaction(EntityID(3)).needsReview)
    let deleted = harness.run("bulk delete --yes")
    #expect(deleted.said.contains("Deleted 6 transactions and cleared the selection"))
    #expect(try harness.store.counts().transactions == 1)
    #expect(harness.run("selection").errors.contains("Nothing is selected"))
    _ = try harness.store.undo()
    #expect(try harness.store.counts().transactions == 7)
  }

  @Test("under --format json a bulk action writes the records it changed; the message is stderr")
  func machineOutput() throws {
    let harness = try Self.harness()
    try harness.script(["select add --items #4 #3"])
    let run = harness.run("bulk set-space Kitchen --format json")
    #expect(run.succeeded, "\(run.errors)")
    #expect(run.errors.contains("Put 2 items in 'Kitchen'"), "\(run.errors)")
    let records = try #require(
      try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]],
      "\(run.output)")
    #expect(records.map { $0["id"] as? Int } == [4, 3], "in the order of selection")
    #expect(records.allSatisfy { $0["space"] as? String == "Kitchen" }, "\(records)")
    // Text says only the message; CSV gives a header and a row per item.
    #expect(harness.run("bulk bookmark").output.isEmpty)
    let csv = harness.run("bulk unbookmark --format csv").output.split(separator: "\n")
    #expect(csv.count == 3 && csv[0].hasPrefix("id,"), "\(csv)")
    // A delete hands back what it deleted, as `item delete` does.
    try harness.script(["select txs --category Furnishings"])
    let deleted = harness.run("bulk delete --yes --format jsonl")
    #expect(deleted.output.split(separator: "\n").count == 2, "\(deleted.output)")
    #expect(try harness.store.counts().transactions == 5)
  }

  @Test("items: set-space, bookmark, move to inventory and back, each undone in one step")
  func itemActions() throws {
    let harness = try Self.harness()
    try harness.script(["select add --items #3 #4"])
    try harness.script(["bulk set-space Kitchen", "bulk bookmark"])
    #expect(try harness.store.item(EntityID(3)).spaceID == EntityID(1))
    #expect(try harness.store.item(EntityID(4)).isBookmarked)
    try harness.script(["bulk unbookmark"])
    #expect(try harness.store.item(EntityID(4)).isBookmarked == false)
    let leaving = harness.run("bulk move --to-inventory")
    #expect(!leaving.succeeded, "moving out of a project always asks")
    #expect(leaving.errors.contains("--yes"))
    try harness.script(["select items", "bulk move --to-inventory --yes"])
    #expect(try harness.store.items(ItemQuery(scope: .inventory)).count == 6)
    #expect(try harness.store.item(EntityID(1)).spaceID == nil)
    _ = try harness.store.undo()
    #expect(try harness.store.items(ItemQuery(scope: .inventory)).count == 1)
    #expect(try harness.store.item(EntityID(1)).spaceID == EntityID(1))
    let none = harness.run("bulk set-space --none --yes")
    #expect(none.said.contains("items in no space"), "\(none.errors)")
    #expect(
      try harness.store.items(ItemQuery(scope: .project(EntityID(1)))).allSatisfy {
        $0.spaceID == nil
      })
  }

  @Test("on a terminal a bulk delete asks; n keeps everything, y deletes")
  func terminalConfirmation() throws {
    let harness = try Self.harness(terminal: true)
    try harness.script(["select items"])
    harness.answering(["n"])
    let kept = harness.run("bulk delete")
    #expect(kept.output.contains("Delete 5 items ($1,500.00)? [y/N] n"))
    #expect(try harness.store.items(ItemQuery()).count == 6)
    harness.answering(["y"])
    harness.run("bulk delete")
    #expect(try harness.store.items(ItemQuery()).count == 1)
  }

  /// Found by a user test: the question counted the items already in the space, and
  /// `#id` of another project's space said "no space".
  @Test("set-space asks about the items it would move, and names another project's space")
  func setSpaceQuestion() throws {
    let harness = try Self.harness(terminal: true)
    let other = try harness.store.perform("other") { writer in
      for name in ["Stool", "Mirror"] {
        _ = try writer.addItem(ItemDraft(name: name, projectID: EntityID(1)))
      }
      let project = try writer.addProject(ProjectDraft(name: "Chen Loft 陈宅"))
      return try writer.addSpace(SpaceDraft(projectID: project.id, name: "客厅"))
    }
    try harness.script(["select items"])
    harness.answering(["n"])
    let asked = harness.run("bulk set-space Kitchen")
    #expect(
      asked.output.contains("Put 5 items in 'Kitchen'? (2 of the 7 selected are there already)"),
      "\(asked.output)")
    #expect(try harness.store.items(ItemQuery(spaceID: EntityID(1))).count == 2)
    let elsewhere = harness.run("bulk set-space '#\(other.id.rawValue)' --yes")
    #expect(
      elsewhere.errors.contains(
        "space #\(other.id.rawValue) '客厅' is in project 'Chen Loft 陈宅', not 'Smith Residence'"),
      "\(elsewhere.errors)")
    // A bare number is the same id: space names cannot be just a number.
    let bare = harness.run("bulk set-space \(other.id.rawValue) --yes")
    #expect(bare.errors.contains("is in project 'Chen Loft 陈宅'"), "\(bare.errors)")
    #expect(try harness.store.items(ItemQuery(spaceID: other.id)).isEmpty)
  }

  @Test("txs filter sets the session's filters; txs says which are in force; --clear forgets")
  func transactionFilters() throws {
    let harness = try Self.harness()
    try harness.script(["txs filter --category Furnishings --sort amount"])
    let listed = harness.run("txs")
    // What is in force is a note: on stderr when piped, before anything else.
    #expect(listed.errors.hasPrefix("Category: Furnishings · by amount ↓ — 'txs filter --clear'"))
    #expect(!listed.output.contains("txs filter --clear"))
    #expect(!listed.output.contains("Rejuvenation"))
    // An option on the command line replaces the session's value: the line says only what
    // still holds (it said "Category: Furnishings" over a list of Lighting).
    let over = harness.run("txs --category Lighting")
    #expect(over.errors.hasPrefix("by amount ↓ — 'txs filter --clear'"), "\(over.errors)")
    let replaced = harness.run("txs --category Lighting --sort date --format csv")
    #expect(!replaced.errors.contains("txs filter --clear"), "nothing of the session's holds")
    let none = harness.run("txs --source Nobody")
    #expect(
      (none.output + none.errors).contains("with the filters in force; 'txs filter --clear'"),
      "\(none.output) \(none.errors)")
    try harness.script(["txs filter --clear"])
    let all = harness.run("txs")
    #expect(all.output.contains("Rejuvenation"))
    #expect(!all.errors.contains("txs filter --clear"))
  }

  @Test("the txs filter menu marks the current choice and filters later txs")
  func filterMenu() throws {
    let harness = try Self.harness(terminal: true)
    harness.answering(["1", "c"])
    let run = harness.run("txs filter")
    #expect(run.succeeded, "\(run.errors)")
    #expect(run.output.contains("✓ Any category"))
    #expect(run.output.contains("Category: Lighting — 'txs filter --clear'"))
    harness.answering(["3"])
    let review = harness.run("txs filter")
    #expect(review.output.contains("Category: Lighting · needs review"))
  }

  @Test(
    "the selection bar matches its golden file at 40, 80 and 120 columns",
    arguments: [40, 80, 120])
  func selectionBar(width: Int) {
    let bars = [
      BulkSelectionBar(
        count: 12, noun: "items", total: "$3,450.00",
        hint: "'bulk' for actions, 'select clear' to clear"),
      BulkSelectionBar(count: 3, noun: "件家具", total: "¥12,800", hint: "输入 'bulk' 批量操作"),
      BulkSelectionBar(count: 7, noun: "件のアイテム", total: "¥98,000", hint: "'bulk' で一括操作"),
      BulkSelectionBar(count: 1, noun: "🛋️ sofa", total: "$2,697.00", hint: "'bulk' 👉 actions"),
    ]
    var text = ""
    for bar in bars {
      let lines = bar.render(in: .plain(width: width))
      for line in lines { #expect(DisplayWidth.of(line) <= width, "too wide: \(line)") }
      text += lines.joined(separator: "\n") + "\n"
    }
    GoldenFile.expectMatches(text, named: "selection-\(width)")
  }
}

extension LedgerHarness.Run {
  /// Everything the command printed, results and notes alike.
  var said: String { output + errors }
}

/// The `bulk` menu on a terminal.
@Suite("Bulk menu")
struct BulkMenuTests {
  @Test("bulk on items: bookmark from the menu asks for more than 3, then bookmarks all")
  func itemsMenu() throws {
    let harness = try SelectionTests.harness(terminal: true)
    try harness.script(["select items"])
    harness.answering(["4", "y"])
    let run = harness.run("bulk")
    #expect(run.output.contains("Selected: 5 items ($1,500.00)"))
    #expect(run.output.contains("Move to project ›"))
    #expect(run.output.contains("Bookmark 5 items ($1,500.00)? [y/N] y"))
    #expect(try harness.store.items(ItemQuery(isBookmarked: true)).count == 5)
    #expect(try harness.store.journal(limit: 1).first?.commandLine == "bulk bookmark")
  }

  @Test("bulk on transactions: set category from its submenu")
  func transactionsMenu() throws {
    let harness = try SelectionTests.harness(terminal: true)
    try harness.script(["select add --txs #4 #6"])
    harness.answering(["1", "b"])
    let run = harness.run("bulk")
    #expect(run.said.contains("Set the category of 2 transactions to 'Lighting'"), "\(run.errors)")
    #expect(try harness.store.transaction(EntityID(6)).categoryID == EntityID(2))
    // The journal names the action as its direct form would, not 'bulk'.
    #expect(try harness.store.journal(limit: 1).first?.commandLine == "bulk set-category '#2'")
  }
}
