import Foundation
import LedgerTestSupport
import Testing

/// `vendor alias add|remove` and the listing, as a user sees them, and `import statement`
/// reading a statement line by an alias.
@Suite("Vendor aliases")
struct VendorAliasTests {
  @Test("add, list, refuse another vendor's, remove; each command one undo")
  func addListRemove() throws {
    let harness = try LedgerHarness()
    try harness.script(["vendor add Amazon", "vendor add 'Whole Foods'"])
    let added = harness.run("vendor alias add Amazon 'AMZN Mktp' 'Amazon.com'")
    #expect(added.succeeded, "\(added.errors)")
    #expect(added.errors.contains("'Amazon' is also 'AMZN Mktp', 'Amazon.com' on statements."))
    // The same alias in another case and spacing is the one it has.
    let again = harness.run("vendor alias add amazon 'amzn   MKTP'")
    #expect(again.succeeded)
    #expect(again.errors.contains("'Amazon' had that alias already."), "\(again.errors)")
    let taken = harness.run("vendor alias add 'Whole Foods' 'AMZN MKTP'")
    #expect(!taken.succeeded)
    #expect(taken.errors.contains("'AMZN Mktp' is already an alias of 'Amazon'"), "\(taken.errors)")
    #expect(harness.run("vendor alias add 'Whole Foods' WHOLEFDS").succeeded)
    let list = harness.run("vendor alias --format csv")
    #expect(
      list.output
        == "id,vendor_id,vendor,alias\n2,1,Amazon,Amazon.com\n1,1,Amazon,AMZN Mktp\n"
        + "3,2,Whole Foods,WHOLEFDS\n", "\(list.output)")
    let one = harness.run("vendor alias 'whole foods'")
    #expect(one.output.contains("WHOLEFDS") && !one.output.contains("AMZN"), "\(one.output)")
    let missing = harness.run("vendor alias remove WHOLEFDS nothing")
    #expect(!missing.succeeded)
    #expect(missing.errors.contains("no vendor has the alias 'nothing'; nothing was removed"))
    let removed = harness.run("vendor alias remove wholefds 'amazon.com'")
    #expect(removed.succeeded, "\(removed.errors)")
    #expect(removed.errors.contains("Removed 'WHOLEFDS' (Whole Foods), 'Amazon.com' (Amazon)."))
    #expect(harness.run("vendor aliases --format csv").output.split(separator: "\n").count == 2)
    // One undo puts both back; the next takes back the one add.
    #expect(harness.run("undo").succeeded)
    #expect(harness.run("vendor alias --format csv").output.split(separator: "\n").count == 4)
    #expect(harness.run("undo").succeeded)
    #expect(harness.run("vendor alias --format csv").output.split(separator: "\n").count == 3)
    // A merged vendor's aliases are the target's.
    try harness.script([
      "vendor alias add 'Whole Foods' WFM", "vendor merge 'Whole Foods' --into Amazon",
    ])
    #expect(harness.run("vendor alias Amazon").output.contains("WFM"))
    #expect(harness.run("undo").succeeded)
    #expect(harness.run("vendor alias 'Whole Foods'").output.contains("WFM"))
  }

  @Test("import statement reads a line by an alias before taking processors' prefixes off")
  func statementUsesAliases() throws {
    let folder = try TemporaryFolder.make(prefix: "ledgersh-vendor-alias")
    defer { try? FileManager.default.removeItem(at: folder) }
    let statement = folder.appendingPathComponent("bank.csv").path
    try """
    Date,Description,Amount
    2026-11-03,WHOLEFDS MKT 10234,-54.20
    2026-11-04,SQ *BLUE BOTTLE #12,-4.50
    2026-11-05,AMZN Mktp US*2K4LL,-19.99

    """.write(toFile: statement, atomically: true, encoding: .utf8)
    let harness = try LedgerHarness()
    try harness.script([
      "vendor add 'Whole Foods'", "vendor add 'Blue Bottle Coffee'", "vendor add Amazon",
      "vendor add 'Blue'",
    ])
    let before = harness.run("import statement \(statement) --dry-run --format json").output
    #expect(before.contains("\"vendor\": \"Wholefds Mkt\""), "\(before)")
    // 'SQ *' taken off, 'BLUE BOTTLE' starts with the vendor 'Blue'.
    #expect(before.contains("\"vendor\": \"Blue\""), "\(before)")
    try harness.script([
      "vendor alias add 'Whole Foods' 'WHOLEFDS MKT'",
      "vendor alias add 'Blue Bottle Coffee' 'SQ *BLUE BOTTLE'",
    ])
    let after = harness.run("import statement \(statement) --dry-run --format json").output
    let rows = try #require(
      try JSONSerialization.jsonObject(with: Data(after.utf8)) as? [[String: Any]])
    let vendors = rows.map { "\($0["vendor"] ?? "")|\($0["vendor_from"] ?? "")" }
    #expect(
      vendors == [
        "Whole Foods|vendor alias", "Blue Bottle Coffee|vendor alias", "Amazon|vendor name",
      ], "\(vendors)")
  }

  @Test("a vendor named from a description keeps words of letters and digits")
  func vendorNamedFromDescription() throws {
    let folder = try TemporaryFolder.make(prefix: "ledgersh-vendor-name")
    defer { try? FileManager.default.removeItem(at: folder) }
    let statement = folder.appendingPathComponent("card.csv").path
    try """
    Date,Description,Amount
    2026-11-02,7-ELEVEN 12345,-4.50
    2026-11-03,MERCHANT07 #123 CITY,-9.00
    2026-11-04,TST* LOCAL CAFE 0042,-3.00
    2026-11-05,SQ *BLUE BOTTLE #12,-4.50

    """.write(toFile: statement, atomically: true, encoding: .utf8)
    let harness = try LedgerHarness()
    let output = harness.run("import statement \(statement) --dry-run --format json").output
    let rows = try #require(
      try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
    #expect(
      rows.map { "\($0["vendor"] ?? "")" }
        == ["7-Eleven", "Merchant07 City", "Local Cafe", "Blue Bottle"])
  }
}
