import Foundation
import LedgerShell
import LedgerTestSupport
import TerminalUI
import Testing

/// ItemCards and GroupedItemCards (names in Chinese, Japanese and emoji) at 40, 80 and 120
/// columns, as piped text.
@Suite("Golden renders of items")
struct ItemGoldenTests {
  @Test(
    "items, items --expand, inventory and item show match their golden files",
    arguments: [40, 80, 120, 140])
  func items(width: Int) throws {
    let folder = try SpaceGoldenTests().pictureFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let harness = try LedgerHarness(
      width: width, dataDirectory: folder.appendingPathComponent("data").path)
    try harness.script(ItemsLedger.lines)
    let picture = Tokenizer.quote(folder.appendingPathComponent("客厅 sofa.png").path)
    try harness.script(["attach \(picture) --to item 4"])
    for (line, name) in [
      ("items", "items"), ("items --expand", "items-expand"), ("inventory", "inventory"),
      ("item show #4", "item-show"),
    ] {
      let output = try harness.script([line])
      GoldenFile.expectMatches(output, named: "\(name)-\(width)")
      for row in output.split(separator: "\n", omittingEmptySubsequences: false) {
        #expect(DisplayWidth.of(String(row)) <= width, "\(line) too wide at \(width): \(row)")
      }
    }
  }
}
