import LedgerShell
import Testing

@testable import SearchPlugin

/// Every help example of `search` runs against a demo ledger and finds something.
@Suite("Search help examples")
struct SearchExampleTests {
  static let examples: [String] = SearchPlugin().commands.flatMap { $0.examples.map(\.command) }

  @Test("each example finds what it says", arguments: examples)
  func example(_ command: String) throws {
    let harness = try LedgerHarness()
    try harness.script([
      "demo --projects 4 --items 300 --transactions 300",
      "use \"Café Lumière\"",
      "tx add --source \"West Elm\" --amount 1,249.99 --date 2026-11-02",
    ])
    let run = harness.run(command)
    #expect(run.succeeded, "\(command): \(run.errors)")
    #expect(!run.output.isEmpty, "\(command) found nothing")
    #expect(!run.output.contains("Nothing matches"), "\(command) found nothing")
  }
}
