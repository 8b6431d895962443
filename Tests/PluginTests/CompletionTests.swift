import LedgerShell
import Testing

/// Names from the ledger complete where they are expected.
@Suite("Completion")
struct CompletionTests {
  func complete(_ line: String, harness: LedgerHarness) -> [String] {
    harness.shell.completions(for: line).candidates
  }

  @Test("projects, categories and vendors complete from the ledger")
  func namesComplete() throws {
    let harness = try LedgerHarness()
    try harness.script(SampleLedger.lines)
    #expect(complete("use Sm", harness: harness) == ["'Smith Residence'"])
    #expect(complete("budget set Win", harness: harness) == ["'Window Treatments'"])
    #expect(complete("tx add --source Rej", harness: harness) == ["Rejuvenation"])
    #expect(complete("txs --category Li", harness: harness) == ["Lighting"])
    #expect(complete("budget --project 東", harness: harness) == ["東京オフィス"])
  }

  @Test("names complete from the first Tab, before any command has run")
  func firstTab() throws {
    let seeded = try LedgerHarness()
    try seeded.script(SampleLedger.lines)
    // A second shell over the same ledger that has run no command yet.
    let fresh = try LedgerHarness(store: seeded.store)
    #expect(complete("use Sm", harness: fresh) == ["'Smith Residence'"])
  }

  @Test("a name completes without its accents, as search finds it")
  func accents() throws {
    let harness = try LedgerHarness()
    try harness.script(["project add \"Café Lumière\"", "project add \"Müller Penthouse\""])
    #expect(complete("use cafe", harness: harness) == ["'Café Lumière'"])
    #expect(complete("use MUL", harness: harness) == ["'Müller Penthouse'"])
    #expect(complete("use cafx", harness: harness).isEmpty)
    try harness.script(["project add \"🏖\u{FE0F} Beach House\""])
    #expect(complete("use 🏖", harness: harness) == ["'🏖\u{FE0F} Beach House'"])
  }
}
