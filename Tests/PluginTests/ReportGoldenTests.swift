import LedgerShell
import LedgerTestSupport
import TerminalUI
import Testing

/// Spending charts (vendors and categories in Chinese, Japanese and emoji) and the
/// `project show` overview with its sparkline at 40, 80 and 120 columns, as piped text.
@Suite("Golden renders of reports")
struct ReportGoldenTests {
  static let charts = [
    ("report-month", "report spending --by month --all"),
    ("report-week", "report spending --by week --all --from 2026-10-01 --to 2026-11-15"),
    ("report-category", "report spending --by category --all"),
    ("report-vendor", "report spending --by vendor --all"),
    ("report-project", "report spending --by project --all"),
    ("project-show", "project show"),
  ]

  @Test(
    "charts match their golden files", arguments: charts.map(\.0), [40, 80, 120])
  func chart(name: String, width: Int) throws {
    let harness = try LedgerHarness(width: width)
    try harness.script(ReportsLedger.lines)
    let command = try #require(Self.charts.first { $0.0 == name }?.1)
    let output = try harness.script([command])
    GoldenFile.expectMatches(output, named: "\(name)-\(width)")
    for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
      #expect(DisplayWidth.of(String(line)) <= width, "too wide at \(width): \(line)")
    }
  }
}
