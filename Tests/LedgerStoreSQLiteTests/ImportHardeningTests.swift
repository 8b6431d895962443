import Foundation
import LedgerCore
import LedgerStore
import Testing

/// Imports follow the rules the commands follow, and CSV import is idempotent by id.
@Suite("Import hardening")
struct ImportHardeningTests {
  /// A ledger with projects `Café` and `Other`, a category and an item, as JSON.
  func archive() throws -> String {
    let store = try StoreBackend.sqliteInMemory.makeStore()
    try store.perform("seed") { writer in
      let project = try writer.addProject(ProjectDraft(name: "Café"))
      _ = try writer.addProject(ProjectDraft(name: "Other"))
      _ = try writer.addCategory(name: "Furniture", kind: .standard, accountID: nil)
      _ = try writer.addCategory(name: "Lighting", kind: .standard, accountID: nil)
      var item = ItemDraft(name: "Sofa")
      item.projectID = project.id
      _ = try writer.addItem(item)
    }
    var output = ""
    try LedgerExporter.writeJSON(from: store, to: &output)
    return output
  }

  /// Imports `text` into a new ledger, expecting a refusal; answers its message.
  func refusal(_ text: String) throws -> String {
    let target = try StoreBackend.sqliteInMemory.makeStore()
    let before = try target.counts()
    do {
      _ = try LedgerImporter.importJSON(Data(text.utf8), into: target, commandLine: "import")
    } catch let error as StoreError {
      #expect(try target.counts() == before)
      #expect(!error.message.contains("constraint"))
      return error.message
    }
    Issue.record("the import was not refused")
    return ""
  }

  @Test(
    "a JSON import with names that differ only in case or encoding is refused, naming the row",
    arguments: ["CAFÉ", "cafe\u{301}", "Cafe\u{301}"])
  func duplicateNames(clash: String) throws {
    let text = try archive().replacingOccurrences(of: "\"Other\"", with: "\"\(clash)\"")
    let message = try refusal(text)
    #expect(message.contains("projects[1]"))
    #expect(message.contains("a project named 'Café' is already in the file"))
    #expect(message.contains("line "))
  }

  @Test("duplicate category names are refused too")
  func duplicateCategories() throws {
    let text = try archive().replacingOccurrences(of: "\"Lighting\"", with: "\"FURNITURE\"")
    #expect(try refusal(text).contains("a category named 'Furniture' is already in the file"))
  }

  @Test("a negative quantity is a problem with its row, not a CHECK failure")
  func negativeQuantity() throws {
    let text = try archive().replacingOccurrences(of: "\"quantity\":1", with: "\"quantity\":-1")
    #expect(text.contains("\"quantity\":-1"))
    let message = try refusal(text)
    #expect(message.contains("items[0]"))
    #expect(message.contains("the quantity is negative"))
  }

  @Test("importing an exported CSV again adds nothing and says it skipped every row")
  func csvIdempotent() throws {
    let store = try StoreBackend.sqliteInMemory.makeStore()
    try DemoLedger.build(
      into: store, options: DemoOptions(seed: 3, projects: 2, items: 20, transactions: 30))
    for entity in [CSVEntity.items, .transactions] {
      var text = ""
      try LedgerExporter.writeCSV(entity, from: store, to: &text)
      let before = try store.counts()
      let summary = try LedgerImporter.importCSV(
        text, entity: entity, into: store, commandLine: "import again")
      #expect(try store.counts() == before)
      #expect(summary.skipped == (entity == .items ? 20 : 30))
      #expect(summary.counts.items == 0 && summary.counts.transactions == 0)
    }
  }

  @Test("a CSV row without an id, or with one the ledger lacks, is added")
  func csvNewRows() throws {
    let store = try StoreBackend.sqliteInMemory.makeStore()
    let text = "id,name\n,Lamp\n999,Chair\n"
    let summary = try LedgerImporter.importCSV(
      text, entity: .items, into: store, commandLine: "import")
    #expect(summary.counts.items == 2)
    #expect(summary.skipped == 0)
    #expect(throws: StoreError.self) {
      try LedgerImporter.importCSV(
        "id,name\nx,Lamp\n", entity: .items, into: store, commandLine: "import")
    }
  }

  @Test("a CSV item cannot be linked to another account's transaction")
  func csvTransactionOfAnotherAccount() throws {
    let store = try StoreBackend.sqliteInMemory.makeStore()
    let day = try #require(CalendarDay.parse("2026-11-02"))
    let paris = try store.perform("seed") { writer in
      let paris = try writer.addAccount(name: "Paris", currency: .eur)
      _ = try writer.addTransaction(
        TransactionDraft(
          projectID: nil, source: "Maison", amount: Money(minorUnits: 8000, currency: .eur),
          date: day, accountID: paris.id))
      return paris
    }
    let theirs = try #require(try store.transactions(TransactionQuery(accountID: paris.id)).first)
    let before = try store.counts()
    #expect {
      try LedgerImporter.importCSV(
        "name,transaction_id\nSofa,\(theirs.id.rawValue)\n", entity: .items, into: store,
        commandLine: "import")
    } throws: { error in
      (error as? StoreError)?.message.contains(
        "transaction_id: no transaction \(theirs.id.rawValue) in this account") == true
    }
    #expect(try store.counts() == before)
  }

  @Test("a CSV item of a project links only to a transaction of that project")
  func csvTransactionOfAnotherProject() throws {
    let store = try StoreBackend.sqliteInMemory.makeStore()
    let day = try #require(CalendarDay.parse("2026-11-02"))
    let kitchen = try store.perform("seed") { writer in
      _ = try writer.addProject(ProjectDraft(name: "Smith"))
      let jones = try writer.addProject(ProjectDraft(name: "Jones"))
      return try writer.addTransaction(
        TransactionDraft(
          projectID: jones.id, source: "Maison", amount: Money(minorUnits: 8000, currency: .usd),
          date: day))
    }
    let before = try store.counts()
    #expect {
      try LedgerImporter.importCSV(
        "name,project,transaction_id\nLamp,Jones,\(kitchen.id.rawValue)\n"
          + "Sofa,Smith,\(kitchen.id.rawValue)\n", entity: .items, into: store,
        commandLine: "import")
    } throws: { error in
      let message = (error as? StoreError)?.message ?? ""
      return message.contains(
        "line 3: transaction_id: transaction \(kitchen.id.rawValue) is in project 'Jones', not "
          + "'Smith': an item links only to a transaction of its own project")
        && !message.contains("line 2")
    }
    #expect(try store.counts() == before)
    // An inventory item may keep the transaction it came from, as item add allows.
    let summary = try LedgerImporter.importCSV(
      "name,transaction_id\nVase,\(kitchen.id.rawValue)\n", entity: .items, into: store,
      commandLine: "import")
    #expect(summary.counts.items == 1)
  }

  @Test("a JSON item's transaction and space are of its own project")
  func jsonLinksOfAnotherProject() throws {
    let source = try StoreBackend.sqliteInMemory.makeStore()
    let day = try #require(CalendarDay.parse("2026-11-02"))
    try source.perform("seed") { writer in
      let smith = try writer.addProject(ProjectDraft(name: "Smith"))
      let jones = try writer.addProject(ProjectDraft(name: "Jones"))
      _ = try writer.addSpace(SpaceDraft(projectID: jones.id, name: "Kitchen"))
      _ = try writer.addTransaction(
        TransactionDraft(
          projectID: jones.id, source: "Maison", amount: Money(minorUnits: 8000, currency: .usd),
          date: day))
      _ = try writer.addItem(ItemDraft(name: "Lamp", projectID: smith.id))
    }
    var document = ""
    try LedgerExporter.writeJSON(from: source, to: &document)
    let item = try #require(document.range(of: "\"name\":\"Lamp\""))
    for (field, problem) in [
      ("\"spaceID\":1,", "space #1 is in project #2, not the item's project #1"),
      (
        "\"transactionID\":1,",
        "transaction #1 is in project #2, not the item's project #1: an item links only"
      ),
    ] {
      var edited = document
      edited.insert(contentsOf: field, at: item.lowerBound)
      let target = try StoreBackend.sqliteInMemory.makeStore()
      #expect {
        try LedgerImporter.importJSON(
          Data(edited.utf8), into: target, commandLine: "import", source: "x.json")
      } throws: { error in
        (error as? StoreError)?.message.contains(problem) == true
      }
      #expect(try target.isEmpty())
    }
    // The export as it is imports.
    let target = try StoreBackend.sqliteInMemory.makeStore()
    _ = try LedgerImporter.importJSON(
      Data(document.utf8), into: target, commandLine: "import", source: "x.json")
    #expect(try target.counts().items == 1)
  }

  @Test("a CSV transaction needs a source, as tx add does")
  func csvTransactionSource() throws {
    let store = try StoreBackend.sqliteInMemory.makeStore()
    let text = "source,amount,date\n,5,2026-01-01\n\"   \",6,2026-01-01\nIkea,7,2026-01-01\n"
    #expect {
      try LedgerImporter.importCSV(
        text, entity: .transactions, into: store, commandLine: "import")
    } throws: { error in
      let message = (error as? StoreError)?.message ?? ""
      return message.contains("line 2") && message.contains("line 3")
        && message.contains("a transaction needs a source") && !message.contains("line 4")
    }
    #expect(try store.counts().transactions == 0)
  }
}
