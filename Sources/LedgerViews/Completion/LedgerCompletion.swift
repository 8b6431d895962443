import LedgerCore
import LedgerShell
import LedgerStore

/// Completion sources that read the ledger: project, category, vendor, space and template
/// names.
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

  /// Space names of the project named by `--project` earlier on the line, else of the
  /// session's current project.
  public static let spaces: CompletionProvider = { request in
    guard let store = request.store() else { return [] }
    var projectID = request.session.currentProject.map { EntityID($0.id) }
    if let flag = request.previousWords.lastIndex(of: "--project"),
      flag + 1 < request.previousWords.count
    {
      let name = request.previousWords[flag + 1]
      let accountID = request.session.currentAccount.map { EntityID($0.id) }
      let project =
        EntityID.parse(name).flatMap { try? store.project($0) }
        ?? (try? store.project(named: name, accountID: accountID))
      projectID = project?.id
    }
    guard let projectID else { return [] }
    return (try? store.spaceNames(projectID: projectID)) ?? []
  }

  /// Space template names of the session's account, in the user's order.
  public static let templates: CompletionProvider = { request in
    names(for: request) { store, accountID in
      try store.spaceTemplateNames(accountID: accountID)
    }
  }

  static func names(
    for request: CompletionRequest, _ query: (any Store, EntityID?) throws -> [String]
  ) -> [String] {
    guard let store = request.store() else { return [] }
    let accountID = request.session.currentAccount.map { EntityID($0.id) }
    return (try? query(store, accountID)) ?? []
  }
}

extension CompletionSourceName {
  /// Project names of the session's account (registered by the Projects plugin).
  public static let projects = CompletionSourceName("projects")
  /// Budget category names (registered by the Budget plugin).
  public static let categories = CompletionSourceName("categories")
  /// Vendor names (registered by the Transactions plugin).
  public static let vendors = CompletionSourceName("vendors")
  /// Space names of the current or named project (registered by the Spaces plugin).
  public static let spaces = CompletionSourceName("spaces")
  /// Space template names (registered by the Spaces plugin).
  public static let templates = CompletionSourceName("templates")
  /// Account names (registered by the Settings plugin).
  public static let accounts = CompletionSourceName("accounts")
}
