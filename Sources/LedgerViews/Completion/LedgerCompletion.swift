import LedgerCore
import LedgerShell
import LedgerStore

/// Completion sources that read the ledger: project, category and vendor names.
///
/// The names come from the store's cheap name queries, so Tab answers at once.
public enum LedgerCompletion {
  /// Project names of the session's account.
  public static let projects: CompletionProvider = { request in
    names(for: request) { store, accountID in try store.projectNames(accountID: accountID) }
  }

  /// Category names of the session's account.
  public static let categories: CompletionProvider = { request in
    names(for: request) { store, accountID in
      try store.categoryNames(accountID: accountID)
    }
  }

  /// Vendors already used in the session's account.
  public static let vendors: CompletionProvider = { request in
    names(for: request) { store, accountID in try store.vendorNames(accountID: accountID) }
  }

  static func names(
    for request: CompletionRequest, _ query: (any Store, EntityID?) throws -> [String]
  ) -> [String] {
    guard let store = request.store() else { return [] }
    let accountID = request.session.currentAccount.map { EntityID($0.id) }
    return (try? query(store, accountID)) ?? []
  }
}
