import LedgerCore
import LedgerShell
import Testing

/// Detail views show what belongs to them, and fees read as fees.
@Suite("Detail views")
struct DetailViewTests {
  @Test("tx show lists the items bought with the transaction, with their total")
  func transactionItems() throws {
    let harness = try LedgerHarness(width: 80)
    try harness.script(SampleLedger.lines)
    let project = try #require(try harness.store.project(named: "Smith Residence", accountID: nil))
    let usd = Currency.usd
    try harness.store.perform("add items") { writer in
      _ = try writer.addItem(
        ItemDraft(
          name: "Oatmeal sofa", projectID: project.id,
          purchasePrice: Money(minorUnits: 100_000, currency: usd), quantity: 1,
          transactionID: EntityID(1)))
      _ = try writer.addItem(
        ItemDraft(
          name: "Linen pillow", projectID: project.id,
          purchasePrice: Money(minorUnits: 2_500, currency: usd), quantity: 4,
          transactionID: EntityID(1)))
    }
    let output = try harness.script(["tx show 1"])
    let lines = output.split(separator: "\n")
    #expect(lines.contains { $0.hasPrefix("2 items") && $0.hasSuffix("$1,100.00") }, "\(output)")
    #expect(lines.contains { $0.contains("Oatmeal sofa") && $0.hasSuffix("$1,000.00") })
    #expect(lines.contains { $0.contains("Linen pillow") && $0.hasSuffix("×4 · $25.00") })
    let other = try harness.script(["tx show 2"])
    #expect(!other.contains("Oatmeal sofa"))
  }

  @Test("a payment in a fee category is recorded as a fee received, with a [Fee] badge")
  func feeReceived() throws {
    let harness = try LedgerHarness(width: 80)
    try harness.script(SampleLedger.lines)
    let run = harness.run(
      "tx add --source 'Jane Smith' --amount 4000 --date 2026-11-12 --category 'Design Fee'")
    #expect(run.errors.contains("Recorded fee received #"), "\(run.errors)")
    #expect(!run.errors.contains("Added purchase"))
    let listed = try harness.script(["txs --limit 1"])
    #expect(listed.contains("[Fee]"), "\(listed)")
    #expect(!listed.contains("[Purchase]"))
  }

  @Test("space show groups identical items and does not repeat the space on its cards")
  func spaceShowGroups() throws {
    let harness = try LedgerHarness(width: 80)
    try harness.script(SpacesLedger.lines)
    _ = try SpacesLedger.addItems(to: harness)
    let project = try #require(try harness.store.project(named: "Smith Residence", accountID: nil))
    let kitchen = try #require(try harness.store.space(named: "Kitchen", projectID: project.id))
    try harness.store.perform("add a second stool") { writer in
      _ = try writer.addItem(
        ItemDraft(
          name: "Counter stool", projectID: project.id,
          purchasePrice: Money(minorUnits: 18_900, currency: .usd), quantity: 3,
          spaceID: kitchen.id))
    }
    let output = try harness.script(["space show Kitchen"])
    #expect(output.contains("3 items (identical items grouped)"))
    // The two records of three stools each share one card.
    #expect(output.contains("[×6 · $1,134.00]"))
    #expect(!output.contains("│ Space"))
  }
}

@Suite("Clients apart from vendors")
struct ClientVendorTests {
  @Test("a client who only paid fees is listed under Clients, not among the shops")
  func clientsApart() throws {
    let harness = try LedgerHarness(width: 100)
    try harness.script(SampleLedger.lines)
    try harness.script([
      "tx add --source 'Jane Smith' --amount 4000 --date 2026-11-12 --category 'Design Fee'"
    ])
    let output = try harness.script(["vendors"])
    let lines = output.split(separator: "\n").map(String.init)
    let clients = try #require(lines.firstIndex { $0.contains("Client (fees received)") })
    let jane = try #require(lines.firstIndex { $0.contains("Jane Smith") })
    let westElm = try #require(lines.firstIndex { $0.contains("West Elm") })
    #expect(westElm < clients && clients < jane, "\(output)")
    let json = try harness.script(["vendors --format json"])
    #expect(json.contains("\"kind\": \"client\""), "\(json)")
    #expect(json.contains("\"kind\": \"vendor\""))
  }
}
