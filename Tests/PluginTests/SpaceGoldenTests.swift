import Foundation
import LedgerShell
import LedgerTestSupport
import TerminalUI
import Testing

/// SpaceCards (names in Chinese, Japanese and emoji) and attachment cards at 40, 80 and 120
/// columns, as piped text.
@Suite("Golden renders of spaces and attachments")
struct SpaceGoldenTests {
  func expectFits(_ output: String, width: Int) {
    for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
      #expect(DisplayWidth.of(String(line)) <= width, "too wide at \(width): \(line)")
    }
  }

  /// A folder with a data folder and a 1200 × 800 PNG named `客厅 sofa.png`, 14 kB.
  func pictureFolder() throws -> URL {
    let folder = try TemporaryFolder.make(prefix: "ledgersh-golden")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("data"), withIntermediateDirectories: true)
    let png: [UInt8] =
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
      + Array("IHDR".utf8) + [0, 0, 4, 176, 0, 0, 3, 32, 8, 2, 0, 0, 0, 0, 0, 0, 0]
    try Data(png + [UInt8](repeating: 0, count: 14_000)).write(
      to: folder.appendingPathComponent("客厅 sofa.png"))
    return folder
  }

  @Test("spaces and space show match their golden files", arguments: [40, 80, 120, 140])
  func spaces(width: Int) throws {
    let folder = try pictureFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let harness = try LedgerHarness(
      width: width, dataDirectory: folder.appendingPathComponent("data").path)
    try harness.script(SpacesLedger.lines)
    try SpacesLedger.addItems(to: harness)
    let picture = Tokenizer.quote(folder.appendingPathComponent("客厅 sofa.png").path)
    try harness.script(["attach \(picture) --to space 客厅"])
    let spaces = try harness.script(["spaces"])
    GoldenFile.expectMatches(spaces, named: "spaces-\(width)")
    expectFits(spaces, width: width)
    let show = try harness.script(["space show Kitchen"])
    GoldenFile.expectMatches(show, named: "spaces-show-\(width)")
    expectFits(show, width: width)
    let templates = try harness.script(["templates"])
    GoldenFile.expectMatches(templates, named: "spaces-templates-\(width)")
    expectFits(templates, width: width)
  }

  @Test("attachment cards match their golden files", arguments: [40, 80, 120, 140])
  func attachments(width: Int) throws {
    let folder = try pictureFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let header = Data("%PDF-1.4\n".utf8)
    try (header + Data(repeating: 0x25, count: 2_400_000 - header.count)).write(
      to: folder.appendingPathComponent("West Elm receipt.pdf"))
    let harness = try LedgerHarness(
      width: width, dataDirectory: folder.appendingPathComponent("data").path)
    try harness.script(SpacesLedger.lines)
    try harness.script([
      "attach \(Tokenizer.quote(folder.appendingPathComponent("客厅 sofa.png").path))"
        + " \(Tokenizer.quote(folder.appendingPathComponent("West Elm receipt.pdf").path))"
        + " --to tx 1"
    ])
    let output = try harness.script(["attachments tx 1"])
    GoldenFile.expectMatches(output, named: "attachments-\(width)")
    expectFits(output, width: width)
  }
}
