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
        "Imported nothing from \(file); skipped 2 rows whose id is already in this account"))
    let count = harness.run("item list --project P --format json").output
    #expect(count.components(separatedBy: "\"name\"").count - 1 == 2)
  }

  @Test("export without --to writes into the session's output, which import reads back")
  func exportToSessionOutput() throws {
    // A shell embedded in another program (as here) owns no file descriptor: the export
    // goes where every other result goes, not to the process's standard output.
    let folder = try TemporaryFolder.make(prefix: "ledgersh-export-output")
    defer { try? FileManager.default.removeItem(at: folder) }
    let harness = try LedgerHarness()
    try harness.script([
      "project add P", "item add Lamp --project P", "tx add --project P --source Shop --amount 30",
    ])
    let json = harness.run("export")
    #expect(json.succeeded)
    let archive = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
    #expect(archive?["format"] as? String == "ledgersh-ledger", "\(json.output.prefix(200))")
    let csv = harness.run("export items")
    #expect(csv.output.hasPrefix("id,"), "\(csv.output)")
    #expect(csv.output.contains(",Lamp,"), "\(csv.output)")
    let journal = harness.run("export --format journal")
    #expect(journal.output.contains("30.00"), "\(journal.output)")
    // What went to the session's output imports into a fresh ledger.
    let file = folder.appendingPathComponent("ledger.json").path
    try Data(json.output.utf8).write(to: URL(fileURLWithPath: file))
    let fresh = try LedgerHarness()
    #expect(fresh.run("import \(file)").succeeded)
    #expect(fresh.run("items --project P --format json").output.contains("Lamp"))
  }

  @Test("import names a folder as a folder, and an import into another account stays there")
  func folderAndAccount() throws {
    let folder = try TemporaryFolder.make(prefix: "ledgersh-import-account")
    defer { try? FileManager.default.removeItem(at: folder) }
    let harness = try LedgerHarness()
    let run = harness.run("import \(folder.path)")
    #expect(run.error?.exitStatus == 1)
    #expect(run.errors.contains("'\(folder.path)' is a folder; give the file to import"))
    let file = folder.appendingPathComponent("items.csv").path
    try harness.script([
      "project add P", "item add Lamp --project P", "export items --to \(file)",
      "account add Studio", "account use Studio", "project add P",
    ])
    // The export's ids are the first account's: refused, not skipped in silence.
    let foreign = harness.run("import \(file)")
    #expect(
      foreign.errors.contains("line 2: id: item #1 is another account's"), "\(foreign.errors)")
    try Data("name,project\nShelf,P\n".utf8).write(to: URL(fileURLWithPath: file))
    #expect(harness.run("import \(file)").succeeded)
    let studio = harness.run("items --project P --format json").output
    #expect(studio.contains("Shelf") && !studio.contains("Lamp"), "\(studio)")
  }
}
