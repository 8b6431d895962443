import LedgerCore
import LedgerSQL
import LedgerStore

/// The loader a bulk load's body is given: `PostgresBulkLoader`, whose failures reach the
/// body as `StoreError`s.
///
/// The body may run inside another store's reading (`copy` loads records as a SQLite
/// ledger yields them), which passed an error it did not know on as text: the loser of two
/// copies into one database was told "l1.db: ServerError(state: \"23505\", …)".
struct StoreErrorBulkLoader: BulkLoader {
  let loader: PostgresBulkLoader
  let location: PostgresLocation

  var itemsBefore: Int64 { loader.itemsBefore }
  var transactionsBefore: Int64 { loader.transactionsBefore }

  @discardableResult
  func load(_ record: LedgerRecord, keepingID: Bool) throws -> EntityID {
    try translating { try loader.load(record, keepingID: keepingID) }
  }

  func defaultAccount() throws -> Account {
    try translating { try loader.defaultAccount() }
  }

  func accounts() throws -> [Account] {
    try translating { try loader.accounts() }
  }

  func projectNames(accountID: EntityID?) throws -> [String] {
    try translating { try loader.projectNames(accountID: accountID) }
  }

  func vendorNames(accountID: EntityID?) throws -> [String] {
    try translating { try loader.vendorNames(accountID: accountID) }
  }

  func categories(accountID: EntityID?, includeArchived: Bool) throws -> [BudgetCategory] {
    try translating {
      try loader.categories(accountID: accountID, includeArchived: includeArchived)
    }
  }

  func spaceTemplates(accountID: EntityID?) throws -> [SpaceTemplate] {
    try translating { try loader.spaceTemplates(accountID: accountID) }
  }

  private func translating<T>(_ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch let error as ServerError {
      throw PostgresErrors.storeError(error, location: location)
    }
  }
}
