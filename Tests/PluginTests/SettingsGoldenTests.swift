import Foundation
import LedgerShell
import LedgerTestSupport
import TerminalUI
import Testing

/// `vendor list` and `account list` (names in Chinese, Japanese and emoji) at 40, 80 and 120
/// columns, as piped text.
@Suite("Golden renders of vendors and accounts")
struct SettingsGoldenTests {
  @Test("vendor list and account list match their golden files", arguments: [40, 80, 120])
  func vendorsAndAccounts(width: Int) throws {
    let harness = try LedgerHarness(width: width)
    try harness.script(SampleLedger.lines)
    try harness.script([
      "vendor default \"West Elm\" --category Furnishings",
      "vendor default 無印良品 --category 照明器具",
      "vendor add \"🪴 Plant Shop\"",
      "account add \"Paris Studio\" --currency EUR", "account add 東京事務所 --currency JPY",
    ])
    let vendors = try harness.script(["vendor list"])
    GoldenFile.expectMatches(vendors, named: "vendors-\(width)")
    let accounts = try harness.script(["account list"])
    GoldenFile.expectMatches(accounts, named: "accounts-\(width)")
    for output in [vendors, accounts] {
      for line in output.split(separator: "\n") {
        #expect(DisplayWidth.of(String(line)) <= width, "too wide at \(width): \(line)")
      }
    }
  }
}
