import Foundation
import Testing

/// The figures a bookkeeper checks by hand in `budget --format json`.
@Suite("Budget figures")
struct BudgetFiguresTests {
  func budget() throws -> [[String: Any]] {
    let harness = try LedgerHarness()
    try harness.script(SampleLedger.lines)
    let output = try harness.script(["budget --format json"])
    return try #require(
      try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
  }

  @Test("one object per category, in the user's order, with decimal-string amounts")
  func categoriesInOrder() throws {
    let rows = try budget()
    #expect(
      rows.map { $0["category"] as? String } == [
        "Furnishings", "Lighting", "Window Treatments", "Design Fee", "照明器具",
      ])
    let furnishings = try #require(rows.first)
    // 1,249.99 bought, 200 returned: 1,049.99 spent of 12,500.
    #expect(furnishings["spent"] as? String == "1049.99")
    #expect(furnishings["budgeted"] as? String == "12500.00")
    #expect(furnishings["remaining"] as? String == "11450.01")
    #expect(furnishings["kind"] as? String == "standard")
    #expect(furnishings["currency"] as? String == "USD")
  }

  @Test("an over-budget category has a negative remaining amount")
  func overBudget() throws {
    let lighting = try #require(try budget().first { $0["category"] as? String == "Lighting" })
    #expect(lighting["spent"] as? String == "3420.50")
    #expect(lighting["remaining"] as? String == "-420.50")
    #expect(lighting["over"] as? Bool == true)
  }

  @Test("a fee category counts money received and says it is a fee")
  func feeCategory() throws {
    let fee = try #require(try budget().first { $0["category"] as? String == "Design Fee" })
    #expect(fee["kind"] as? String == "fee")
    #expect(fee["spent"] as? String == "4000.00")
    #expect(fee["remaining"] as? String == "4000.00")
  }

  @Test("the text total leaves fees out and counts spending without a category")
  func totals() throws {
    let harness = try LedgerHarness(width: 120)
    try harness.script(SampleLedger.lines)
    let output = try harness.script(["budget"])
    // 1,049.99 + 3,420.50 + 980.00 + 86.40 uncategorized = 5,536.89 of 17,000.
    #expect(output.contains("Total: $5,536.89 spent of $17,000.00 · $11,463.11 remaining (33%)"))
    #expect(output.contains("Fees: $4,000.00 received of $8,000.00"))
    #expect(output.contains("Received"))
    #expect(output.contains("Over by"))
  }

  @Test("category move reorders every listing")
  func moveKeepsOrder() throws {
    let harness = try LedgerHarness()
    try harness.script(SampleLedger.lines)
    try harness.script(["category move \"Design Fee\" --before Furnishings"])
    let output = try harness.script(["budget --format csv"])
    let names = output.split(separator: "\n").dropFirst().map { $0.split(separator: ",")[0] }
    #expect(names.first == "Design Fee")
    #expect(names.dropFirst().first == "Furnishings")
  }
}
