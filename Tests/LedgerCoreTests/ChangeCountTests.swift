import LedgerCore
import Testing

@Suite("What undo says it did")
struct UndoneSummaryTests {
  @Test(
    "a deletion undone reads as restored, an addition as removed, an edit as changed back",
    arguments: [
      (
        "-1 project, -4 budgets, -31 transactions",
        "1 project, 4 budgets, 31 transactions restored"
      ),
      ("+1 vendor, +1 transaction", "1 vendor, 1 transaction removed"),
      ("~3 items", "3 items changed back"),
      (
        "+1 space, ~2 items, -1 template",
        "1 template restored; 1 space removed; 2 items changed back"
      ),
      ("no changes", "no changes"),
    ])
  func undone(summary: String, expected: String) {
    #expect(ChangeCount.undoneSummary(summary) == expected)
  }
}
