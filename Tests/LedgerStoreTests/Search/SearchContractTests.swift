import Foundation
import LedgerCore
import LedgerData
import LedgerStore
import LedgerStoreTestSupport
import Testing

/// The matching rules of `Store.search(_:)` that users expect, for every backend.
@Suite("Search contract")
struct SearchContractTests {
  static let backends = StoreBackend.allCases

  func usd(_ text: String) throws -> Money { try Money.parse(text, currency: .usd) }
  func day(_ text: String) throws -> CalendarDay { try #require(CalendarDay.parse(text)) }

  /// A ledger with a little of everything, in the Default account.
  func sampleStore(_ backend: StoreBackend) throws -> any Store {
    let store = try backend.makeStore()
    try store.perform("setup") { writer in
      let cafe = try writer.addProject(
        ProjectDraft(
          name: "Café Lumière", clientName: "Élodie Rousseau", description: "Neighbourhood café"))
      let chen = try writer.addProject(
        ProjectDraft(name: "Chen Loft 陈宅客厅", clientName: "陈伟", description: "北京的公寓"))
      _ = try writer.addProject(
        ProjectDraft(name: "Müller Penthouse", clientName: "Jürgen Müller"))
      _ = try writer.addItem(
        ItemDraft(
          name: "Walnut dining table", projectID: cafe.id, sku: "WE-40412", source: "West Elm",
          purchasePrice: try usd("1249.99"), notes: "Oiled finish"))
      _ = try writer.addItem(
        ItemDraft(
          name: "Brass sconce", projectID: chen.id, source: "Rejuvenation",
          purchasePrice: try usd("189"), notes: "walnut backplate"))
      _ = try writer.addItem(ItemDraft(name: "和紙ランプ", source: "無印良品 MUJI"))
      _ = try writer.addTransaction(
        TransactionDraft(
          projectID: cafe.id, source: "Rejuvenation", amount: try usd("1249.99"),
          date: try day("2026-03-02"), notes: "Deposit for the dining table"))
      _ = try writer.addTransaction(
        TransactionDraft(
          projectID: chen.id, source: "宜家 IKEA", amount: try usd("40"),
          date: try day("2026-03-05"), notes: "table dining set"))
      _ = try writer.addSpace(
        SpaceDraft(
          projectID: chen.id, name: "Reading Nook", notes: "North light",
          checklist: [ChecklistEntry(text: "Armchair"), ChecklistEntry(text: "Floor lamp")]))
    }
    return store
  }

  func titles(_ store: any Store, _ text: String, kinds: [SearchHitKind]? = nil) throws
    -> [String]
  {
    let query = SearchQuery(text: text, kinds: kinds ?? SearchHitKind.sectionOrder, limit: 20)
    return try store.search(query).flatMap(\.hits).map(\.title)
  }

  @Test("case and accents are ignored: cafe finds Café, muller finds Müller", arguments: backends)
  func accents(backend: StoreBackend) throws {
    let store = try sampleStore(backend)
    #expect(try titles(store, "cafe", kinds: [.project]) == ["Café Lumière"])
    #expect(try titles(store, "MULLER") == ["Müller Penthouse"])
    #expect(try titles(store, "elodie") == ["Café Lumière"])
    #expect(try titles(store, "Jürgen") == ["Müller Penthouse"])
  }

  /// Issue 54: SQLite's index did not fold compatibility forms, so `abc` missed
  /// `ＡＢＣ Studio`; on PostgreSQL a match made only by folding had no snippet.
  @Test("full-width Latin is found by plain letters, with its snippet", arguments: backends)
  func fullWidth(backend: StoreBackend) throws {
    let store = try backend.makeStore()
    _ = try store.perform("setup") { writer in
      let project = try writer.addProject(ProjectDraft(name: "ＡＢＣ Studio"))
      return try writer.addItem(
        ItemDraft(name: "Desk", projectID: project.id, notes: "Finish: ｗａｌｎｕｔ oil"))
    }
    #expect(try titles(store, "abc", kinds: [.project]) == ["ＡＢＣ Studio"])
    #expect(try titles(store, "ＡＢＣ", kinds: [.project]) == ["ＡＢＣ Studio"])
    let hits = try store.search(SearchQuery(text: "walnut", kinds: [.item])).first?.hits
    #expect(hits?.map(\.title) == ["Desk"])
    #expect(hits?.first?.snippet == "Finish: ｗａｌｎｕｔ oil")
  }

  @Test("a word matches as a prefix and every word must match", arguments: backends)
  func prefixAndAll(backend: StoreBackend) throws {
    let store = try sampleStore(backend)
    #expect(
      try titles(store, "rejuv", kinds: [.item, .transaction]) == ["Brass sconce", "Rejuvenation"])
    #expect(try titles(store, "walnut oiled") == ["Walnut dining table"])
    #expect(try titles(store, "walnut nothere").isEmpty)
  }

  @Test("a quoted phrase matches its words together and in order", arguments: backends)
  func phrase(backend: StoreBackend) throws {
    let store = try sampleStore(backend)
    #expect(try titles(store, "\"dining table\"") == ["Walnut dining table", "Rejuvenation"])
    #expect(try titles(store, "\"table dining\"") == ["宜家 IKEA"])
    #expect(try titles(store, "dining table").count == 3)
  }

  @Test("two or more Chinese or Japanese characters match anywhere", arguments: backends)
  func cjk(backend: StoreBackend) throws {
    let store = try sampleStore(backend)
    #expect(try titles(store, "陈宅") == ["Chen Loft 陈宅客厅"])
    #expect(try titles(store, "客厅") == ["Chen Loft 陈宅客厅"])
    #expect(try titles(store, "宅客厅") == ["Chen Loft 陈宅客厅"])
    #expect(try titles(store, "北京") == ["Chen Loft 陈宅客厅"])
    #expect(try titles(store, "ランプ") == ["和紙ランプ"])
    #expect(try titles(store, "良品") == ["和紙ランプ"])
    #expect(try titles(store, "宜家") == ["宜家 IKEA"])
    #expect(try titles(store, "客陈").isEmpty)
  }

  @Test("an amount finds transactions and items of that amount or price", arguments: backends)
  func amounts(backend: StoreBackend) throws {
    let store = try sampleStore(backend)
    for text in ["1249.99", "1,249.99", "$1,249.99"] {
      let sections = try store.search(SearchQuery(text: text))
      #expect(sections.first { $0.kind == .item }?.hits.map(\.title) == ["Walnut dining table"])
      let transaction = try #require(sections.first { $0.kind == .transaction }?.hits.first)
      #expect(transaction.title == "Rejuvenation")
      #expect(transaction.amount == (try usd("1249.99")))
    }
    #expect(try titles(store, "189.00") == ["Brass sconce"])
    #expect(try titles(store, "1249.98").isEmpty)
    // Typed with fewer or more zeros than amounts are shown with, it is the same amount.
    for text in ["40.0", "$40.000", "189.0", "1,249.990"] {
      #expect(try !titles(store, text).isEmpty, "\(text)")
    }
    #expect(try titles(store, "40.0") == ["宜家 IKEA"])
    #expect(try titles(store, "1249.9").isEmpty, "1249.9 is 1249.90, not 1249.99")
  }

  @Test("a SKU finds its item, whole or by its start", arguments: backends)
  func sku(backend: StoreBackend) throws {
    let store = try sampleStore(backend)
    #expect(try titles(store, "WE-40412") == ["Walnut dining table"])
    #expect(try titles(store, "we-404") == ["Walnut dining table"])
  }

  @Test("a name outranks a note, and sections count every match", arguments: backends)
  func ranking(backend: StoreBackend) throws {
    let store = try sampleStore(backend)
    let items = try #require(
      try store.search(SearchQuery(text: "walnut", kinds: [.item], limit: 1)).first)
    #expect(items.total == 2)
    #expect(items.hits.map(\.title) == ["Walnut dining table"])
    let both = try store.search(SearchQuery(text: "walnut", kinds: [.item])).first?.hits
    #expect(both?.map(\.title) == ["Walnut dining table", "Brass sconce"])
    #expect(both?.last?.snippet == "walnut backplate")
    #expect(both?.first?.projectName == "Café Lumière")
  }

  @Test(
    "hostile input is never a syntax error",
    arguments: [
      "\"", "*", "NEAR(", "-", ":", "", "   ", "\"\"", "a\"b", "name:walnut", "AND",
      "OR NOT", "(", ")", "^", "walnut*", "+", "{sku}", "''", "\\",
    ])
  func hostileInput(text: String) throws {
    let store = try sampleStore(.sqliteInMemory)
    let sections = try store.search(SearchQuery(text: text))
    #expect(sections.count == 4)
  }

  @Test("checklists and notes of spaces are searched", arguments: backends)
  func spaces(backend: StoreBackend) throws {
    let store = try sampleStore(backend)
    #expect(try titles(store, "armchair") == ["Reading Nook"])
    #expect(try titles(store, "north") == ["Reading Nook"])
    // The checklist's JSON keys are not words of the space.
    #expect(try titles(store, "done", kinds: [.space]).isEmpty)
  }

  @Test("search stays inside the account and the project asked for", arguments: backends)
  func scope(backend: StoreBackend) throws {
    let store = try sampleStore(backend)
    let (account, other) = try store.perform("account") { writer in
      let account = try writer.addAccount(name: "Studio", currency: .jpy)
      let project = try writer.addProject(ProjectDraft(name: "Walnut House", accountID: account.id))
      _ = try writer.addTransaction(
        TransactionDraft(
          projectID: project.id, source: "Walnut Co",
          amount: try Money.parse("1250", currency: .jpy),
          date: try day("2026-03-02")))
      return (account, project)
    }
    let defaultID = try store.defaultAccount().id
    let mine = try store.search(SearchQuery(text: "walnut", accountID: defaultID))
    #expect(mine.flatMap(\.hits).map(\.title) == ["Walnut dining table", "Brass sconce"])
    let theirs = try store.search(SearchQuery(text: "walnut", accountID: account.id))
    #expect(theirs.flatMap(\.hits).map(\.title) == ["Walnut Co", "Walnut House"])
    // Amounts are written in the account's currency: yen have no minor unit.
    let yen = try store.search(
      SearchQuery(text: "1250", accountID: account.id, kinds: [.transaction]))
    #expect(yen.first?.hits.map(\.title) == ["Walnut Co"])
    let inProject = try store.search(
      SearchQuery(text: "walnut", projectID: other.id, kinds: [.project, .transaction]))
    #expect(inProject.flatMap(\.hits).map(\.title) == ["Walnut House", "Walnut Co"])
  }

  @Test("edits, deletes and undo keep the index in step", arguments: backends)
  func inStep(backend: StoreBackend) throws {
    let store = try sampleStore(backend)
    let item = try #require(try store.items(ItemQuery()).first { $0.name == "Brass sconce" })
    _ = try store.perform("item edit") { writer in
      var renamed = item
      renamed.name = "Bronze 灯具"
      renamed.purchasePrice = try usd("42.50")
      return try writer.updateItem(renamed)
    }
    #expect(try titles(store, "brass").isEmpty)
    #expect(try titles(store, "灯具") == ["Bronze 灯具"])
    #expect(try titles(store, "42.50") == ["Bronze 灯具"])
    _ = try store.undo()
    #expect(try titles(store, "brass") == ["Brass sconce"])
    #expect(try titles(store, "灯具").isEmpty)
    _ = try store.perform("item delete") { try $0.deleteItem(item.id) }
    #expect(try titles(store, "brass").isEmpty)
    _ = try store.undo()
    #expect(try titles(store, "brass") == ["Brass sconce"])
  }

  @Test("a bulk load is searchable, and undoing it empties the index again", arguments: backends)
  func bulkLoad(backend: StoreBackend) throws {
    let store = try backend.makeStore()
    try DemoLedger.build(
      into: store, options: DemoOptions(projects: 2, items: 300, transactions: 300))
    let found = try store.search(SearchQuery(text: "walnut", kinds: [.item])).first
    let count = try store.items(ItemQuery()).filter { $0.name.hasPrefix("Walnut") }.count
    #expect(found?.total == count)
    #expect(count > 0)
    #expect(try store.search(SearchQuery(text: "陈宅", kinds: [.project])).first?.total == 1)
    _ = try store.undo()
    #expect(try store.search(SearchQuery(text: "walnut", kinds: [.item])).first?.total == 0)
  }
}
