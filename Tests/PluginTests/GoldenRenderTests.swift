import LedgerShell
import LedgerTestSupport
import TerminalUI
import Testing

/// `projects`, `budget` and `txs` rendered at 40, 80 and 120 columns, as piped text.
@Suite("Golden renders")
struct GoldenRenderTests {
  @Test(
    "renders match their golden files",
    arguments: ["projects", "budget", "txs"], [40, 80, 120, 140])
  func render(command: String, width: Int) throws {
    let harness = try LedgerHarness(width: width)
    try harness.script(SampleLedger.lines)
    let output = try harness.script([command])
    GoldenFile.expectMatches(output, named: "\(command)-\(width)")
    for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
      #expect(DisplayWidth.of(String(line)) <= width, "too wide at \(width): \(line)")
    }
  }
}
