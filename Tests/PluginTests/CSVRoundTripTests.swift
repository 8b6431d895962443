import Foundation
import LedgerTestSupport
import Testing

/// What a listing writes as CSV, `import` reads back into another ledger: names resolve
/// there, derived columns (ids beside names, totals, currency, kind) are accepted.
@Suite("Listings' CSV imports back")
struct CSVRoundTripTests {
  static let setup = [
    "project add Loft", "use Loft", "category add Furnishings", "space add Kitchen",
    "tx add --source 'West Elm' --amount 1249.99 --category Furnishings --notes 'two chairs'",
    "tx add --source 'West Elm' --amount 200 --type return --category Furnishings",
    "tx add --source Etsy --amount 35 --reimbursement owed-to-client --needs-review",
    "item add Sofa --price 900 --space Kitchen --qty 2 --sku S-1",
    "item add Lamp --price 50 --inventory",
  ]

  /// A ledger whose project, category and space have other ids than the source's.
  static func target() throws -> LedgerHarness {
    let target = try LedgerHarness()
    try target.script([
      "project add Other", "category add Misc", "project add Loft", "use Loft",
      "category add Furnishings", "space add Attic", "space add Kitchen",
    ])
    return target
  }

  static func write(_ text: String, _ name: String, in folder: URL) throws -> String {
    let path = folder.appendingPathComponent(name).path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test("items --format csv and txs --format csv, imported elsewhere, give the same rows")
  func listingsImportBack() throws {
    let folder = try TemporaryFolder.make(prefix: "ledgersh-csv-round-trip")
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = try LedgerHarness()
    try source.script(Self.setup)
    for (listing, export) in [
      ("items --all --format csv", "export items"),
      ("txs --all --format csv", "export transactions"),
    ] {
      let run = source.run(listing)
      #expect(run.succeeded, "\(run.errors)")
      let file = try Self.write(run.output, "listing.csv", in: folder)
      let target = try Self.target()
      let imported = target.run("import \(file)")
      #expect(imported.succeeded, "\(listing): \(imported.errors)")
      // The export (names, prices, times) is the same in both ledgers.
      #expect(target.run(export).output == source.run(export).output, "\(listing)")
      #expect(
        target.run(listing).output.split(separator: "\n").count
          == run.output.split(separator: "\n").count)
    }
  }

  @Test("a kind column is read as derived; a row in another currency is refused")
  func derivedColumns() throws {
    let folder = try TemporaryFolder.make(prefix: "ledgersh-csv-derived")
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = try LedgerHarness()
    try source.script(Self.setup)
    let lines = source.run("txs --all --format csv").output.split(separator: "\n").map(String.init)
    // The listing ends with the derived `kind` column (purchase, return or fee).
    #expect(lines.first?.hasSuffix(",kind") == true, "\(lines.first ?? "")")
    let withKind = lines.joined(separator: "\n")
    let target = try Self.target()
    let imported = target.run("import \(try Self.write(withKind, "kind.csv", in: folder))")
    #expect(imported.succeeded, "\(imported.errors)")
    #expect(target.run("export transactions").output == source.run("export transactions").output)
    let euro = lines[0] + "\n" + lines[1].replacingOccurrences(of: ",USD,", with: ",EUR,")
    let other = try Self.target()
    let refused = other.run("import \(try Self.write(euro, "euro.csv", in: folder))")
    #expect(!refused.succeeded)
    #expect(refused.errors.contains("currency: the row is in EUR"), "\(refused.errors)")
  }
}
