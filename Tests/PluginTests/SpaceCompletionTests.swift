import LedgerShell
import Testing

/// Space and template names complete where the space commands expect them.
@Suite("Space completion")
struct SpaceCompletionTests {
  func complete(_ line: String, harness: LedgerHarness) -> [String] {
    harness.shell.completions(for: line).candidates
  }

  @Test("spaces of the current project or --project, and templates in their order")
  func names() throws {
    let harness = try LedgerHarness()
    try harness.script(
      SpacesLedger.lines + ["project add Other", "space add Kiln --project Other"])
    #expect(complete("space show Ki", harness: harness) == ["Kitchen"])
    #expect(complete("space check --project Other Ki", harness: harness) == ["Kiln"])
    #expect(complete("space show 客", harness: harness) == ["客厅"])
    #expect(complete("space add Pantry --template B", harness: harness) == ["Bath"])
    #expect(complete("template move K", harness: harness) == ["Kitchen"])
    // Found by a QA pass: the first emoji of a ZWJ sequence completed nothing.
    try harness.script(["space add \"👨‍👩‍👧 Family Room\""])
    #expect(complete("space show 👨", harness: harness) == ["'👨‍👩‍👧 Family Room'"])
    #expect(complete("space show '👨‍👩", harness: harness) == ["'👨‍👩‍👧 Family Room'"])
  }
}
