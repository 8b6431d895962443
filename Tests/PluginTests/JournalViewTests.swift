import Testing

/// The journal as a terminal shows it.
@Suite("Journal view")
struct JournalViewTests {
  @Test("on a narrow terminal the command and its changes wrap whole, never cut with …")
  func journalWrapsOnTerminal() throws {
    let harness = try LedgerHarness(width: 60, terminal: true)
    try harness.script([
      "project add \"Smith Residence\"", "use \"Smith Residence\"",
      "tx add --source \"Restoration Hardware\" --amount 1249.99 --date 2026-11-03",
    ])
    let run = harness.run("journal --limit 1")
    #expect(run.succeeded, "\(run.errors)")
    #expect(run.output.contains("changes"), "a table, not blocks: \(run.output)")
    #expect(!run.output.contains("…"), "\(run.output)")
    let lines = run.output.split(separator: "\n")
    #expect(lines.allSatisfy { $0.count <= 60 }, "\(run.output)")
    // Every word of the command line is there, on the lines the table wraps it to.
    let words = run.output.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
    for word in ["Hardware\"", "1249.99", "2026-11-03", "transaction"] {
      #expect(words.contains { $0.contains(word) }, "\(word) in \(run.output)")
    }
  }
}
