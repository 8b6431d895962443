import LedgerShell
import SettingsPlugin
import Testing

/// Every help example of the Settings plugin runs against a sample ledger.
@Suite("Settings help examples")
struct SettingsExampleTests {
  static let examples: [String] = SettingsPlugin().commands.flatMap {
    $0.examples.map(\.command)
  }

  @Test("each example succeeds", arguments: examples)
  func example(_ command: String) throws {
    let harness = try LedgerHarness()
    try harness.script(SampleLedger.lines)
    try harness.script([
      "account add \"Paris Studio\" --currency EUR", "vendor add WestElm",
      "tx add --source \"west elm\" --amount 10", "vendor alias add Amazon \"AMZN Mktp\"",
    ])
    let run = harness.run(command)
    #expect(run.succeeded, "\(command): \(run.errors)")
  }
}
