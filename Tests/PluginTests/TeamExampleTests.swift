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
    guard LedgerHarness.Backend.current == .sqlite else {
      // On a team ledger the examples run for real (EndToEndTests/TeamLedgerTests runs them
      // with the accounts and roles they name): here only their words and options are
      // checked, as the sample ledger has no account 'Milan Studio'.
      #expect(run.error?.kind != .usage, "\(command): \(run.errors)")
      return
    }
    #expect(!run.succeeded)
    #expect(
      run.errors.contains("grants exist only on a team ledger on PostgreSQL"),
      "\(command): \(run.errors)")
    #expect(run.errors.contains("--db postgresql://"), "\(command): \(run.errors)")
  }
}
