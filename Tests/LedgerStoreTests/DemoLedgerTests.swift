import Foundation
import LedgerCore
import LedgerData
import LedgerStore
import LedgerStoreTestSupport
import Testing

/// The demo ledger, run against every backend.
@Suite("Demo ledger")
struct DemoLedgerTests {
  static let backends = StoreBackend.allCases

  func records(_ store: any Store) throws -> [LedgerRecord] {
    var records: [LedgerRecord] = []
    var kinds = Set(LedgerRecord.Kind.allCases)
    kinds.remove(.account)
    try store.forEachRecord(of: kinds) { records.append($0) }
    return records
  }

  @Test("the same seed builds the same ledger; another seed a different one", arguments: backends)
  func deterministic(backend: StoreBackend) throws {
    let options = DemoOptions(seed: 42, projects: 5, items: 50, transactions: 70)
    let first = try backend.makeStore()
    let second = try backend.makeStore()
    let third = try backend.makeStore()
    try DemoLedger.build(into: first, options: options)
    try DemoLedger.build(into: second, options: options)
    var other = options
    other.seed = 43
    try DemoLedger.build(into: third, options: other)
    #expect(try records(first) == records(second))
    #expect(try records(first) != records(third))
  }

  @Test("the demo has what a user expects to explore", arguments: backends)
  func realistic(backend: StoreBackend) throws {
    let store = try backend.makeStore()
    let counts = try DemoLedger.build(
      into: store, options: DemoOptions(seed: 1, projects: 6, items: 300, transactions: 400))
    #expect(counts.projects == 6)
    #expect(try store.counts().items == 300)
    #expect(try store.counts().transactions == 400)
    let names = try store.projects(ProjectQuery(includeArchived: true)).map(\.name)
    #expect(names.contains("Chen Loft 陈宅"))
    #expect(names.contains("Beach House 🌊"))
    #expect(names.contains("Café Lumière"))
    let kinds = Set(try store.categories(accountID: nil, includeArchived: false).map(\.kind))
    #expect(kinds == [.standard, .fee])
    #expect(try store.transactionCount(TransactionQuery(type: .return)) > 0)
    let all = try store.transactions(TransactionQuery())
    #expect(Set(all.map(\.reimbursement)).count == 3)
    let project = try #require(try store.project(named: "Smith Residence", accountID: nil))
    let spaces = try store.spaces(projectID: project.id)
    #expect(!spaces.isEmpty && spaces.allSatisfy { !$0.checklist.isEmpty })
    var allSpaces: [Space] = []
    for each in try store.projects(ProjectQuery(includeArchived: true)) {
      allSpaces += try store.spaces(projectID: each.id)
    }
    #expect(allSpaces.contains { $0.templateID != nil })
    #expect(allSpaces.contains { $0.templateID == nil })
    let entries = allSpaces.flatMap(\.checklist)
    #expect(entries.contains { $0.isDone } && entries.contains { !$0.isDone })
    // Most project items are in a space, some are not; some are bought more than once.
    let inProjects = try store.items(ItemQuery()).filter { $0.projectID != nil }
    let placed = inProjects.filter { $0.spaceID != nil }.count
    #expect(placed * 2 > inProjects.count && placed < inProjects.count)
    #expect(try store.itemGroupCount(ItemQuery()) < 280)
    #expect(try store.itemGroups(ItemQuery()).contains { $0.itemIDs.count > 1 })
    #expect(try store.itemCount(ItemQuery(isBookmarked: true)) > 5)
    #expect(try store.itemCount(ItemQuery(scope: .inventory)) > 15)
    #expect(try store.items(ItemQuery(limit: 20)).allSatisfy { !$0.sku.isEmpty })
    #expect(try !store.budgetRollup(projectID: project.id).rows.isEmpty)
    #expect(try !store.search("walnut", limit: 5).isEmpty)
    #expect(try store.journal(limit: 1).first?.commandLine.hasPrefix("demo --seed 1") == true)
    // Every source is on the vendor list, as `tx add` puts it there: the design fees'
    // "Client payment" too, so `vendor rename` finds it.
    let vendors = Set(try store.vendorNames(accountID: nil))
    #expect(
      Set(all.map(\.source)).isSubset(of: vendors), "\(Set(all.map(\.source)).subtracting(vendors))"
    )
  }

  @Test(
    "returns give back part of an earlier purchase, so no spending is negative",
    arguments: [1, 2, 3] as [UInt64])
  func returnsArePartOfPurchases(seed: UInt64) throws {
    // What the demo generator makes, whatever keeps it: one backend is enough.
    let store = try StoreBackend.sqliteInMemory.makeStore()
    try DemoLedger.build(
      into: store, options: DemoOptions(seed: seed, projects: 4, items: 0, transactions: 3_000))
    for project in try store.projects(ProjectQuery(includeArchived: true)) {
      let rollup = try store.budgetRollup(projectID: project.id)
      #expect(!rollup.totalSpent.isNegative, "\(project.name): \(rollup.totalSpent)")
      #expect(!rollup.uncategorizedSpent.isNegative)
      for row in rollup.rows {
        #expect(!row.spent.isNegative, "\(project.name) · \(row.category.name): \(row.spent)")
      }
    }
    let returns = try store.transactions(TransactionQuery(type: .return))
    #expect(returns.count > 50)
    let purchases = try store.transactions(TransactionQuery(type: .purchase))
    for refund in returns.prefix(50) {
      #expect(
        purchases.contains {
          $0.source == refund.source && $0.categoryID == refund.categoryID
            && $0.projectID == refund.projectID && $0.date <= refund.date
            && $0.amount.minorUnits * 40 / 100 >= refund.amount.minorUnits
        }, "return \(refund.id) matches no earlier, larger purchase")
    }
  }

  @Test("a demo without projects adds no transactions, and says so", arguments: backends)
  func noProjects(backend: StoreBackend) throws {
    let store = try backend.makeStore()
    let counts = try DemoLedger.build(
      into: store, options: DemoOptions(seed: 1, projects: 0, items: 10, transactions: 100))
    #expect(counts.transactions == 0)
    #expect(counts.projects == 0)
    #expect(try store.counts().transactions == 0)
    #expect(try store.counts().items == 10)
  }

  @Test("undo removes the whole demo", arguments: backends)
  func undoDemo(backend: StoreBackend) throws {
    let store = try backend.makeStore()
    try DemoLedger.build(
      into: store, options: DemoOptions(seed: 3, projects: 3, items: 40, transactions: 40))
    #expect(try !store.isEmpty())
    _ = try store.undo()
    #expect(try store.counts() == LedgerCounts(accounts: 1))
    #expect(try store.search("walnut", limit: 5).isEmpty)
  }

  /// Issue 54: a demo on a ledger holding data mixed its sample into the real account.
  @Test(
    "a second demo goes into an account of its own; a third there numbers its projects",
    arguments: backends)
  func secondDemo(backend: StoreBackend) throws {
    let store = try backend.makeStore()
    let options = DemoOptions(seed: 5, projects: 2, items: 5, transactions: 5)
    try DemoLedger.build(into: store, options: options)
    let home = try store.defaultAccount().id
    let before = try store.projectNames(accountID: home)
    let second = try DemoLedger.buildReportingAccount(into: store, options: options)
    let demo = try #require(second.account)
    #expect(demo.name == "Demo" && demo.id != home)
    #expect(second.counts.categories == 8, "a catalog of its own")
    #expect(try store.projectNames(accountID: home) == before, "the first account unchanged")
    let third = try DemoLedger.buildReportingAccount(into: store, options: options)
    #expect(third.account?.id == demo.id, "the Demo account again, not a second one")
    #expect(third.counts.categories == 0)
    #expect(third.counts.vendors == 0, "the catalog's vendors and 'Client payment' are there")
    #expect(try store.projectNames(accountID: demo.id).contains("Smith Residence 2"))
    #expect(try store.accounts().count == 2)
  }
}
