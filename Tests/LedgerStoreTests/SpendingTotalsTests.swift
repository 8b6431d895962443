import Foundation
import LedgerCore
import LedgerData
import LedgerStore
import LedgerStoreTestSupport
import Testing

/// Spending reports come from totals the store keeps as transactions change; they must
/// always equal the LedgerCore reference summed over the transactions themselves.
@Suite("Spending totals")
struct SpendingTotalsTests {
  static let backends = StoreBackend.allCases

  func usd(_ text: String) throws -> Money { try Money.parse(text, currency: .usd) }

  func day(_ text: String) throws -> CalendarDay { try #require(CalendarDay.parse(text)) }

  /// Fails unless every grouping, scope and range agrees with the reference.
  func expectAgree(_ store: any Store, _ step: String) throws {
    let account = try store.defaultAccount()
    let transactions = try store.transactions(TransactionQuery())
    let fees = Set(
      try store.categories(accountID: nil, includeArchived: true).filter { $0.kind == .fee }
        .map(\.id))
    let projects = try store.projects(ProjectQuery(includeArchived: true)).map(\.id)
    let ranges: [(CalendarDay?, CalendarDay?)] = [
      (nil, nil), (try day("2026-02-10"), try day("2026-03-31")), (try day("2026-03-01"), nil),
    ]
    for grouping in SpendingGrouping.allCases {
      for projectID in [nil] + projects {
        for (from, to) in ranges {
          let query = SpendingQuery(
            accountID: account.id, projectID: projectID, from: from, to: to, grouping: grouping)
          #expect(
            try store.spendingTotals(query)
              == query.totals(of: transactions, feeCategoryIDs: fees),
            "\(step): \(grouping) \(projectID.map(\.description) ?? "all") \(String(describing: from))"
          )
        }
      }
    }
  }

  @Test("reports follow adds, edits, moves, deletes and undo", arguments: backends)
  func followsChanges(backend: StoreBackend) throws {
    let store = try backend.makeStore()
    let (loft, studio, furniture, fee) = try store.perform("setup") { writer in
      let loft = try writer.addProject(ProjectDraft(name: "Loft"))
      let studio = try writer.addProject(ProjectDraft(name: "Studio"))
      let furniture = try writer.addCategory(name: "家具", kind: .standard, accountID: nil)
      let fee = try writer.addCategory(name: "Design Fee", kind: .fee, accountID: nil)
      return (loft.id, studio.id, furniture.id, fee.id)
    }
    func draft(
      _ project: EntityID?, _ source: String, _ amount: String, _ date: String,
      _ category: EntityID?, _ type: TransactionType = .purchase
    ) throws -> TransactionDraft {
      TransactionDraft(
        projectID: project, source: source, amount: try usd(amount), date: try day(date),
        type: type, categoryID: category)
    }
    let drafts = [
      try draft(loft, "West Elm", "400", "2026-01-30", furniture),
      try draft(loft, "West Elm", "50", "2026-02-12", furniture, .return),
      try draft(loft, "無印良品", "120.35", "2026-03-02", nil),
      try draft(studio, "🛋️ Sofa Co", "999.99", "2026-03-31", furniture),
      try draft(loft, "Client", "2500", "2026-02-15", fee),
      try draft(nil, "IKEA", "75", "2026-02-20", furniture),
    ]
    var added: [Transaction] = []
    for draft in drafts {
      added.append(try store.perform("tx add") { try $0.addTransaction(draft) })
    }
    try expectAgree(store, "after adds")
    let first = added[0]
    let steps: [(String, (any LedgerWriter) throws -> Void)] = [
      (
        "edit amount, date and category",
        {
          var edited = try $0.transaction(first.id)
          edited.amount = try self.usd("410.10")
          edited.date = try self.day("2026-03-05")
          edited.categoryID = fee
          _ = try $0.updateTransaction(edited)
        }
      ),
      (
        "make a return and move it",
        {
          var edited = try $0.transaction(added[2].id)
          edited.type = .return
          edited.projectID = studio
          _ = try $0.updateTransaction(edited)
        }
      ),
      (
        "change the vendor",
        {
          var edited = try $0.transaction(added[1].id)
          edited.source = "west elm"
          _ = try $0.updateTransaction(edited)
        }
      ),
      ("delete", { try $0.deleteTransaction(added[3].id) }),
      ("delete a category", { try $0.deleteCategory(furniture) }),
      ("delete a project", { try $0.deleteProject(studio) }),
    ]
    for (name, change) in steps {
      try store.perform(name) { try change($0) }
      try expectAgree(store, name)
    }
    for (name, _) in steps.reversed() {
      _ = try store.undo()
      try expectAgree(store, "undo \(name)")
    }
    _ = loft
  }

  @Test("a bulk load is reported, and its undo unreported", arguments: backends)
  func bulkLoad(backend: StoreBackend) throws {
    let store = try backend.makeStore()
    try DemoLedger.build(
      into: store, options: DemoOptions(seed: 3, projects: 2, items: 10, transactions: 400))
    try expectAgree(store, "after the demo")
    _ = try store.undo()
    try expectAgree(store, "after undoing the demo")
    #expect(try store.spendingTotals(SpendingQuery()).isEmpty)
  }
}
