import LedgerCore
import LedgerShell
import LedgerStore
import LedgerViews

/// Finding accounts by name and keeping the session's current account in step.
public enum AccountArguments {
  /// An account argument, completed with account names.
  static func account(_ name: String, _ summary: String, optional: Bool = false) -> ArgumentSpec {
    ArgumentSpec(
      name, summary, type: .reference("account"), optional: optional,
      completion: .named(.accounts))
  }

  /// The locale `text` names for `--locale` (`de_DE`, `de-DE`, `de_DE.UTF-8`); nil for
  /// `none`; a usage error naming examples otherwise.
  static func locale(_ text: String) throws -> LocaleStyle? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if ["none", ""].contains(trimmed.lowercased()) { return nil }
    guard let style = LocaleStyle(trimmed) else {
      throw ShellError.usage(
        "--locale: '\(text)' is not a locale ledgersh knows",
        hint: "give one such as \(LocaleStyle.examples), or none")
    }
    return style
  }

  /// Account names, for completion.
  static let completion: CompletionProvider = { request in
    guard let store = request.store() else { return [] }
    return ((try? store.accounts()) ?? []).map(\.name)
  }

  /// The account `text` names: name, `#id`, or a unique prefix or part of a name
  /// (`EntityLookup`), with "did you mean".
  public static func account(named text: String, in store: any Store) throws -> Account {
    try EntityLookup.account(text, in: store)
  }

  /// Makes `account` the session's current one.
  ///
  /// A current project of another account is put aside. On a ledger of one account the
  /// session names none, so the prompt stays short.
  public static func use(_ account: Account, session: Session, store: any Store) throws {
    if let project = session.currentProject,
      (try? store.project(EntityID(project.id)))?.accountID != account.id
    {
      session.currentProject = nil
    }
    session.currentAccount = ContextRef(id: account.id.rawValue, name: account.name)
    try normalize(session, store: store)
  }

  /// Names the current account in the session exactly when the ledger has several (so the
  /// prompt shows it), refreshing its name; forgets one that no longer exists.
  public static func normalize(_ session: Session, store: any Store) throws {
    let accounts = try store.accounts()
    guard accounts.count > 1 else {
      session.currentAccount = nil
      return
    }
    let named = session.currentAccount.flatMap { ref in
      accounts.first { $0.id.rawValue == ref.id }
    }
    let current = try named ?? store.defaultAccount()
    session.currentAccount = ContextRef(id: current.id.rawValue, name: current.name)
  }
}
