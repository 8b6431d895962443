import Foundation
import LedgerCore
import LedgerStoreSQLite
import Testing

/// The sample ledger with spaces and items: a bookmarked Chinese-named sofa with a picture
/// in the living room, three identical Japanese-named sofas in the bedroom, an emoji-named
/// chair with no price and no space, and two identical stools in business inventory.
enum ItemLedger {
  /// A harness over the sample ledger with items; pictures go to a temporary folder.
  static func harness(width: Int = 80, terminal: Bool = false) throws -> LedgerHarness {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("ledgersh-items-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let store = try SQLiteStore.inMemory(
      dataDirectory: folder.appendingPathComponent("data").path, clock: { LedgerHarness.now })
    let harness = try LedgerHarness(width: width, terminal: terminal, store: store)
    try harness.script(SampleLedger.lines)
    try addSpaces(harness)
    let picture = folder.appendingPathComponent("sofa.png")
    try Data(png(width: 1200, height: 800)).write(to: picture)
    try harness.script(lines(picture: picture.path))
    return harness
  }

  /// Adds Living Room and Bedroom to Smith Residence, and 会議室 to 東京オフィス.
  static func addSpaces(_ harness: LedgerHarness) throws {
    let smith = try #require(try harness.store.project(named: "Smith Residence", accountID: nil))
    let tokyo = try #require(try harness.store.project(named: "東京オフィス", accountID: nil))
    try harness.store.perform("test spaces") { writer in
      _ = try writer.addSpace(SpaceDraft(projectID: smith.id, name: "Living Room"))
      _ = try writer.addSpace(SpaceDraft(projectID: smith.id, name: "Bedroom"))
      _ = try writer.addSpace(SpaceDraft(projectID: tokyo.id, name: "会議室"))
    }
  }

  /// The commands that add the items (ids #1 to #7 in this order).
  static func lines(picture: String) -> [String] {
    let sofa =
      "item add ソファ --sku JP-7 --source 無印良品 --price 899 --space Bedroom"
    return [
      "item add \"陈宅 沙发\" --sku CZ-01 --source \"West Elm\" --price 2,399"
        + " --project-price 2,899 --space \"Living Room\" --bookmark --image \(picture)",
      sofa, sofa, sofa,
      "item add \"🛋️ Lounge Chair\" --source \"Design Within Reach\"",
      "item add \"Oak Stool\" --inventory --price 120 --source Etsy",
      "item add \"Oak Stool\" --inventory --price 120 --source Etsy",
    ]
  }

  /// The first bytes of a PNG file of the given size: enough for its header to be read.
  static func png(width: UInt32, height: UInt32) -> [UInt8] {
    let bigEndian = { (value: UInt32) -> [UInt8] in
      [
        UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF),
        UInt8(value & 0xFF),
      ]
    }
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + bigEndian(13) + Array("IHDR".utf8)
      + bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0] + [0, 0, 0, 0]
  }
}
