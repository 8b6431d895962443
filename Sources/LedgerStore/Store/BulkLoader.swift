import LedgerCore

/// Adds records fast inside `Store.performBulk` (import, demo).
///
/// Records are checked by the database's constraints only: callers validate first.
public protocol BulkLoader {
  /// Adds the record and returns its id. With `keepingID`, the record's own id is kept
  /// (full-fidelity import); otherwise the store assigns a new one and the record's id
  /// is ignored. Timestamps and every other field are stored as given.
  @discardableResult
  func load(_ record: LedgerRecord, keepingID: Bool) throws -> EntityID
  /// The account every record without another account belongs to.
  func defaultAccount() throws -> Account
  /// Every account, inside this load's transaction.
  func accounts() throws -> [Account]
  /// Names of the account's projects, as they stand inside this load's transaction.
  func projectNames(accountID: EntityID?) throws -> [String]
  /// Names of the account's vendors, inside this load's transaction.
  func vendorNames(accountID: EntityID?) throws -> [String]
  /// The account's categories in order, inside this load's transaction.
  func categories(accountID: EntityID?, includeArchived: Bool) throws -> [BudgetCategory]
  /// The account's space templates, inside this load's transaction.
  func spaceTemplates(accountID: EntityID?) throws -> [SpaceTemplate]
  /// The highest item and transaction ids when the load began: an id kept with
  /// `keepingID` must be above them, so `undo` can take the load back by id.
  var itemsBefore: Int64 { get }
  var transactionsBefore: Int64 { get }
}

extension BulkLoader {
  /// Whether `load(record, keepingID: true)` can keep the record's id.
  public func canKeepID(of record: LedgerRecord) -> Bool {
    switch record {
    case .item(let item): return item.id.rawValue > itemsBefore
    case .transaction(let transaction): return transaction.id.rawValue > transactionsBefore
    default: return true
    }
  }
}
