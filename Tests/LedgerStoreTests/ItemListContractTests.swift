import Foundation
import LedgerCore
import LedgerStore
import LedgerStoreTestSupport
import Testing

/// The store's item and transaction lists, groups, summaries and bulk changes, checked
/// against LedgerCore's reference semantics (`ItemQuery.apply`, `ItemQuery.groups`, …).
@Suite("Store contract: item lists, groups and bulk changes")
struct ItemListContractTests {
  static let backends = StoreBackend.allCases

  func usd(_ text: String) throws -> Money { try Money.parse(text, currency: .usd) }

  /// Two projects with same-named spaces, duplicate items, inventory, odd cases and prices.
  struct Fixture {
    var store: any Store
    var loft: Project
    var cabin: Project
    var kitchen: Space
    var bath: Space
    var cabinKitchen: Space
    var transaction: Transaction
  }

  func fixture(_ backend: StoreBackend) throws -> Fixture {
    let store = try backend.makeStore()
    return try store.perform("setup") { writer in
      let loft = try writer.addProject(ProjectDraft(name: "Loft"))
      let cabin = try writer.addProject(ProjectDraft(name: "Cabin"))
      let kitchen = try writer.addSpace(SpaceDraft(projectID: loft.id, name: "kitchen"))
      let bath = try writer.addSpace(SpaceDraft(projectID: loft.id, name: "Bath"))
      let cabinKitchen = try writer.addSpace(SpaceDraft(projectID: cabin.id, name: "Kitchen"))
      let transaction = try writer.addTransaction(
        TransactionDraft(
          projectID: loft.id, source: "IKEA", amount: try usd("300"),
          date: try #require(CalendarDay.parse("2026-02-01"))))
      let drafts: [ItemDraft] = [
        ItemDraft(
          name: "Chair", projectID: loft.id, sku: "C-1", source: "IKEA",
          purchasePrice: try usd("100"), spaceID: kitchen.id, transactionID: transaction.id),
        ItemDraft(name: "Lamp", projectID: loft.id, source: "West Elm", notes: "brass shade"),
        ItemDraft(
          name: "Chair", projectID: loft.id, sku: "C-1", source: "IKEA",
          purchasePrice: try usd("100"), quantity: 3, spaceID: bath.id),
        ItemDraft(
          name: "chair", projectID: loft.id, sku: "C-1", source: "ikea",
          purchasePrice: try usd("100"), isBookmarked: true),
        ItemDraft(
          name: "Rug", projectID: loft.id, sku: "R-9", source: "Article",
          purchasePrice: try usd("400"), projectPrice: try usd("520"), spaceID: bath.id,
          isBookmarked: true),
        ItemDraft(
          name: "Chair", projectID: loft.id, sku: "C-1", source: "IKEA",
          purchasePrice: try usd("100"), spaceID: kitchen.id),
        ItemDraft(
          name: "Stool", projectID: cabin.id, source: "Article", projectPrice: try usd("90"),
          spaceID: cabinKitchen.id, notes: "Walnut seat"),
        ItemDraft(name: "Spare chair", sku: "SC", source: "IKEA", purchasePrice: try usd("80")),
        ItemDraft(name: "Crème vase", source: "Étoile", purchasePrice: try usd("45"), quantity: 0),
        ItemDraft(
          name: "Sofa", projectID: loft.id, source: "Article", purchasePrice: try usd("1500"),
          transactionID: transaction.id),
      ]
      for draft in drafts { _ = try writer.addItem(draft) }
      return Fixture(
        store: store, loft: loft, cabin: cabin, kitchen: kitchen, bath: bath,
        cabinKitchen: cabinKitchen, transaction: transaction)
    }
  }

  func allItems(_ store: any Store) throws -> [Item] { try store.items(ItemQuery()) }

  func spaceNames(_ fixture: Fixture) -> [EntityID: String] {
    Dictionary(
      uniqueKeysWithValues: [fixture.kitchen, fixture.bath, fixture.cabinKitchen].map {
        ($0.id, $0.name)
      })
  }

  /// Filters worth comparing, each run with every sort, both directions and a page.
  func queries(_ fixture: Fixture) -> [ItemQuery] {
    [
      ItemQuery(),
      ItemQuery(scope: .project(fixture.loft.id)),
      ItemQuery(scope: .inventory),
      ItemQuery(scope: .project(fixture.loft.id), withoutSpace: true),
      ItemQuery(withoutTransaction: true),
      ItemQuery(transactionID: fixture.transaction.id),
      ItemQuery(spaceID: fixture.bath.id),
      ItemQuery(isBookmarked: true),
      ItemQuery(source: "ikea"),
      ItemQuery(text: "chair"),
      ItemQuery(text: "  CHAIR   ikea "),
      ItemQuery(text: "brass"),
      ItemQuery(text: "crème"),
      ItemQuery(text: "CRÈME étoile"),
      ItemQuery(text: "walnut cabin"),
      ItemQuery(minPrice: 10_000),
      ItemQuery(maxPrice: 10_000),
      ItemQuery(minPrice: 9_000, maxPrice: 52_000),
      ItemQuery(minPrice: 0),
      ItemQuery(ids: []),
      ItemQuery(ids: [EntityID(9), EntityID(2), EntityID(4), EntityID(999)]),
      ItemQuery(scope: .project(fixture.loft.id), isBookmarked: false, text: "c", minPrice: 1),
    ]
  }

  func variants(of query: ItemQuery) -> [ItemQuery] {
    var result: [ItemQuery] = []
    for sort in ItemSort.allCases {
      for descending in [false, true] {
        for page in [(nil, 0), (2, 1), (3, 3)] as [(Int?, Int)] {
          var variant = query
          variant.sort = sort
          variant.descending = descending
          variant.limit = page.0
          variant.offset = page.1
          result.append(variant)
        }
      }
    }
    return result
  }

  @Test(
    "item lists filter, sort and page as ItemQuery.apply does, for every filter and sort",
    arguments: backends)
  func itemListsMatchReference(backend: StoreBackend) throws {
    let fixture = try fixture(backend)
    let all = try allItems(fixture.store)
    #expect(all.count == 10)
    let names = spaceNames(fixture)
    for base in queries(fixture) {
      for query in variants(of: base) {
        let expected = query.apply(to: all, spaceNames: names)
        #expect(
          try fixture.store.items(query).map(\.id) == expected.map(\.id), "\(query)")
        #expect(try fixture.store.itemCount(query) == base.apply(to: all).count, "\(query)")
      }
    }
  }

  @Test(
    "groups, group counts and summaries match ItemQuery.groups and ItemSummary.of",
    arguments: backends)
  func groupsMatchReference(backend: StoreBackend) throws {
    let fixture = try fixture(backend)
    let all = try allItems(fixture.store)
    let names = spaceNames(fixture)
    for base in queries(fixture) {
      for query in variants(of: base) {
        #expect(
          try fixture.store.itemGroups(query) == query.groups(of: all, spaceNames: names),
          "\(query)")
      }
      #expect(
        try fixture.store.itemGroupCount(base) == base.groups(of: all).count, "\(base)")
      #expect(
        try fixture.store.itemSummary(base) == ItemSummary.of(base.apply(to: all)), "\(base)")
    }
  }

  @Test("identical items group by name, SKU, source and prices", arguments: backends)
  func groupingKeys(backend: StoreBackend) throws {
    let fixture = try fixture(backend)
    let groups = try fixture.store.itemGroups(
      ItemQuery(scope: .project(fixture.loft.id), sort: .name))
    let chairs = groups.filter { $0.name == "Chair" }
    #expect(chairs.count == 1)
    #expect(chairs.first?.itemIDs.count == 3)
    #expect(chairs.first?.count == 5)
    #expect(chairs.first?.source == "IKEA")
    #expect(chairs.first?.total == (try usd("500")))
    // Lower-case "chair" from "ikea" is a group of its own.
    #expect(groups.map(\.name).filter { $0.lowercased() == "chair" }.count == 2)
    #expect(try fixture.store.itemGroupCount(ItemQuery(scope: .project(fixture.loft.id))) == 5)
    let summary = try fixture.store.itemSummary(ItemQuery(scope: .project(fixture.loft.id)))
    #expect(summary.count == 7)
    #expect(summary.quantity == 9)
    #expect(summary.total == (try usd("2620")))
    let unpriced = try fixture.store.itemSummary(ItemQuery(text: "lamp"))
    #expect(unpriced == ItemSummary(count: 1, quantity: 1, total: nil))
  }

  /// Found by a user test: 'Café' in NFC and in NFD were one key to Swift and two to
  /// SQLite, and the NFD items were in no group at all.
  @Test("names in two Unicode encodings: every item is in a group", arguments: backends)
  func groupsKeepEveryEncoding(backend: StoreBackend) throws {
    let store = try backend.makeStore()
    let price = try usd("5")
    _ = try store.perform("add") { writer in
      for name in ["Caf\u{E9} Stool", "Cafe\u{301} Stool", "Cafe\u{301} Stool"] {
        _ = try writer.addItem(ItemDraft(name: name, purchasePrice: price))
      }
    }
    for limit in [nil, 10, 2_000] as [Int?] {
      let groups = try store.itemGroups(ItemQuery(limit: limit))
      #expect(groups.flatMap(\.itemIDs).sorted() == [1, 2, 3].map(EntityID.init), "\(limit ?? 0)")
      #expect(Set(groups.map(\.count)) == [1, 2], "\(groups.map(\.count))")
    }
  }

  /// Found by a user test: a group whose total was past the largest amount failed the
  /// whole list ("'$999,999,999.00 × 99999900' is too large an amount").
  @Test("a group whose total is too large is listed without it", arguments: backends)
  func groupTotalTooLarge(backend: StoreBackend) throws {
    let store = try backend.makeStore()
    let price = try usd("999999999")
    _ = try store.perform("add") { writer in
      for _ in 1...100 {
        _ = try writer.addItem(ItemDraft(name: "Lamp 灯", purchasePrice: price, quantity: 999_999))
      }
      _ = try writer.addItem(ItemDraft(name: "Sofa", purchasePrice: try usd("10")))
    }
    let all = try store.items(ItemQuery())
    for limit in [nil, 10] as [Int?] {
      let groups = try store.itemGroups(ItemQuery(sort: .name, limit: limit))
      #expect(groups == ItemQuery(sort: .name).groups(of: all), "the reference agrees")
      let lamps = try #require(groups.first { $0.name == "Lamp 灯" })
      #expect(lamps.count == 99_999_900)
      #expect(lamps.total == nil && lamps.totalIsTooLarge)
      #expect(groups.first { $0.name == "Sofa" }?.total == (try usd("10")))
    }
  }

  @Test("transaction lists by ids, and summaries net of returns", arguments: backends)
  func transactionSummaries(backend: StoreBackend) throws {
    let fixture = try fixture(backend)
    let store = fixture.store
    let day = try #require(CalendarDay.parse("2026-03-01"))
    let returned = try store.perform("tx") { writer in
      _ = try writer.addTransaction(
        TransactionDraft(
          projectID: fixture.cabin.id, source: "Article", amount: try usd("75.50"), date: day))
      return try writer.addTransaction(
        TransactionDraft(
          projectID: fixture.loft.id, source: "IKEA", amount: try usd("40"), date: day,
          type: .return))
    }
    let all = try store.transactions(TransactionQuery())
    let queries = [
      TransactionQuery(), TransactionQuery(projectID: fixture.loft.id),
      TransactionQuery(ids: [returned.id, fixture.transaction.id]), TransactionQuery(ids: []),
      TransactionQuery(projectID: fixture.cabin.id, ids: [returned.id]),
    ]
    for query in queries {
      #expect(try store.transactions(query) == query.apply(to: all), "\(query)")
      #expect(
        try store.transactionSummary(query)
          == TransactionSummary.of(query.apply(to: all), currency: .usd), "\(query)")
    }
    let loft = try store.transactionSummary(TransactionQuery(projectID: fixture.loft.id))
    #expect(loft == TransactionSummary(count: 2, total: try usd("260")))
  }

  @Test("a bulk change is one journal entry that undo fully reverts", arguments: backends)
  func bulkUndo(backend: StoreBackend) throws {
    let fixture = try fixture(backend)
    let store = fixture.store
    let before = try allItems(store)
    let loftItems = try store.items(ItemQuery(scope: .project(fixture.loft.id))).map(\.id)
    let changed = try store.perform("item space") { writer in
      try writer.setSpace(fixture.kitchen.id, ofItems: loftItems)
    }
    // Two chairs were in the kitchen already.
    #expect(changed == loftItems.count - 2)
    #expect(try store.itemCount(ItemQuery(spaceID: fixture.kitchen.id)) == loftItems.count)
    let marked = try store.perform("item bookmark") { writer in
      try writer.setBookmarked(true, ofItems: loftItems)
    }
    #expect(marked == loftItems.count - 2)
    let moved = try store.perform("item move") { writer in
      try writer.moveItems(Array(loftItems.prefix(3)), toProject: nil)
    }
    #expect(moved == 3)
    let moving = try store.items(ItemQuery(ids: Array(loftItems.prefix(3))))
    #expect(moving.allSatisfy { $0.projectID == nil && $0.spaceID == nil })
    let deleted = try store.perform("item delete") { writer in
      try writer.deleteItems(Array(loftItems.suffix(2)))
    }
    #expect(deleted == 2)
    #expect(try store.journal(limit: 10).count == 5)
    for _ in 0..<4 { _ = try store.undo() }
    #expect(try allItems(store) == before)
  }

  @Test(
    "a bulk change of hundreds of rows undoes, and later commands are still journaled",
    arguments: backends)
  func largeBulkUndo(backend: StoreBackend) throws {
    let store = try backend.makeStore()
    let ids = try store.perform("setup") { writer in
      let project = try writer.addProject(ProjectDraft(name: "Loft"))
      return try (0..<400).map {
        try writer.addItem(ItemDraft(name: "Chair \($0)", projectID: project.id, notes: "oak")).id
      }
    }
    let before = try store.items(ItemQuery())
    let marked = try store.perform("item bookmark") { try $0.setBookmarked(true, ofItems: ids) }
    #expect(marked == 400)
    #expect(try store.journal(limit: 1).first?.summary == "~400 items")
    _ = try store.undo()
    #expect(try store.items(ItemQuery()) == before)
    #expect(try store.search("oak", limit: 500).count == 400)
    _ = try store.perform("item delete") { try $0.deleteItems(Array(ids.prefix(300))) }
    #expect(try store.itemCount(ItemQuery()) == 100)
    _ = try store.undo()
    #expect(try store.items(ItemQuery()) == before)
  }

  @Test("bulk transaction changes count changed rows and undo as one", arguments: backends)
  func bulkTransactions(backend: StoreBackend) throws {
    let fixture = try fixture(backend)
    let store = fixture.store
    let ids = try store.perform("setup") { writer in
      let lighting = try writer.addCategory(name: "Lighting", kind: .standard, accountID: nil)
      var ids = [fixture.transaction.id]
      for amount in ["10", "20", "30"] {
        ids.append(
          try writer.addTransaction(
            TransactionDraft(
              projectID: fixture.cabin.id, source: "Lumens", amount: try usd(amount),
              date: try #require(CalendarDay.parse("2026-04-01")), categoryID: lighting.id)
          ).id)
      }
      return ids
    }
    let before = try store.transactions(TransactionQuery())
    let rollupBefore = try store.budgetRollup(projectID: fixture.cabin.id)
    let category = try #require(try store.category(named: "lighting", accountID: nil))
    let counts = try store.perform("tx edit") { writer in
      [
        try writer.setCategory(category.id, ofTransactions: ids),
        try writer.setNeedsReview(true, ofTransactions: ids),
        try writer.setReimbursement(.owedToClient, ofTransactions: Array(ids.prefix(2))),
        try writer.setCategory(nil, ofTransactions: [ids[1]]),
      ]
    }
    #expect(counts == [1, 4, 2, 1])
    #expect(try store.transaction(ids[0]).categoryID == category.id)
    #expect(try store.transactionCount(TransactionQuery(needsReview: true)) == 4)
    let removed = try store.perform("tx delete") { writer in
      try writer.deleteTransactions(Array(ids.suffix(2)))
    }
    #expect(removed == 2)
    #expect(try store.items(ItemQuery(transactionID: fixture.transaction.id)).count == 2)
    _ = try store.undo()
    _ = try store.undo()
    #expect(try store.transactions(TransactionQuery()) == before)
    #expect(try store.budgetRollup(projectID: fixture.cabin.id) == rollupBefore)
  }

  @Test("bulk changes check every id first and name the first bad one", arguments: backends)
  func bulkValidation(backend: StoreBackend) throws {
    let fixture = try fixture(backend)
    let store = fixture.store
    let before = try allItems(store)
    let stool = try #require(before.first { $0.name == "Stool" })
    let lamp = try #require(before.first { $0.name == "Lamp" })
    #expect(throws: StoreError.notFound("item", EntityID(404))) {
      try store.perform("item space") { writer in
        try writer.setSpace(nil, ofItems: [lamp.id, EntityID(404), EntityID(505)])
      }
    }
    do {
      _ = try store.perform("item space") { writer in
        try writer.setSpace(fixture.kitchen.id, ofItems: [lamp.id, stool.id])
      }
      Issue.record("a space of another project was accepted")
    } catch let error as StoreError {
      #expect(error.kind == .invalid)
      #expect(error.message.contains("item \(stool.id)"))
      #expect(error.message.contains("'kitchen'"))
    }
    #expect(throws: StoreError.notFound("transaction", EntityID(77))) {
      try store.perform("tx review") { writer in
        try writer.setNeedsReview(true, ofTransactions: [fixture.transaction.id, EntityID(77)])
      }
    }
    #expect(try allItems(store) == before)
    #expect(try store.journal(limit: 10).count == 1)
  }

  @Test("templates keep a user order, are found by name, renamed and moved", arguments: backends)
  func templates(backend: StoreBackend) throws {
    let store = try backend.makeStore()
    let (kitchen, bath) = try store.perform("setup") { writer in
      let kitchen = try writer.addSpaceTemplate(
        name: "Kitchen", checklist: ["Measure"], accountID: nil)
      _ = try writer.addSpaceTemplate(name: "Attic", checklist: [], accountID: nil)
      let bath = try writer.addSpaceTemplate(name: "Bath", checklist: ["Tiles"], accountID: nil)
      return (kitchen, bath)
    }
    #expect(try store.spaceTemplateNames(accountID: nil) == ["Kitchen", "Attic", "Bath"])
    #expect(try store.spaceTemplates(accountID: nil).map(\.position) == [1, 2, 3])
    #expect(try store.spaceTemplate(named: "KITCHEN", accountID: nil)?.id == kitchen.id)
    #expect(try store.spaceTemplate(named: "Garage", accountID: nil) == nil)
    let moved = try store.perform("template move") { try $0.moveSpaceTemplate(bath.id, to: 1) }
    #expect(moved.map(\.name) == ["Bath", "Kitchen", "Attic"])
    var renamed = kitchen
    renamed.name = "Galley"
    renamed.checklist = ["Measure", "Order hood"]
    let saved = try store.perform("template edit") { try $0.updateSpaceTemplate(renamed) }
    #expect(saved.checklist == ["Measure", "Order hood"])
    #expect(saved.position == 2)
    do {
      var clash = saved
      clash.name = "attic"
      _ = try store.perform("template edit") { try $0.updateSpaceTemplate(clash) }
      Issue.record("duplicate template name accepted")
    } catch let error as StoreError {
      #expect(error.kind == .conflict)
    }
    _ = try store.undo()
    _ = try store.undo()
    #expect(try store.spaceTemplateNames(accountID: nil) == ["Kitchen", "Attic", "Bath"])
  }
}
