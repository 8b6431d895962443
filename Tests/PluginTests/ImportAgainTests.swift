import Foundation
import LedgerTestSupport
import Testing

@Suite("Importing an export again")
struct ImportAgainTests {
  @Test("a second import of the same CSV adds nothing and says how many rows it skipped")
  func skipsKnownIDs() throws {
    let folder = try TemporaryFolder.make(prefix: "ledgersh-import-again")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("items.csv").path
    let harness = try LedgerHarness()
    try harness.script([
      "project add P", "item add Lamp --project P", "item add Sofa --project P",
      "export items --to \(file)",
    ])
    let again = harness.run("import \(file)")
    #expect(again.succeeded)
    #expect(
      again.errors.contains(
        "Imported nothing from \(file); skipped 2 rows whose id is already in the ledger"))
    let count = harness.run("item list --project P --format json").output
    #expect(count.components(separatedBy: "\"name\"").count - 1 == 2)
  }
}
