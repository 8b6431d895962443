import Foundation
import LedgerCore
import LedgerShell
import TerminalUI
import Testing

/// The item commands as a user drives them in a script: adding, listing with filters and
/// grouping, moving between projects and inventory, editing, and the errors.
@Suite("Items")
struct ItemsTests {
  func harness(width: Int = 80) throws -> LedgerHarness {
    let harness = try LedgerHarness(width: width)
    try harness.script(ItemsLedger.lines)
    return harness
  }

  func json(_ harness: LedgerHarness, _ line: String) throws -> [[String: Any]] {
    let run = harness.run(line)
    #expect(run.succeeded, "\(line): \(run.errors)")
    let parsed = try JSONSerialization.jsonObject(with: Data(run.output.utf8))
    return try #require(parsed as? [[String: Any]])
  }

  @Test("items --format json lists one item per row with the documented fields")
  func jsonFields() throws {
    let harness = try harness()
    let rows = try json(harness, "items --format json")
    #expect(rows.count == 6, "the project's six items, never grouped")
    let first = try #require(rows.first)
    for field in [
      "id", "name", "sku", "source", "project", "space", "price", "project_price", "quantity",
      "bookmarked", "transaction_id",
    ] {
      #expect(first.keys.contains(field), "missing \(field)")
    }
    #expect(first["project"] as? String == "Smith Residence")
    #expect(first["space"] as? String == "Living Room")
    #expect(first["price"] as? String == "899.00")
    #expect(first["transaction_id"] as? Int == 1)
    let stock = try json(harness, "inventory --format json")
    #expect(stock.map { $0["name"] as? String } == ["Linen Pillow", "Brass Lamp"])
    #expect(stock.allSatisfy { $0["project"] is NSNull }, "inventory has no project")
    #expect(try json(harness, "items --all --format json").count == 8)
  }

  @Test("identical items show as one card with count and total; --expand and --no-group")
  func grouping() throws {
    let harness = try harness(width: 120)
    let text = try harness.script(["items"])
    #expect(text.contains("×3 · $3,447.00"), "three tables at $1,149.00 each")
    #expect(text.contains("#1 #2 #3"))
    #expect(text.components(separatedBy: "Oak Side Table").count == 2, "one card for three")
    let each = try harness.script(["items --no-group"])
    #expect(each.components(separatedBy: "Oak Side Table").count == 4)
    let page = harness.run("items --limit 2")
    #expect(page.errors.contains("Showing 2 cards with 4 of 6 items (identical items grouped)"))
    #expect(!page.output.contains("Showing"), "a note, on stderr when piped")
    #expect(!harness.run("items").errors.contains("Showing"), "all on one page")
    let expanded = try harness.script(["items --expand"])
    #expect(expanded.contains("#2 · 客厅"))
    #expect(expanded.contains("#3 · リビング"))
    // A bookmarked member is marked as its own card would be.
    let marked = try harness.script(["item bookmark 3", "items --expand"])
    #expect(marked.contains("★ #3 · リビング") && !marked.contains("★ #2"), "\(marked)")
  }

  @Test("moving an item to another project says its transaction link went")
  func moveUnlinks() throws {
    let harness = try LedgerHarness(width: 80)
    try harness.script([
      "project add Loft", "use Loft", "tx add --source 'West Elm' --amount 80",
      "item add Lamp --tx 1", "item add Sofa", "project add 'Studio 工作室'",
    ])
    let moved = harness.run("item move #1 #2 --to-project 'Studio 工作室'")
    #expect(
      moved.errors == "Moved 2 items to 'Studio 工作室'. "
        + "#1 no longer links to transaction #1, of another project.\n", "\(moved.errors)")
    let refused = harness.run("item add Chair --tx 1 --project 'Studio 工作室'")
    #expect(!refused.succeeded)
    #expect(
      refused.errors.contains(
        "error: transaction #1 is in project 'Loft', not 'Studio 工作室': an item links only "
          + "to a transaction of its own project"), "\(refused.errors)")
  }

  @Test("the item menu and bulk move say which transaction links a move took")
  func menuAndBulkMoveUnlink() throws {
    let harness = try LedgerHarness(width: 80, terminal: true)
    try harness.script([
      "project add Loft", "use Loft", "tx add --source 'West Elm' --amount 80",
      "item add Lamp --tx 1", "item add Rug --tx 1", "item add Sofa", "project add Studio",
    ])
    harness.answering(["4", "a"])
    let menu = harness.run("item menu #1")
    #expect(
      menu.output.contains(
        "Moved #1 to 'Studio'. #1 no longer links to transaction #1, of another project."),
      "\(menu.output)")
    try harness.script(["select add --items #2 #3"])
    let bulk = harness.run("bulk move --to-project Studio --yes")
    #expect(
      bulk.said.replacingOccurrences(of: "\n", with: " ").contains(
        "Moved 2 items to 'Studio' ('undo' reverts all 2 at once). "
          + "#2 no longer links to transaction #1, of another project."), "\(bulk.said)")
    #expect(try harness.store.item(EntityID(2)).transactionID == nil)
    // Moving items into the project they are in leaves them, and their spaces, as they are.
    try harness.script(["use Studio", "space add Kitchen", "item edit #2 --space Kitchen"])
    let again = harness.run("bulk move --to-project Studio --yes")
    #expect(
      again.said.contains("Moved 0 items to 'Studio' (all were so already; nothing changed)"),
      "\(again.said)")
    #expect(try harness.store.item(EntityID(2)).spaceID != nil, "still in its space")
  }

  @Test("an item card says what needs attention and shows its picture's placeholder")
  func attention() throws {
    let harness = try harness(width: 120)
    let text = try harness.script(["items --text lounge"])
    #expect(text.contains("⚠ No price · No space"))
    #expect(text.contains("▧ no image"))
    let stock = try harness.script(["inventory --text lamp"])
    #expect(stock.contains("★ Brass Lamp"))
    #expect(!stock.contains("No space"), "inventory items need no space")
  }

  @Test("filters and sorts select and order the items")
  func filters() throws {
    let harness = try harness()
    let names = { (line: String) throws -> [String] in
      try self.json(harness, line + " --format json").compactMap { $0["name"] as? String }
    }
    #expect(try names("items --space 客厅") == ["Oak Side Table", "陈宅 沙发"])
    #expect(try names("items --no-space") == ["🛋️ Lounge Chair"])
    #expect(try names("items --bookmarked") == ["陈宅 沙发"])
    #expect(try names("items --source 无印良品") == ["陈宅 沙发"])
    #expect(try names("items --text \"velvet emerald\"") == ["🛋️ Lounge Chair"])
    #expect(
      try names("items --min-price 1,000 --max-price 2,000")
        == ["Oak Side Table", "Oak Side Table", "Oak Side Table", "ソファ"])
    #expect(try names("items --sort price --desc --limit 2") == ["陈宅 沙发", "ソファ"])
    #expect(try names("items --no-tx --sort name") == ["ソファ", "陈宅 沙发", "🛋️ Lounge Chair"])
    #expect(try names("inventory --sort price") == ["Linen Pillow", "Brass Lamp"])
  }

  @Test("move from inventory to a project and back; the space is cleared; undo restores")
  func moves() throws {
    let harness = try harness()
    try harness.script(["item move #7 --to-project \"Smith Residence\""])
    #expect(try json(harness, "inventory --format json").count == 1)
    #expect(
      try json(harness, "items --text pillow --format json").first?["project"] as? String
        == "Smith Residence")
    try harness.script(["item edit #7 --space 客厅", "item move #7 --to-inventory"])
    let back = try #require(try json(harness, "inventory --text pillow --format json").first)
    #expect(back["space"] is NSNull, "moving clears the space")
    try harness.script(["undo"])
    let undone = try #require(try json(harness, "items --text pillow --format json").first)
    #expect(undone["space"] as? String == "客厅", "undo reverts the move in one step")
    // Moving it where it is already changes nothing: its space stays, nothing to undo.
    let journal = harness.run("journal --format csv").output
    let again = harness.run("item move #7 --to-project \"Smith Residence\"")
    #expect(again.succeeded, "\(again.errors)")
    #expect(again.errors.contains("is in 'Smith Residence' already; nothing changed"))
    let kept = try #require(try json(harness, "items --text pillow --format json").first)
    #expect(kept["space"] as? String == "客厅")
    #expect(harness.run("journal --format csv").output == journal)
    // Some there already, some not: those are named, not left out silently (JSON lists the
    // moved one only).
    let some = harness.run("item move #7 #8 --to-project \"Smith Residence\" --format json")
    #expect(some.errors.contains("#7 'Linen Pillow' was there already."), "\(some.errors)")
    #expect(some.output.contains("\"id\" : 8") || some.output.contains("\"id\": 8"))
    #expect(!some.output.contains("Linen Pillow"))
    // Found by a QA pass: both places given was answered "say where to".
    let both = harness.run("item move #7 --to-project \"Smith Residence\" --to-inventory")
    #expect(both.error?.exitStatus == 2)
    #expect(both.errors.contains("give one place, --to-project P or --to-inventory, not both"))
    let neither = harness.run("item move #7")
    #expect(neither.errors.contains("say where to: --to-project P or --to-inventory"))
  }

  @Test("edit, bookmark, link and delete change what the card shows")
  func changes() throws {
    let harness = try harness()
    try harness.script([
      "item edit #6 --price 1,200 --space \"Living Room\" --qty 2",
      "item bookmark #6 #4",
      "item link #6 --tx 1",
    ])
    let chair = try #require(try json(harness, "items --text lounge --format json").first)
    #expect(chair["price"] as? String == "1200.00")
    #expect(chair["space"] as? String == "Living Room")
    #expect(chair["quantity"] as? Int == 2)
    #expect(chair["bookmarked"] as? Bool == true)
    #expect(chair["transaction_id"] as? Int == 1)
    let sofa = try #require(try json(harness, "items --text 沙发 --format json").first)
    #expect(sofa["bookmarked"] as? Bool == false, "bookmark toggles")
    try harness.script(["item delete #6 --yes"])
    #expect(try json(harness, "items --text lounge --format json").isEmpty)
  }

  @Test(
    "bad input fails clearly and changes nothing",
    arguments: [
      ("item show #999", "no item #999"),
      ("item edit #1 --space Kitchen", "no space named 'Kitchen'"),
      ("item add Lamp --price -5", "--price cannot be negative"),
      ("item add Lamp --qty 2000000", "--qty"),
      ("item add", "'item add' needs a NAME"),
      ("item add Lamp --inventory --space 客厅", "inventory items are in no space"),
      ("items --inventory --space 客厅", "inventory items are in no space"),
      ("item delete #1", "pass --yes"),
      ("item move #1", "--to-project P or --to-inventory"),
      ("item edit #7 --space 客厅", "business inventory, which has no spaces"),
      ("items --min-price 10 --max-price 5", "--min-price is above --max-price"),
      ("item menu #1", "scripts never wait"),
      ("items --sort colour", "--sort"),
    ])
  func errors(line: String, message: String) throws {
    let harness = try harness()
    let before = try json(harness, "items --all --format json").count
    let run = harness.run(line)
    #expect(!run.succeeded)
    #expect(run.errors.contains(message), "\(line): \(run.errors)")
    #expect(try json(harness, "items --all --format json").count == before)
  }

  @Test("an edit or link that changes nothing writes nothing and leaves 'undo' alone")
  func unchangedEdit() throws {
    let harness = try harness()
    try harness.script(["item edit 4 --notes 'Feather fill'"])
    let entries = try harness.store.journal(limit: 100).count
    let same = harness.run("item edit 1 --price 899 --space 'Living Room' --sku WE-10482")
    #expect(same.succeeded)
    #expect(same.errors.contains("Item #1 is unchanged."), "\(same.errors)")
    let linked = harness.run("item link 1 --tx 1")
    #expect(linked.errors.contains("Item #1 is linked to transaction #1 already"))
    #expect(try harness.store.journal(limit: 100).count == entries, "no journal entry")
    let undo = harness.run("undo")
    #expect(undo.errors.contains("item edit 4"), "undo takes back the edit before: \(undo.errors)")
    #expect(try harness.store.item(EntityID(4)).notes.isEmpty)
  }

  @Test("a long source or SKU wraps whole inside a boxed card, at every width")
  func longTextValues() throws {
    let url = "https://www.example.com/shop/lighting/pendants/brass-globe-pendant-40cm"
    let sku = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789ABCDEFGHIJ"
    let harness = try LedgerHarness()
    try harness.script([
      "project add P", "use P", "item add Lamp --price 1 --source \(url) --sku \(sku)",
    ])
    for width in [20, 40, 60, 100] {
      let lines = try harness.script(["item show 1 --width \(width)"]).split(separator: "\n")
      #expect(lines.first?.hasPrefix("┌") == true, "a boxed card at width \(width)")
      #expect(lines.allSatisfy { DisplayWidth.of(String($0)) <= width })
      let inside = lines.map { line in
        line.trimmingCharacters(in: CharacterSet(charactersIn: "│ "))
      }.joined()
      #expect(inside.contains(url) && inside.contains(sku), "all of both at width \(width)")
    }
  }

  @Test("notes about a list are drawn with it on a terminal, and kept off stdout otherwise")
  func notesOffStdout() throws {
    let terminal = try LedgerHarness(width: 100, terminal: true)
    try terminal.script(ItemsLedger.lines + ["items sort --by price --desc"])
    let shown = terminal.run("items --limit 1")
    #expect(shown.output.hasPrefix("by price ↓ · 'items filter --clear'\n\n┌"))
    // The one card shown stands for one item: nothing is said of grouping.
    #expect(
      shown.output.hasSuffix("┘\n\nShowing 1 card with 1 of 6 items; --limit N shows more.\n"),
      "the footer ends the output: \(shown.output)")
    #expect(shown.errors.isEmpty)

    let piped = try harness(width: 100)
    try piped.script(["items sort --by price --desc"])
    let listed = piped.run("items --limit 1")
    #expect(listed.output.hasPrefix("┌"), "stdout holds only the cards")
    #expect(listed.output.hasSuffix("┘\n"), "\(listed.output)")
    #expect(listed.errors.hasPrefix("by price ↓ · 'items filter --clear'\nShowing 1 card"))
    let json = piped.run("items --format json")
    #expect(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) is [Any])
    let empty = piped.run("items --text nothing-holds-this")
    #expect(empty.output.isEmpty, "an empty list prints nothing when piped")
    #expect(empty.errors.contains("No items match"))
    piped.shell.session.settings.quiet = true
    let quiet = piped.run("items --text nothing-holds-this")
    #expect(quiet.output.isEmpty && quiet.errors.isEmpty, "-q silences notes")
  }

  @Test("items filter and items sort hold for the session and are said above the list")
  func sessionFilters() throws {
    let harness = try harness(width: 100)
    let set = harness.run("items filter --space 客厅 --bookmarked")
    #expect(
      set.errors.contains(
        "In force for 'items' and 'inventory': Space: 客厅 · bookmarked. The space applies to "
          + "'Smith Residence' only."), "\(set.errors)")
    try harness.script(["items sort --by price --desc"])
    let run = harness.run("items")
    #expect(
      run.errors.hasPrefix("Space: 客厅 · bookmarked · by price ↓ · 'items filter --clear'"))
    #expect(!run.output.contains("items filter --clear"), "a note, on stderr when piped")
    let text = run.output
    #expect(text.contains("陈宅 沙发"))
    #expect(!text.contains("Oak Side Table"))
    // The machine formats say the filters too, on stderr, as 'txs' does; stdout stays data.
    let csv = harness.run("items --format csv")
    #expect(csv.errors.hasPrefix("Space: 客厅 · bookmarked"), "\(csv.errors)")
    #expect(csv.output.hasPrefix("id,") && !csv.output.contains("filter --clear"))
    // An option on the command line replaces the session's value: only what still holds is
    // said (a --space given here is not the saved 客厅).
    let over = harness.run("items --no-space --format csv")
    #expect(over.errors.hasPrefix("bookmarked · by price ↓"), "\(over.errors)")
    #expect(!over.errors.contains("客厅"), "\(over.errors)")
    // When the saved filters leave nothing, the note points at them, not at 'item add'.
    let none = harness.run("items --text zzzz")
    #expect(
      (none.output + none.errors).contains("with the filters in force; 'items filter --clear'"),
      "\(none.output) \(none.errors)")
    try harness.script(["items filter --clear"])
    let all = harness.run("items")
    #expect(all.output.contains("Oak Side Table"))
    #expect(!all.errors.contains("items filter --clear"))
    // 'items sort' alone in a script says what is in force: neither filters nor an order.
    #expect(harness.run("items sort").errors.contains("No item filters or order in force."))
  }

  @Test("a saved space filter holds in its project only, not in another one or inventory")
  func spaceFilterStaysWithItsProject() throws {
    let harness = try harness(width: 100)
    let inventory = try json(harness, "inventory --format json").count
    let unfiltered = try json(harness, "items --format json").count
    #expect(inventory > 0)
    try harness.script(["items filter --space 客厅"])
    let filtered = try json(harness, "items --format json").count
    #expect(filtered >= 1 && filtered < unfiltered, "\(filtered) of \(unfiltered)")
    #expect(try json(harness, "inventory --format json").count == inventory)
    let text = try harness.script(["inventory"])
    #expect(!text.contains("Space: 客厅"), "\(text)")
  }

  @Test("item lists fit every width from 20 to 200 columns", arguments: [20, 33, 40, 57, 80, 200])
  func fits(width: Int) throws {
    let harness = try harness(width: width)
    for line in ["items", "items --expand", "inventory", "items --no-group", "item show #4"] {
      let output = try harness.script([line])
      for row in output.split(separator: "\n", omittingEmptySubsequences: false) {
        #expect(DisplayWidth.of(String(row)) <= width, "\(line) at \(width): \(row)")
      }
    }
  }
}
