import Foundation
import LedgerCore
import LedgerShell
import Testing

/// The item commands in scripts: what they change, what they print, and their errors.
@Suite("Item commands")
struct ItemCommandTests {
  @Test("item add puts the item in the current project's space with its picture")
  func add() throws {
    let harness = try ItemLedger.harness()
    let sofa = try harness.store.item(EntityID(1))
    #expect(sofa.name == "陈宅 沙发")
    #expect(sofa.purchasePrice?.decimalString == "2399.00")
    #expect(sofa.projectPrice?.decimalString == "2899.00")
    #expect(sofa.isBookmarked)
    let space = try harness.store.space(try #require(sofa.spaceID))
    #expect(space.name == "Living Room")
    let pictures = try harness.store.attachments(of: .item(sofa.id))
    #expect(pictures.count == 1)
    #expect(pictures.first?.isPrimary == true)
    #expect(pictures.first?.pixelWidth == 1200)
    let stool = try harness.store.item(EntityID(6))
    #expect(stool.projectID == nil)
    let run = harness.run("item add Lamp --qty 2 --project 東京オフィス --space 会議室")
    #expect(run.output == "Added item #8: Lamp ×2 to 東京オフィス.\n")
  }

  @Test("repeated --image attaches each file, the first one primary")
  func addImages() throws {
    let harness = try ItemLedger.harness()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let first = folder.appendingPathComponent("front.png")
    let second = folder.appendingPathComponent("back.png")
    try Data(ItemLedger.png(width: 10, height: 20)).write(to: first)
    try Data(ItemLedger.png(width: 30, height: 40)).write(to: second)
    let run = harness.run("item add Rug --image \(first.path) --image \(second.path)")
    #expect(run.output.contains("with 2 attachments"))
    let pictures = try harness.store.attachments(of: .item(EntityID(8)))
    #expect(pictures.map(\.originalName).sorted() == ["back.png", "front.png"])
    #expect(pictures.first { $0.isPrimary }?.originalName == "front.png")
    let show = harness.run("item show 8")
    #expect(show.output.contains("▧ PNG 10×20"))
    #expect(show.output.contains("back.png"))
  }

  @Test(
    "bad input fails with a message and changes nothing",
    arguments: [
      ("item show #99", "no item #99"),
      ("item show sofa", "'sofa' is not an item id; write it like #12"),
      ("item add Lamp --price -5", "--price cannot be negative ('-5')"),
      ("item add Lamp --qty 0", "--qty must be between 1 and 100000, not 0"),
      ("item add Lamp --qty 1000000000", "--qty must be between 1 and 100000, not 1000000000"),
      ("item add Lamp --space Kitchen", "no space in 'Smith Residence' named 'Kitchen'"),
      ("item add Lamp --inventory --space Bedroom", "items in business inventory have no space"),
      ("item add", "'item add' needs a NAME"),
      ("item edit 1 --space 3", "space #3 ('会議室') is in '東京オフィス', not in 'Smith Residence'"),
      (
        "item edit 6 --space Bedroom", "item #6 is in business inventory, where items have no space"
      ),
      ("item edit 1", "nothing to change"),
      ("item edit 1 --space Bedroom --no-space", "give --space or --no-space, not both"),
      ("item delete 1", "'item delete' would ask a question"),
      ("item move 1", "say where to move them"),
      ("item move 1 --to-project Nowhere", "no project named 'Nowhere'"),
      ("item link 1", "say which transaction"),
      ("item link 1 --tx #99", "no transaction #99"),
      ("item menu 1", "'item menu' asks what to do"),
      ("items --min-price 10 --max-price 5", "--min-price is above --max-price"),
      ("items --inventory --space Bedroom", "items in business inventory have no space"),
      ("items --all --space Bedroom", "--space needs a project"),
      ("items --sort colour", "--sort must be one of name, price, date, space, source"),
      ("items filter --space Attic", "no space in 'Smith Residence' named 'Attic'"),
      ("items filter --clear --bookmarked", "give --clear alone"),
    ])
  func errors(line: String, message: String) throws {
    let harness = try ItemLedger.harness()
    let before = try harness.store.journal(limit: 1).first?.id
    let run = harness.run(line)
    #expect(!run.succeeded)
    #expect(run.error?.message.contains(message) == true, "\(line): \(run.errors)")
    #expect(try harness.store.journal(limit: 1).first?.id == before)
  }

  @Test("items lists the current project's cards; --no-group one card per item")
  func list() throws {
    let harness = try ItemLedger.harness()
    let grouped = try harness.script(["items"])
    #expect(grouped.contains("ソファ"))
    #expect(!grouped.contains("Oak Stool"))
    let single = try harness.script(["items --no-group --sort name"])
    #expect(single.components(separatedBy: "ソファ").count == 4)
    let inventory = try harness.script(["inventory"])
    #expect(inventory.contains("×2 · $240.00"))
    #expect(!inventory.contains("ソファ"))
    let all = try harness.script(["items --all --no-group --format tsv"])
    #expect(all.split(separator: "\n").count == 8)
  }

  @Test("items --format json lists one item per row with stable fields")
  func json() throws {
    let harness = try ItemLedger.harness()
    let output = try harness.script(["items --format json --sort name"])
    let rows = try #require(
      try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
    #expect(rows.count == 5)
    let sofa = try #require(rows.first { $0["id"] as? Int == 1 })
    #expect(sofa["name"] as? String == "陈宅 沙发")
    #expect(sofa["space"] as? String == "Living Room")
    #expect(sofa["project"] as? String == "Smith Residence")
    #expect(sofa["price"] as? String == "2399.00")
    #expect(sofa["project_price"] as? String == "2899.00")
    #expect(sofa["bookmarked"] as? Bool == true)
    #expect(sofa["transaction_id"] is NSNull)
    let inventory = try harness.script(["inventory --format json"])
    let stools = try #require(
      try JSONSerialization.jsonObject(with: Data(inventory.utf8)) as? [[String: Any]])
    #expect(stools.count == 2)
    #expect(stools.allSatisfy { $0["project"] is NSNull && $0["space"] is NSNull })
  }

  @Test(
    "the filters select what they say",
    arguments: [
      ("items --space Bedroom --format tsv", [2, 3, 4]),
      ("items --no-space --format tsv", [5]),
      ("items --bookmarked --format tsv", [1]),
      ("items --source 无印良品 --format tsv", []),
      ("items --source 無印良品 --format tsv", [2, 3, 4]),
      ("items --text \"lounge chair\" --format tsv", [5]),
      ("items --min-price 1000 --format tsv", [1]),
      ("items --max-price 1000 --format tsv", [2, 3, 4]),
      ("items --sort price --desc --format tsv", [1, 4, 3, 2, 5]),
      ("items --sort name --format tsv", [2, 3, 4, 1, 5]),
      ("inventory --no-tx --format tsv", [6, 7]),
    ])
  func filters(line: String, ids: [Int]) throws {
    let harness = try ItemLedger.harness()
    let output = try harness.script([line])
    let found = output.split(separator: "\n").dropFirst().compactMap {
      Int($0.split(separator: "\t").first ?? "")
    }
    #expect(found == ids, "\(line)")
  }

  @Test("edit, bookmark, link, move and delete change what they say, each undone in one step")
  func changes() throws {
    let harness = try ItemLedger.harness()
    try harness.script(["item edit 5 --price 450 --space \"Living Room\" --qty 2"])
    var chair = try harness.store.item(EntityID(5))
    #expect(chair.purchasePrice?.decimalString == "450.00")
    #expect(chair.quantity == 2)
    #expect(chair.spaceID != nil)
    let bookmark = try harness.script(["item bookmark 1 5"])
    #expect(bookmark == "Bookmarked #5; removed the bookmark of #1.\n")
    #expect(try !harness.store.item(EntityID(1)).isBookmarked)
    try harness.script(["item link 5 --tx 1"])
    #expect(try harness.store.item(EntityID(5)).transactionID == EntityID(1))
    #expect(try harness.script(["items --tx 1 --format tsv"]).contains("Lounge Chair"))
    try harness.script(["item link 5 --none"])
    #expect(try harness.store.item(EntityID(5)).transactionID == nil)
    let moved = try harness.script(["item move 5 6 --to-project 東京オフィス"])
    #expect(moved == "Moved #5 and #6 to '東京オフィス'.\n")
    chair = try harness.store.item(EntityID(5))
    #expect(chair.spaceID == nil)
    let tokyo = try #require(try harness.store.project(named: "東京オフィス", accountID: nil))
    #expect(chair.projectID == tokyo.id)
    #expect(try harness.store.item(EntityID(6)).projectID == tokyo.id)
    _ = try harness.store.undo()
    #expect(try harness.store.item(EntityID(6)).projectID == nil)
    #expect(try harness.store.item(EntityID(5)).spaceID != nil)
    try harness.script(["item move 1 --to-inventory"])
    #expect(try harness.store.item(EntityID(1)).projectID == nil)
    #expect(try harness.store.item(EntityID(1)).spaceID == nil)
    let deleted = try harness.script(["item delete 2 3 --yes"])
    #expect(deleted == "Deleted 2 items ('undo' brings them back).\n")
    #expect(try harness.store.counts().items == 5)
    _ = try harness.store.undo()
    #expect(try harness.store.counts().items == 7)
  }

  @Test("items filter and items sort hold for the session and are named above the list")
  func sessionFilters() throws {
    let harness = try ItemLedger.harness()
    let set = try harness.script(["items filter --space Bedroom"])
    #expect(set == "In force for item lists: Space: Bedroom.\n")
    try harness.script(["items sort --sort price --desc"])
    let list = try harness.script(["items"])
    #expect(list.hasPrefix("Space: Bedroom · by price ↓ — 'items filter --clear'\n"))
    #expect(list.contains("ソファ"))
    #expect(!list.contains("陈宅"))
    let given = try harness.script(["items --no-space --format tsv"])
    #expect(given.contains("Lounge Chair"))
    #expect(!given.contains("ソファ"))
    let inventory = try harness.script(["inventory"])
    #expect(inventory.hasPrefix("by price ↓ — 'items filter --clear'\n"))
    #expect(
      try harness.script(["items filter"])
        == "In force for item lists: Space: Bedroom · by price ↓.\n")
    try harness.script(["items filter --clear"])
    #expect(try !harness.script(["items"]).contains("items filter --clear"))
    #expect(try harness.script(["items filter"]).hasPrefix("No item filters in force"))
  }

  @Test("an order given to items wins over the session's, ascending unless --desc")
  func sortOverride() throws {
    let harness = try ItemLedger.harness()
    try harness.script(["items sort --sort price --desc"])
    let ids = { (line: String) throws -> [Int] in
      try harness.script([line]).split(separator: "\n").dropFirst().compactMap {
        Int($0.split(separator: "\t").first ?? "")
      }
    }
    #expect(try ids("items --format tsv") == [1, 4, 3, 2, 5])
    #expect(try ids("items --sort name --format tsv") == [2, 3, 4, 1, 5])
    #expect(try ids("items --sort name --desc --format tsv") == [5, 1, 4, 3, 2])
  }

  @Test("spaces complete with the space names of the current or --project project")
  func spaceCompletion() throws {
    let harness = try ItemLedger.harness()
    let complete = { (line: String) in harness.shell.completions(for: line).candidates }
    #expect(complete("items --space Be") == ["Bedroom"])
    #expect(complete("item add Rug --space Li") == ["'Living Room'"])
    #expect(complete("items --project 東京オフィス --space 会") == ["会議室"])
  }
}
