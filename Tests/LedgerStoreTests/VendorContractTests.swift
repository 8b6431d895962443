import Foundation
import LedgerCore
import LedgerData
import LedgerStore
import LedgerStoreTestSupport
import Testing

/// Vendor defaults, renames and merges, against every backend.
@Suite("Vendor contract")
struct VendorContractTests {
  func day(_ text: String) throws -> CalendarDay { try #require(CalendarDay.parse(text)) }

  func refusal(_ store: any Store, _ body: (any LedgerWriter) throws -> Void) -> String? {
    do {
      try store.perform("refused") { try body($0) }
      return nil
    } catch let error as StoreError {
      return error.message
    } catch {
      return "\(error)"
    }
  }

  @Test(
    "a default category goes with its category, and undo brings both back",
    arguments: StoreBackend.allCases)
  func defaultFollowsCategory(_ backend: StoreBackend) throws {
    let store = try backend.makeStore()
    let lighting = try store.perform("category add Lighting") {
      try $0.addCategory(name: "Lighting", kind: .standard, accountID: nil)
    }
    try store.perform("vendor default Rejuvenation --category Lighting") { writer in
      let vendor = try writer.addVendor(name: "Rejuvenation", accountID: nil)
      _ = try writer.setDefaultCategory(lighting.id, ofVendor: vendor.id)
    }
    #expect(
      try store.vendor(named: "rejuvenation", accountID: nil)?.defaultCategoryID
        == lighting.id)
    try store.perform("category delete Lighting") { try $0.deleteCategory(lighting.id) }
    #expect(try store.vendor(named: "Rejuvenation", accountID: nil)?.defaultCategoryID == nil)
    _ = try store.undo()
    #expect(
      try store.vendor(named: "Rejuvenation", accountID: nil)?.defaultCategoryID
        == lighting.id)
  }

  @Test("defaults stay inside their account; merges too", arguments: StoreBackend.allCases)
  func accountsApart(_ backend: StoreBackend) throws {
    let store = try backend.makeStore()
    let (paris, category, vendor, theirs) = try store.perform("setup") { writer in
      let paris = try writer.addAccount(name: "Paris", currency: .eur)
      let category = try writer.addCategory(name: "Rugs", kind: .standard, accountID: paris.id)
      let vendor = try writer.addVendor(name: "Habitat", accountID: nil)
      let theirs = try writer.addVendor(name: "Habitat", accountID: paris.id)
      return (paris, category, vendor, theirs)
    }
    #expect(theirs.accountID == paris.id && theirs.id != vendor.id)
    let wrongAccount = refusal(store) {
      _ = try $0.setDefaultCategory(category.id, ofVendor: vendor.id)
    }
    #expect(wrongAccount?.contains("another account") == true)
    let merge = refusal(store) { _ = try $0.mergeVendor(vendor.id, into: theirs.id) }
    #expect(merge?.contains("two accounts") == true)
  }

  @Test(
    "a rename rewrites sources ignoring case, and leaves other accounts alone",
    arguments: StoreBackend.allCases)
  func renameRewritesSources(_ backend: StoreBackend) throws {
    let store = try backend.makeStore()
    let date = try day("2026-03-01")
    let vendor = try store.perform("setup") { writer in
      let project = try writer.addProject(ProjectDraft(name: "Loft"))
      let paris = try writer.addAccount(name: "Paris", currency: .eur)
      let atelier = try writer.addProject(ProjectDraft(name: "Atelier", accountID: paris.id))
      for source in ["West Elm", "west elm", "WEST ELM"] {
        _ = try writer.addTransaction(
          TransactionDraft(
            projectID: project.id, source: source, amount: Money(minorUnits: 100, currency: .usd),
            date: date))
      }
      _ = try writer.addTransaction(
        TransactionDraft(
          projectID: atelier.id, source: "West Elm",
          amount: Money(minorUnits: 100, currency: .eur), date: date, accountID: paris.id))
      return try #require(try writer.vendor(named: "west elm", accountID: nil))
    }
    let change = try store.perform("vendor rename") {
      try $0.renameVendor(vendor.id, to: "West Elm Co")
    }
    #expect(change.transactions == 3 && change.items == 0)
    let first = try store.defaultAccount().id
    let sources = try store.transactions(TransactionQuery(accountID: first)).map(\.source)
    #expect(sources == ["West Elm Co", "West Elm Co", "West Elm Co"])
    let paris = try #require(try store.accounts().first { $0.name == "Paris" })
    let theirs = try store.transactions(TransactionQuery(accountID: paris.id)).map(\.source)
    #expect(theirs == ["West Elm"])
  }
}

/// Vendor defaults travel with a JSON export.
@Suite("Vendor defaults in exports")
struct VendorExportTests {
  @Test(
    "export, import into an empty ledger: the default categories come back",
    arguments: StoreBackend.allCases)
  func defaultsRoundTrip(_ backend: StoreBackend) throws {
    let source = try backend.makeStore()
    try source.perform("setup") { writer in
      _ = try writer.addCategory(name: "Furnishings", kind: .standard, accountID: nil)
      let lighting = try writer.addCategory(name: "Lighting", kind: .standard, accountID: nil)
      let vendor = try writer.addVendor(name: "Rejuvenation", accountID: nil)
      _ = try writer.addVendor(name: "Hay", accountID: nil)
      _ = try writer.setDefaultCategory(lighting.id, ofVendor: vendor.id)
    }
    var document = ""
    try LedgerExporter.writeJSON(from: source, to: &document)
    #expect(document.contains(#""defaultCategoryID":2,"id":1,"name":"Rejuvenation""#))
    let target = try backend.makeStore()
    _ = try LedgerImporter.importJSON(Data(document.utf8), into: target, commandLine: "import")
    let vendors = try target.vendors(accountID: nil)
    #expect(vendors.map(\.name) == ["Hay", "Rejuvenation"])
    #expect(vendors.map(\.defaultCategoryID) == [nil, EntityID(2)])
    var again = ""
    try LedgerExporter.writeJSON(from: target, to: &again)
    #expect(again == document)
  }
}
