import Foundation
import LedgerCore
import LedgerStore
import LedgerStoreTestSupport
import Testing

/// The rules on names and amounts hold for every backend, however a command writes.
@Suite("Names and amounts every store checks")
struct EntityRulesTests {
  static let backends = StoreBackend.allCases

  func day(_ text: String) throws -> CalendarDay { try #require(CalendarDay.parse(text)) }

  /// The message of the `StoreError` that `body` throws, or nil when it succeeds.
  func refusal(_ store: any Store, _ body: (any LedgerWriter) throws -> Void) -> StoreError? {
    do {
      try store.perform("test", body)
      return nil
    } catch {
      return error as? StoreError
    }
  }

  @Test("amounts beyond one billion are refused, naming the limit", arguments: backends)
  func amountLimit(backend: StoreBackend) throws {
    let store = try backend.makeStore()
    let project = try store.perform("add") { try $0.addProject(ProjectDraft(name: "Loft")) }
    let huge = Money(minorUnits: 9_223_372_036_854_775_807, currency: .usd)
    let refusals = [
      refusal(store) {
        _ = try $0.addTransaction(
          TransactionDraft(
            projectID: project.id, source: "X", amount: huge, date: try day("2026-01-01")))
      },
      refusal(store) {
        let category = try $0.addCategory(name: "Furniture", kind: .standard, accountID: nil)
        try $0.setBudget(projectID: project.id, categoryID: category.id, amount: huge)
      },
      refusal(store) { _ = try $0.addItem(ItemDraft(name: "Sofa", purchasePrice: huge)) },
    ]
    for refusal in refusals {
      #expect(refusal?.kind == .invalid)
      #expect(refusal?.message.contains("at most $1,000,000,000.00") == true, "\(refusal)")
    }
    #expect(try store.transactionCount(TransactionQuery()) == 0)
  }

  @Test("a total too large to add up is a clear error, not a store failure", arguments: backends)
  func overflowingTotal(backend: StoreBackend) throws {
    let store = try backend.makeStore()
    // An older ledgersh let such amounts in; the bulk loader trusts its caller.
    func load() throws -> EntityID {
      try store.performBulk("import") { loader in
        let account = try loader.defaultAccount()
        let now = Timestamp(millisecondsSince1970: 0)
        let projectID = try loader.load(
          .project(
            Project(
              id: EntityID(1), accountID: account.id, name: "Loft", createdAt: now, updatedAt: now)),
          keepingID: true)
        for id in 1...2 {
          try loader.load(
            .transaction(
              Transaction(
                id: EntityID(Int64(id)), accountID: account.id, projectID: projectID, source: "X",
                amount: Money(minorUnits: .max / 2 + 1, currency: .usd),
                date: try day("2026-01-01"), createdAt: now, updatedAt: now)),
            keepingID: true)
        }
        return projectID
      }
    }
    // With spending totals kept by the store, the sum may already overflow while the load
    // recounts them (and then nothing is loaded); otherwise when the budget adds up.
    do {
      let projectID = try load()
      #expect(throws: StoreError.totalTooLarge) { try store.budgetRollup(projectID: projectID) }
    } catch let error as StoreError {
      #expect(error == StoreError.totalTooLarge)
      #expect(try store.counts().transactions == 0)
    }
    #expect(!StoreError.totalTooLarge.kind.isStoreFailure)
  }

  @Test(
    "project, category and space names can't be just a number",
    arguments: backends, ["2", "#3", " 12 "])
  func numericNames(backend: StoreBackend, name: String) throws {
    let store = try backend.makeStore()
    let project = try store.perform("add") { try $0.addProject(ProjectDraft(name: "Loft")) }
    let refusals = [
      refusal(store) { _ = try $0.addProject(ProjectDraft(name: name)) },
      refusal(store) { _ = try $0.addCategory(name: name, kind: .standard, accountID: nil) },
      refusal(store) { _ = try $0.addSpace(SpaceDraft(projectID: project.id, name: name)) },
      refusal(store) {
        var renamed = project
        renamed.name = name
        _ = try $0.updateProject(renamed)
      },
    ]
    for refusal in refusals {
      #expect(refusal?.kind == .invalid)
      #expect(refusal?.message.contains("can't be just a number") == true, "\(refusal)")
    }
    // Names that merely contain a number are fine.
    _ = try store.perform("add") {
      try $0.addSpace(SpaceDraft(projectID: project.id, name: "Room 2"))
    }
  }

  @Test(
    "names and one-line fields refuse control characters; notes keep line breaks",
    arguments: backends)
  func controlCharacters(backend: StoreBackend) throws {
    let store = try backend.makeStore()
    let project = try store.perform("add") { try $0.addProject(ProjectDraft(name: "Loft")) }
    let date = try day("2026-01-01")
    let amount = Money(minorUnits: 100, currency: .usd)
    let refusals = [
      refusal(store) { _ = try $0.addProject(ProjectDraft(name: "A\tB")) },
      refusal(store) { _ = try $0.addProject(ProjectDraft(name: "A", clientName: "Jo\nSmith")) },
      refusal(store) {
        _ = try $0.addCategory(name: "Red\u{1B}[31m", kind: .standard, accountID: nil)
      },
      refusal(store) { _ = try $0.addItem(ItemDraft(name: "Sofa\u{85}")) },
      refusal(store) {
        _ = try $0.addTransaction(
          TransactionDraft(projectID: project.id, source: "Ikea\r", amount: amount, date: date))
      },
      refusal(store) {
        _ = try $0.addTransaction(
          TransactionDraft(
            projectID: project.id, source: "Ikea", amount: amount, date: date,
            notes: "beep\u{7}"))
      },
    ]
    for refusal in refusals {
      #expect(refusal?.kind == .invalid)
      #expect(refusal?.message.contains("control character") == true, "\(refusal)")
    }
    let kept = try store.perform("tx add") {
      try $0.addTransaction(
        TransactionDraft(
          projectID: project.id, source: "Ikea", amount: amount, date: date,
          notes: "line one\n\tline two"))
    }
    #expect(kept.notes == "line one\n\tline two")
  }

  @Test("a name clash ignoring case names the one already there", arguments: backends)
  func clashNamesExisting(backend: StoreBackend) throws {
    let store = try backend.makeStore()
    _ = try store.perform("add") {
      try $0.addCategory(name: "Lighting", kind: .standard, accountID: nil)
    }
    let refusal = refusal(store) {
      _ = try $0.addCategory(name: "LIGHTING", kind: .standard, accountID: nil)
    }
    #expect(refusal?.kind == .conflict)
    #expect(
      refusal?.message
        == "a category named 'Lighting' already exists in this account (names ignore case)")
  }

  @Test("names clash ignoring case in any script, not only ASCII", arguments: backends)
  func unicodeCase(backend: StoreBackend) throws {
    let store = try backend.makeStore()
    let project = try store.perform("add") { try $0.addProject(ProjectDraft(name: "Café Été")) }
    _ = try store.perform("add") {
      try $0.addCategory(name: "Éclairage", kind: .standard, accountID: nil)
    }
    _ = try store.perform("add") { try $0.addSpace(SpaceDraft(projectID: project.id, name: "Öl")) }
    let refusals = [
      refusal(store) { _ = try $0.addProject(ProjectDraft(name: "CAFÉ ÉTÉ")) },
      refusal(store) { _ = try $0.addCategory(name: "éclairage", kind: .standard, accountID: nil) },
      refusal(store) { _ = try $0.addSpace(SpaceDraft(projectID: project.id, name: "öL")) },
    ]
    #expect(refusals.map { $0?.kind } == [.conflict, .conflict, .conflict])
    #expect(refusals[0]?.message.contains("'Café Été' already exists") == true)
    #expect(refusals[1]?.message.contains("'Éclairage' already exists") == true)
  }

  @Test("an older ledger's numeric name stays editable in its other fields", arguments: backends)
  func legacyNumericName(backend: StoreBackend) throws {
    let store = try backend.makeStore()
    let projectID = try store.performBulk("import") { loader in
      let now = Timestamp(millisecondsSince1970: 0)
      return try loader.load(
        .project(
          Project(
            id: EntityID(1), accountID: try loader.defaultAccount().id, name: "2026",
            createdAt: now, updatedAt: now)), keepingID: true)
    }
    var project = try store.project(projectID)
    project.clientName = "Jane Smith"
    #expect(try store.perform("edit") { try $0.updateProject(project) }.clientName == "Jane Smith")
    project.name = "2027"
    #expect(refusal(store) { _ = try $0.updateProject(project) }?.kind == .invalid)
  }
}
