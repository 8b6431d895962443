import LedgerCore
import LedgerShell
import Testing

/// The item form and the item, filter and sort menus on a terminal, answered from a script
/// of keystrokes.
@Suite("Item forms and menus")
struct ItemInteractiveTests {
  @Test("item add without a name asks in three steps and saves the answers")
  func form() throws {
    let harness = try ItemLedger.harness(terminal: true)
    harness.answering([
      "", "Armchair", "0", "2", "Kitchen", "bedroom", "West Elm", "AC-1", "-3", "450", "",
      "y", "Reading corner",
    ])
    let run = harness.run("item add")
    #expect(run.succeeded, "\(run.errors)")
    #expect(run.output.contains("Step 1 of 3 · Name, quantity and space"))
    #expect(run.output.contains("Step 2 of 3 · Source and prices"))
    #expect(run.output.contains("Step 3 of 3 · Bookmark and notes"))
    #expect(run.output.contains("Name is required."))
    #expect(run.output.contains("Quantity must be a whole number from 1 to 100000."))
    #expect(run.output.contains("No space 'Kitchen'; one of: Bedroom, Living Room."))
    #expect(run.output.contains("The purchase price cannot be negative."))
    #expect(run.output.contains("Added item #8: Armchair ×2 to Smith Residence."))
    let item = try harness.store.item(EntityID(8))
    #expect(item.quantity == 2)
    #expect(item.source == "West Elm")
    #expect(item.purchasePrice?.decimalString == "450.00")
    #expect(item.isBookmarked)
    #expect(item.notes == "Reading corner")
    #expect(try harness.store.space(try #require(item.spaceID)).name == "Bedroom")
  }

  @Test("Ctrl-D in the item form saves nothing")
  func formCancel() throws {
    let harness = try ItemLedger.harness(terminal: true)
    harness.answering(["Armchair", "1"])
    let run = harness.run("item add --inventory")
    #expect(run.output.contains("New item for business inventory"))
    #expect(!run.output.contains("Space"))
    #expect(run.output.contains("Cancelled; no item added."))
    #expect(try harness.store.counts().items == 7)
  }

  @Test("item menu sets the space, with ✓ on the current one")
  func menuSpace() throws {
    let harness = try ItemLedger.harness(terminal: true)
    harness.answering(["set space", "a"])
    let run = harness.run("item menu 1")
    #expect(run.output.contains("陈宅 沙发 (#1) · Smith Residence"))
    #expect(run.output.contains("✓ Living Room"))
    #expect(run.output.contains("Put item #1 in Bedroom."))
    #expect(
      try harness.store.space(try #require(try harness.store.item(EntityID(1)).spaceID)).name
        == "Bedroom")
  }

  @Test("item menu edits a field, moves to inventory and deletes after asking")
  func menuActions() throws {
    let harness = try ItemLedger.harness(terminal: true)
    harness.answering(["edit", "d", "1,050"])
    #expect(harness.run("item menu 5").output.contains("Saved item #5."))
    #expect(try harness.store.item(EntityID(5)).purchasePrice?.decimalString == "1050.00")
    harness.answering(["move to inventory"])
    #expect(harness.run("item menu 5").output.contains("Moved item #5 to business inventory."))
    #expect(try harness.store.item(EntityID(5)).projectID == nil)
    harness.answering(["delete", "n"])
    #expect(harness.run("item menu 5").output.contains("Nothing changed."))
    harness.answering(["delete", "y"])
    #expect(harness.run("item menu 5").output.contains("Deleted item #5"))
    #expect(try harness.store.counts().items == 6)
  }

  @Test("the filter menu marks the choices in force and keeps the choice for the session")
  func filterMenu() throws {
    let harness = try ItemLedger.harness(terminal: true)
    harness.answering(["space", "b"])
    let first = harness.run("items filter")
    #expect(first.output.contains("✓ Any space"))
    #expect(first.output.contains("In force for item lists: Space: Bedroom."))
    harness.answering(["bookmarked", "b"])
    let second = harness.run("items filter")
    #expect(second.output.contains("Filter items (now: Space: Bedroom)"))
    #expect(second.output.contains("✓ All items"))
    harness.answering(["space"])
    let third = harness.run("items filter")
    #expect(third.output.contains("✓ Bedroom"))
    let list = harness.run("items")
    #expect(list.output.hasPrefix("Space: Bedroom · bookmarked — 'items filter --clear'"))
    #expect(list.output.contains("No items match the filters in force"))
    harness.answering(["clear"])
    #expect(harness.run("items filter").output.contains("No item filters in force"))
  }

  @Test("the sort menu marks the order in force and sets it")
  func sortMenu() throws {
    let harness = try ItemLedger.harness(terminal: true)
    harness.answering(["sort by", "c"])
    let first = harness.run("items sort")
    #expect(first.output.contains("✓ Date added"))
    #expect(first.output.contains("In force for item lists: by price ↑."))
    harness.answering(["direction", "b"])
    #expect(harness.run("items sort").output.contains("by price ↓"))
    let tsv = harness.run("items --format tsv")
    let ids = tsv.output.split(separator: "\n").dropFirst().compactMap {
      Int($0.split(separator: "\t").first ?? "")
    }
    #expect(ids == [1, 4, 3, 2, 5])
  }
}
