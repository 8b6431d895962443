import LedgerShell
import SelectionPlugin
import Testing
import TransactionsPlugin

/// Every example in the help of the selection commands and of `txs filter` / `txs sort`
/// runs, on a terminal whose user answers nothing (menus cancel).
@Suite("Selection help examples")
struct SelectionExampleTests {
  static let examples =
    SelectionPlugin().commands.flatMap { spec in spec.examples.map(\.command) }
    + TransactionsPlugin().commands.filter { $0.name.hasPrefix("txs ") }
    .flatMap { spec in spec.examples.map(\.command) }

  @Test("the example runs", arguments: examples)
  func example(_ line: String) throws {
    let harness = try SelectionTests.harness(terminal: true)
    let onTransactions = ["set-category", "mark-reviewed", "set-reimbursement"].contains {
      line.contains($0)
    }
    try harness.script([onTransactions ? "select txs" : "select items"])
    harness.answering([])
    let run = harness.run(line)
    #expect(run.succeeded, "\(line): \(run.errors)")
  }
}
