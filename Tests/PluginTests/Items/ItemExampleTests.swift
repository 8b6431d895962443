import ItemsPlugin
import LedgerShell
import Testing

/// Every example in the item commands' help runs, on a terminal whose user answers nothing
/// (forms and menus cancel), against the item ledger with more items in Bedroom.
@Suite("Item help examples")
struct ItemExampleTests {
  static let examples = ItemsPlugin().commands.flatMap { spec in spec.examples.map(\.command) }

  @Test("the example runs", arguments: examples)
  func example(_ line: String) throws {
    let harness = try ItemLedger.harness(terminal: true)
    try harness.script(
      Array(repeating: "item add \"Side Table\" --space Bedroom --price 100", count: 8))
    harness.answering([])
    let run = harness.run(line)
    #expect(run.succeeded, "\(line): \(run.errors)")
  }
}
