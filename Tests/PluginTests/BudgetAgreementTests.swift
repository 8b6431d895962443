import Foundation
import Testing

/// The budget card and `budget --format json` tell the same story (QA's findings).
@Suite("Budget text and JSON agree")
struct BudgetAgreementTests {
  /// The card of `category` in `budget`'s text output, as its lines.
  func card(_ category: String, in output: String) -> String {
    let cards = output.components(separatedBy: "└")
    return cards.first { $0.contains("│ \(category) ") } ?? ""
  }

  @Test("spending without a budget is over by all of it, in text as in JSON")
  func unbudgetedSpending() throws {
    let harness = try LedgerHarness()
    try harness.script(SampleLedger.lines)
    try harness.script(["category add Art", "tx add --source Gallery --amount 640 --category Art"])
    let text = card("Art", in: try harness.script(["budget"]))
    #expect(text.contains("[Over]"))
    #expect(text.contains("Budget") && text.contains("none"))
    #expect(text.contains("Over by") && text.contains("$640.00"), "\(text)")
    let json = try harness.script(["budget --format json"])
    let rows = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
    let art = try #require(rows.first { $0["category"] as? String == "Art" })
    #expect(art["over"] as? Bool == true)
    #expect(art["remaining"] as? String == "-640.00")
    #expect(art["budgeted"] is NSNull, "no budget is null, not a budget of 0.00: \(art)")
  }

  @Test("a budget of zero is a budget of $0.00, and --clear removes it")
  func zeroBudget() throws {
    let harness = try LedgerHarness()
    try harness.script(SampleLedger.lines)
    try harness.script(["budget set Lighting 0"])
    let zero = card("Lighting", in: try harness.script(["budget"]))
    #expect(zero.contains("$0.00") && !zero.contains("none"), "\(zero)")
    #expect(zero.contains("Over by") && zero.contains("$3,420.50"))
    let json = try harness.script(["budget --format json"])
    let rows = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
    let lighting = try #require(rows.first { $0["category"] as? String == "Lighting" })
    #expect(lighting["budgeted"] as? String == "0.00", "a budget of zero: \(lighting)")
    // The project card says it too once Lighting is pinned: not "no budget".
    try harness.script(["budget pin Lighting"])
    let cards = try harness.script(["projects --width 100"])
    #expect(cards.contains("$3,420.50 of $0.00"), "\(cards)")
    let lightingLine = cards.split(separator: "\n").first { $0.contains("Lighting") } ?? ""
    #expect(!lightingLine.contains("no budget"), "\(cards)")
    try harness.script(["budget set Lighting --clear"])
    let cleared = card("Lighting", in: try harness.script(["budget"]))
    #expect(cleared.contains("none"), "\(cleared)")
  }

  @Test("the bar's percentage is the real figure, as in CSV, however far over")
  func farOver() throws {
    let harness = try LedgerHarness()
    try harness.script(SampleLedger.lines)
    try harness.script(["budget set Lighting 1"])
    let text = card("Lighting", in: try harness.script(["budget"]))
    #expect(text.contains("342050%"), "\(text)")
    let csv = try harness.script(["budget --format csv"])
    #expect(csv.contains("342050.0"))
  }
}
