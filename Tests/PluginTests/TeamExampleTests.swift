import LedgerShell
import TeamPlugin
import Testing

/// The Team plugin's help examples.
///
/// They change grants on a team ledger, which lives on a PostgreSQL server (Tests/EndToEndTests/TeamLedgerTests runs the commands there); on the
/// harness's SQLite ledger each example must get past the parser, its words and options
/// accepted, and be refused only for the kind of ledger, with the way to open one.
@Suite("Team help examples")
struct TeamExampleTests {
  static let examples: [String] = TeamPlugin().commands.flatMap { $0.examples.map(\.command) }

  @Test("each example is refused only because the ledger is no team ledger", arguments: examples)
  func example(_ command: String) throws {
    let harness = try LedgerHarness()
    try harness.script(SampleLedger.lines)
    let run = harness.run(command)
    #expect(!run.succeeded)
    #expect(
      run.errors.contains("grants exist only on a team ledger on PostgreSQL"),
      "\(command): \(run.errors)")
    #expect(run.errors.contains("--db postgresql://"), "\(command): \(run.errors)")
  }
}
