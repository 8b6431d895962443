import Foundation
import LedgerCore
import LedgerStore
import LedgerStoreTestSupport
import Testing

/// What a bulk load (demo, import, copy) stores, through each store's fast path for
/// transactions and items.
@Suite("Bulk loads")
struct BulkLoadTests {
  static let backends = StoreBackend.allCases

  let now = Timestamp(millisecondsSince1970: 1_764_000_000_000)

  func day(_ text: String) throws -> CalendarDay { try #require(CalendarDay.parse(text)) }

  func transaction(_ id: Int64, _ source: String, project: EntityID?, account: EntityID) throws
    -> LedgerRecord
  {
    .transaction(
      Transaction(
        id: EntityID(id), accountID: account, projectID: project, source: source,
        amount: Money(minorUnits: 1_250 * id, currency: .usd), date: try day("2026-03-0\(id)"),
        notes: "row \(id)", createdAt: now, updatedAt: now))
  }

  @Test(
    "rows get new ids in order, or keep their own, and read back as loaded", arguments: backends)
  func idsAndValues(backend: StoreBackend) throws {
    let store = try backend.makeStore()
    let (fresh, kept): ([EntityID], [EntityID]) = try store.performBulk("import", expectedRows: 4) {
      loader in
      let account = try loader.defaultAccount().id
      let fresh = try (1...2).map {
        try loader.load(
          try transaction(Int64($0), "Vendor \($0)", project: nil, account: account),
          keepingID: false)
      }
      let kept = try loader.load(
        try transaction(7, "Kept", project: nil, account: account), keepingID: true)
      let item = try loader.load(
        .item(
          Item(
            id: EntityID(0), accountID: account, projectID: nil, name: "Sofa", source: "Kept",
            purchasePrice: Money(minorUnits: 99_900, currency: .usd), transactionID: kept,
            createdAt: now, updatedAt: now)), keepingID: false)
      return (fresh, [kept, item])
    }
    #expect(fresh.map(\.rawValue) == [1, 2])
    #expect(kept[0].rawValue == 7)
    let second = try store.transaction(fresh[1])
    #expect(second.source == "Vendor 2")
    #expect(second.amount.minorUnits == 2_500)
    #expect(second.notes == "row 2")
    #expect(try store.transaction(kept[0]).source == "Kept")
    #expect(try store.item(kept[1]).transactionID == kept[0])
    #expect(try store.item(kept[1]).purchasePrice?.minorUnits == 99_900)
    #expect(try store.counts().transactions == 3)
  }

  @Test("a row the ledger refuses fails the whole load with the store's error", arguments: backends)
  func refusedRow(backend: StoreBackend) throws {
    let store = try backend.makeStore()
    #expect(throws: StoreError.self) {
      try store.performBulk("import", expectedRows: 2) { loader in
        let account = try loader.defaultAccount().id
        try loader.load(
          try transaction(1, "Fine", project: nil, account: account), keepingID: false)
        // Project 99 does not exist.
        try loader.load(
          try transaction(2, "Orphan", project: EntityID(99), account: account), keepingID: false)
      }
    }
    #expect(try store.counts().transactions == 0)
    // The store is usable afterwards: the next load succeeds.
    try store.performBulk("import", expectedRows: 1) { loader in
      let account = try loader.defaultAccount().id
      try loader.load(
        try transaction(3, "After", project: nil, account: account), keepingID: false)
    }
    #expect(try store.counts().transactions == 1)
  }
}
