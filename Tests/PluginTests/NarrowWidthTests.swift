import LedgerShell
import TerminalUI
import Testing

/// Cards and tables at 20–30 columns keep their labels whole ("Over by", not "Over" beside
/// the amount and "by" below) and fit the width.
@Suite("Narrow widths")
struct NarrowWidthTests {
  static let labels = ["Over by", "Remaining", "Needs review", "Category", "Received"]

  @Test(
    "labels are never broken mid-label",
    arguments: ["budget", "projects", "project show", "txs", "tx show 1"], Array(20...30))
  func labelsStayWhole(command: String, width: Int) throws {
    let harness = try LedgerHarness(width: width)
    try harness.script(SampleLedger.lines)
    // Over budget by a wide amount, as QA found: "Over by $5,420.50" needs 17 cells.
    try harness.script([
      "tx add --source Lamps --amount 5,000 --date 2026-11-12 --category Lighting"
    ])
    let output = try harness.script([command])
    let lines = output.split(separator: "\n").map(String.init)
    for line in lines {
      #expect(DisplayWidth.of(line) <= width, "too wide at \(width): \(line)")
      let words = line.split(whereSeparator: { $0 == " " || $0 == "│" || $0 == "|" })
      for label in Self.labels {
        let first = label.split(separator: " ")[0]
        // A label's first word without the rest, or a cut-off part of a one-word label.
        let broken =
          label.contains(" ")
          ? words.contains { $0 == first } && !line.contains(label)
          : words.contains { $0.count >= 4 && $0 != label && label.hasPrefix($0) }
        #expect(!broken, "'\(label)' broken at \(width) in \(command): \(line)\n\(output)")
      }
    }
  }
}
