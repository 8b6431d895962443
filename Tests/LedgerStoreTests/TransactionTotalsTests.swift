import Foundation
import LedgerCore
import LedgerData
import LedgerStore
import LedgerStoreTestSupport
import Testing

/// Budgets and project counts come from totals the store keeps as transactions change;
/// they must always equal a recount of the transactions, after undo too.
@Suite("Transaction totals")
struct TransactionTotalsTests {
  static let backends = StoreBackend.allCases

  func usd(_ text: String) throws -> Money { try Money.parse(text, currency: .usd) }

  /// Fails unless the rollup and count of `projectID` equal a recount of its transactions.
  func expectRecounted(_ store: any Store, _ projectID: EntityID, _ step: String) throws {
    let project = try store.project(projectID)
    let transactions = try store.transactions(TransactionQuery(projectID: projectID))
    let expected = try BudgetRollup.compute(
      categories: store.categories(accountID: project.accountID, includeArchived: true),
      budgets: store.budgets(projectID: projectID), transactions: transactions,
      currency: .usd)
    #expect(try store.budgetRollup(projectID: projectID) == expected, "\(step)")
    #expect(
      try store.transactionCount(TransactionQuery(projectID: projectID)) == transactions.count,
      "\(step)")
    for type in TransactionType.allCases {
      #expect(
        try store.transactionCount(TransactionQuery(projectID: projectID, type: type))
          == transactions.filter { $0.type == type }.count, "\(step): \(type)")
    }
  }

  @Test("budgets and counts follow adds, edits, moves, deletes and undo", arguments: backends)
  func followsChanges(backend: StoreBackend) throws {
    let store = try backend.makeStore()
    let (loft, studio, furniture, lighting) = try store.perform("setup") { writer in
      let loft = try writer.addProject(ProjectDraft(name: "Loft"))
      let studio = try writer.addProject(ProjectDraft(name: "Studio"))
      let furniture = try writer.addCategory(name: "Furniture", kind: .standard, accountID: nil)
      let lighting = try writer.addCategory(name: "Lighting", kind: .standard, accountID: nil)
      try writer.setBudget(projectID: loft.id, categoryID: furniture.id, amount: try usd("900"))
      return (loft.id, studio.id, furniture.id, lighting.id)
    }
    let day = try #require(CalendarDay.parse("2026-03-01"))
    func draft(_ amount: String, _ category: EntityID?, _ type: TransactionType = .purchase)
      throws -> TransactionDraft
    {
      TransactionDraft(
        projectID: loft, source: "West Elm", amount: try usd(amount), date: day, type: type,
        categoryID: category)
    }
    let first = try store.perform("tx add") { try $0.addTransaction(try draft("400", furniture)) }
    let second = try store.perform("tx add") { try $0.addTransaction(try draft("120", nil)) }
    _ = try store.perform("tx add") { try $0.addTransaction(try draft("50", furniture, .return)) }
    var steps: [(String, (any LedgerWriter) throws -> Void)] = [
      ("add", { _ = try $0.addTransaction(try draft("75.25", lighting)) }),
      (
        "edit amount and category",
        {
          var edited = try $0.transaction(first.id)
          edited.amount = try self.usd("410.10")
          edited.categoryID = lighting
          _ = try $0.updateTransaction(edited)
        }
      ),
      (
        "make a return",
        {
          var edited = try $0.transaction(second.id)
          edited.type = .return
          _ = try $0.updateTransaction(edited)
        }
      ),
      (
        "move to another project",
        {
          var moved = try $0.transaction(second.id)
          moved.projectID = studio
          _ = try $0.updateTransaction(moved)
        }
      ),
      ("delete", { try $0.deleteTransaction(first.id) }),
      ("delete a category", { try $0.deleteCategory(furniture) }),
    ]
    steps.append(("delete a project", { try $0.deleteProject(studio) }))
    for (index, (name, change)) in steps.enumerated() {
      try store.perform(name) { try change($0) }
      try expectRecounted(store, loft, name)
      if index < steps.count - 1 { try expectRecounted(store, studio, name) }
    }
    for (name, _) in steps.reversed() {
      _ = try store.undo()
      try expectRecounted(store, loft, "undo \(name)")
      try expectRecounted(store, studio, "undo \(name)")
    }
  }

  @Test("a bulk load is counted, and its undo uncounted", arguments: backends)
  func bulkLoad(backend: StoreBackend) throws {
    let store = try backend.makeStore()
    let before = try store.perform("setup") { try $0.addProject(ProjectDraft(name: "Before")) }
    _ = try store.perform("tx add") {
      try $0.addTransaction(
        TransactionDraft(
          projectID: before.id, source: "IKEA", amount: try usd("10"),
          date: try #require(CalendarDay.parse("2026-01-02"))))
    }
    try DemoLedger.build(
      into: store, options: DemoOptions(seed: 2, projects: 2, items: 10, transactions: 300))
    // The demo went into an account of its own (the ledger held data).
    let projects = try store.accounts().flatMap {
      try store.projects(ProjectQuery(accountID: $0.id, includeArchived: true))
    }
    #expect(projects.count == 3)
    for project in projects { try expectRecounted(store, project.id, "after the demo") }
    _ = try store.undo()
    try expectRecounted(store, before.id, "after undoing the demo")
    #expect(try store.transactionCount(TransactionQuery(projectID: before.id)) == 1)
  }
}
