import Testing

@testable import LedgerCore

@Suite("Budget rollup")
struct BudgetRollupTests {
  let account = EntityID(1)
  let project = EntityID(1)
  let time = Timestamp(millisecondsSince1970: 0)

  func usd(_ units: Int64) -> Money { Money(minorUnits: units, currency: .usd) }

  func category(_ id: Int64, _ name: String, position: Int, kind: CategoryKind = .standard)
    -> BudgetCategory
  {
    BudgetCategory(
      id: EntityID(id), accountID: account, name: name, kind: kind, position: position)
  }

  func transaction(
    _ id: Int64, _ units: Int64, category: Int64?, type: TransactionType = .purchase
  ) -> Transaction {
    Transaction(
      id: EntityID(id), accountID: account, projectID: project, source: "Vendor",
      amount: usd(units), date: CalendarDay(daysSince1970: 0), type: type,
      categoryID: category.map(EntityID.init), createdAt: time, updatedAt: time)
  }

  @Test("spent is purchases minus returns; remaining goes negative when over")
  func rollup() throws {
    let categories = [
      category(1, "Furnishings", position: 2), category(2, "Lighting", position: 1),
      category(3, "Design Fee", position: 3, kind: .fee),
    ]
    let budgets = [
      CategoryBudget(
        id: EntityID(1), projectID: project, categoryID: EntityID(1), amount: usd(100_000)),
      CategoryBudget(
        id: EntityID(2), projectID: project, categoryID: EntityID(2), amount: usd(20_000)),
      CategoryBudget(
        id: EntityID(3), projectID: project, categoryID: EntityID(3), amount: usd(50_000)),
    ]
    let transactions = [
      transaction(1, 60_000, category: 1), transaction(2, 10_000, category: 1, type: .return),
      transaction(3, 25_000, category: 2), transaction(4, 30_000, category: 3),
      transaction(5, 1_000, category: nil),
    ]
    let rollup = try BudgetRollup.compute(
      categories: categories, budgets: budgets, transactions: transactions, currency: .usd)
    #expect(rollup.rows.map(\.category.name) == ["Lighting", "Furnishings", "Design Fee"])
    let lighting = rollup.rows[0]
    #expect(lighting.spent == usd(25_000))
    #expect(lighting.remaining == usd(-5_000))
    #expect(lighting.isOverBudget)
    #expect(lighting.percent == 125)
    let furnishings = rollup.rows[1]
    #expect(furnishings.spent == usd(50_000))
    #expect(furnishings.remaining == usd(50_000))
    #expect(furnishings.percent == 50)
    let fee = rollup.rows[2]
    #expect(fee.isFee)
    #expect(fee.spent == usd(30_000))
    #expect(rollup.feesReceived == usd(30_000))
    #expect(rollup.uncategorizedSpent == usd(1_000))
    #expect(rollup.totalBudgeted == usd(120_000))
    #expect(rollup.totalSpent == usd(76_000))
    #expect(rollup.totalRemaining == usd(44_000))
  }

  @Test("archived categories show only when they have money; no budget means no percent")
  func archivedAndUnbudgeted() throws {
    var archived = category(2, "Old", position: 2)
    archived.isArchived = true
    let rollup = try BudgetRollup.compute(
      categories: [category(1, "Art", position: 1), archived], budgets: [],
      transactions: [transaction(1, 500, category: 1)], currency: .usd)
    #expect(rollup.rows.map(\.category.name) == ["Art"])
    #expect(rollup.rows[0].percent == nil)
    #expect(rollup.totalPercent == nil)
  }

  @Test("an overflowing sum is an error, not a wrong number")
  func overflow() {
    #expect(throws: MoneyError.self) {
      try BudgetRollup.compute(
        categories: [category(1, "Art", position: 1)], budgets: [],
        transactions: [transaction(1, .max, category: 1), transaction(2, 1, category: 1)],
        currency: .usd)
    }
  }
}
