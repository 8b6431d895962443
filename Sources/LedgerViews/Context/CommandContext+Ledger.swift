import LedgerCore
import LedgerShell
import LedgerStore

extension CommandContext {
  /// The account commands work in: the session's current one, else the ledger's first.
  public func account() throws -> Account {
    let store = try store()
    if let note = try leaveVanishedAccount() { notice(note) }
    if let current = session.currentAccount {
      return try store.account(EntityID(current.id))
    }
    return try store.defaultAccount()
  }

  /// Goes back to the first account when the session's current one no longer exists.
  ///
  /// That is after `undo` of the `account add` that made it, or a change by another
  /// session; a current project of another account is put aside too. Returns what to tell
  /// the user, or nil when the account is still there. Without it every command would fail
  /// until `account use`.
  public func leaveVanishedAccount() throws -> String? {
    guard let current = session.currentAccount else { return nil }
    let store = try store()
    guard try Self.optional({ try store.account(EntityID(current.id)) }) == nil else {
      return nil
    }
    let fallback = try store.defaultAccount()
    // A ledger of one account names none, so the prompt stays short.
    session.currentAccount =
      try store.accounts().count > 1
      ? ContextRef(id: fallback.id.rawValue, name: fallback.name) : nil
    if let project = session.currentProject,
      try Self.optional({ try store.project(EntityID(project.id)) })?.accountID != fallback.id
    {
      session.currentProject = nil
    }
    return "The account '\(current.name)' no longer exists; now in '\(fallback.name)'."
  }

  /// Reads an amount in the account's currency, failing with a message naming `what`.
  ///
  /// Negative amounts are refused unless `allowNegative`.
  public func money(_ text: String, what: String, allowNegative: Bool = false) throws -> Money {
    try money(text, what: what, currency: account().currency, allowNegative: allowNegative)
  }

  /// Reads an amount in `currency`, failing with a message naming `what`: what a form's
  /// answer goes through, as the engine reads an option's (`AmountReading`).
  public func money(_ text: String, what: String, currency: Currency, allowNegative: Bool = false)
    throws -> Money
  {
    try AmountReading.read(
      text, what: what, currency: currency, locale: LocaleStyle.current,
      allowNegative: allowNegative)
  }

  /// The project `text` names in the session's account: name, `#id`, or a unique prefix or
  /// part of a name (`EntityLookup`), with "did you mean" when none matches.
  public func project(named text: String) throws -> Project {
    let store = try store()
    let accountID = try account().id
    return try EntityLookup.resolve(
      text, noun: "project", listCommand: "projects", archivedListCommand: "projects --archived",
      byID: { id in
        // Another account's project is not there for this one, by id as by name.
        let project = try Self.optional { try store.project(id) }
        return project?.accountID == accountID ? project : nil
      },
      byName: { try store.project(named: $0, accountID: accountID) },
      candidates: {
        try store.projects(ProjectQuery(accountID: accountID, includeArchived: true)).map {
          EntityLookup.Candidate($0.name, id: $0.id, isArchived: $0.isArchived)
        }
      })
  }

  /// The project a command works on: `--project P` when given, else the current one set
  /// with `use`; fails clearly when there is neither.
  public func targetProject(option: String = "project") throws -> Project {
    if let text = arguments.value(option) { return try project(named: text) }
    guard let current = session.currentProject else {
      // A command that can also cover the whole account says so (`report spending --all`).
      let all = spec.options.contains { $0.name == "all" } ? ", or --all for every project" : ""
      throw ShellError.usage(
        "'\(spec.name)' needs a project, and none is chosen",
        hint: "pass --\(option) NAME\(all), or choose one with 'use NAME'")
    }
    let store = try store()
    guard let project = try Self.optional({ try store.project(EntityID(current.id)) }),
      project.accountID == (try account().id)
    else {
      session.currentProject = nil
      throw ShellError.failure(
        "the current project '\(current.name)' no longer exists",
        hint: "choose another with 'use NAME'")
    }
    if project.name != current.name {
      session.currentProject = ContextRef(id: project.id.rawValue, name: project.name)
    }
    return project
  }

  /// The budget category `text` names: name, `#id`, or a unique prefix or part of a name
  /// (`EntityLookup`), archived ones included.
  public func category(named text: String) throws -> BudgetCategory {
    try category(named: text, accountID: account().id)
  }

  /// The budget category `text` names in the account `accountID`.
  public func category(named text: String, accountID: EntityID) throws -> BudgetCategory {
    let store = try store()
    return try EntityLookup.resolve(
      text, noun: "category", listCommand: "categories",
      archivedListCommand: "categories --archived",
      byID: { id in
        let category = try Self.optional { try store.category(id) }
        return category?.accountID == accountID ? category : nil
      },
      byName: { try store.category(named: $0, accountID: accountID) },
      candidates: {
        try store.categories(accountID: accountID, includeArchived: true).map {
          EntityLookup.Candidate($0.name, id: $0.id, isArchived: $0.isArchived)
        }
      })
  }

  /// The transaction `text` names: `#12` or `12`, in the session's account.
  public func transaction(numbered text: String) throws -> Transaction {
    guard let id = EntityID.parse(text) else {
      throw ShellError.usage(
        "'\(text)' is not a transaction id; write it like #12", hint: "see 'txs' for the ids")
    }
    let store = try store()
    guard let transaction = try Self.optional({ try store.transaction(id) }) else {
      throw ShellError.failure("no transaction \(id)", hint: "see 'txs' for the ids")
    }
    guard transaction.accountID == (try account().id) else {
      throw ShellError.failure("no transaction \(id) in this account", hint: "see 'txs'")
    }
    return transaction
  }

  /// Makes `project` the session's current project (nil clears it).
  public func setCurrentProject(_ project: Project?) {
    session.currentProject = project.map { ContextRef(id: $0.id.rawValue, name: $0.name) }
  }

  /// Keeps the current project's name in the prompt right after a rename, and forgets
  /// a current project that was deleted.
  public func refreshCurrentProject(_ project: Project, deleted: Bool = false) {
    guard session.currentProject?.id == project.id.rawValue else { return }
    session.currentProject = deleted ? nil : ContextRef(id: project.id.rawValue, name: project.name)
  }

  /// The value of `body`, or nil when the store says it does not exist.
  static func optional<T>(_ body: () throws -> T) throws -> T? {
    do {
      return try body()
    } catch let error as StoreError where error.kind == .notFound {
      return nil
    }
  }
}
