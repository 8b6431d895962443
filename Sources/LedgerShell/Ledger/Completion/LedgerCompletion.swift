import Foundation
import LedgerCore
import LedgerStore

/// Completion sources that read the ledger: project, category and vendor names.
///
/// A completion request carries the session but not the store, so the store of each
/// session is remembered when a ledger command first runs in it (see `rememberStore`).
/// The names come from the store's cheap name queries.
public enum LedgerCompletion {
  /// Project names of the session's account.
  public static let projects: CompletionProvider = { request in
    names(for: request.session) { store, accountID in try store.projectNames(accountID: accountID) }
  }

  /// Category names of the session's account.
  public static let categories: CompletionProvider = { request in
    names(for: request.session) { store, accountID in
      try store.categoryNames(accountID: accountID)
    }
  }

  /// Vendors already used in the session's account.
  public static let vendors: CompletionProvider = { request in
    names(for: request.session) { store, accountID in try store.vendorNames(accountID: accountID) }
  }

  static func names(
    for session: Session, _ query: (any Store, EntityID?) throws -> [String]
  ) -> [String] {
    guard let store = SessionStores.shared.store(for: session) else { return [] }
    let accountID = session.currentAccount.map { EntityID($0.id) }
    return (try? query(store, accountID)) ?? []
  }
}

/// The store each live session uses, for completion sources.
final class SessionStores: @unchecked Sendable {
  static let shared = SessionStores()

  private let lock = NSLock()
  private var shells: [ObjectIdentifier: WeakShell] = [:]

  private struct WeakShell {
    weak var shell: Shell?
  }

  func remember(_ shell: Shell) {
    lock.lock()
    defer { lock.unlock() }
    shells = shells.filter { $0.value.shell != nil }
    shells[ObjectIdentifier(shell.session)] = WeakShell(shell: shell)
  }

  func store(for session: Session) -> (any Store)? {
    lock.lock()
    let shell = shells[ObjectIdentifier(session)]?.shell
    lock.unlock()
    return try? shell?.store()
  }
}

extension CommandContext {
  /// Lets completion in this session read names from this command's store.
  public func rememberStore() {
    SessionStores.shared.remember(shell)
  }
}

extension Shell {
  /// Lets ledger names complete from the first Tab, before any ledger command has run
  /// (the launcher calls this once it has set `storeOpener`).
  public func enableLedgerCompletion() {
    SessionStores.shared.remember(self)
  }
}
