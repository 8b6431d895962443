import LedgerCore
import LedgerStore

/// Builds a realistic sample ledger: projects with clients, standard and fee categories
/// with budgets, spaces made from templates, vendors, purchases, returns and
/// reimbursements, items with SKUs — the same for the same seed.
///
/// Runs as one bulk command (one journal entry, undone as a whole), fast enough for a
/// million items and a million transactions.
public enum DemoLedger {
  /// The account a demo goes into when the ledger already holds data.
  public static let accountName = "Demo"

  /// Adds the demo to `store` and returns how many records of each kind it added.
  ///
  /// A demo never mixes its sample into an account that holds data: on a ledger holding
  /// any project, category, vendor, template, transaction or item, it goes into the
  /// account named `accountName` (made for it, in the default account's currency, unless
  /// there is one), and `account` says which. Categories, vendors and templates that
  /// already exist there (by name) are reused; project names already taken get a number.
  /// `progress` is told how many of the transactions and items are added.
  @discardableResult
  public static func build(
    into store: any Store, options: DemoOptions, commandLine: String? = nil,
    progress: ProgressHandler? = nil
  ) throws -> LedgerCounts {
    try buildReportingAccount(
      into: store, options: options, commandLine: commandLine, progress: progress
    ).counts
  }

  /// `build`, with the account the demo went into when it was not the default one.
  public static func buildReportingAccount(
    into store: any Store, options: DemoOptions, commandLine: String? = nil,
    progress: ProgressHandler? = nil
  ) throws -> (counts: LedgerCounts, account: Account?) {
    for (name, value) in [
      ("projects", options.projects), ("items", options.items),
      ("transactions", options.transactions),
    ] where value < 0 {
      throw StoreError(.invalid, "--\(name) must be 0 or more, not \(value)")
    }
    let command =
      commandLine
      ?? "demo --seed \(options.seed) --projects \(options.projects) --items \(options.items) "
      + "--transactions \(options.transactions)"
    let held = try store.counts()
    let holdsData =
      held.projects + held.categories + held.vendors + held.spaceTemplates
      + held.transactions + held.items > 0
    // The names to reuse are read inside the bulk transaction, under the write lock,
    // so a process adding a demo at the same time cannot take them in between.
    return try store.performBulk(
      command, expectedRows: options.items + options.transactions
    ) { loader in
      var account = try loader.defaultAccount()
      var separate: Account?
      var madeAccount = false
      if holdsData {
        if let existing = try loader.accounts().first(where: {
          $0.name.lowercased() == accountName.lowercased()
        }) {
          account = existing
        } else {
          let id = try loader.load(
            .account(
              Account(
                id: EntityID(0), name: accountName, currency: account.currency,
                createdAt: account.createdAt)), keepingID: false)
          account = Account(
            id: id, name: accountName, currency: account.currency,
            createdAt: account.createdAt)
          madeAccount = true
        }
        separate = account
      }
      let takenProjects = Set(
        try loader.projectNames(accountID: account.id).map { $0.lowercased() })
      let existingCategories = try loader.categories(accountID: account.id, includeArchived: true)
      let existingVendors = Set(
        try loader.vendorNames(accountID: account.id).map { $0.lowercased() })
      let existingTemplates = try loader.spaceTemplates(accountID: account.id)
      var builder = DemoBuilder(
        loader: loader, account: account, options: options, takenProjects: takenProjects)
      builder.progress = progress
      try builder.addCatalog(
        existingCategories: existingCategories, existingVendors: existingVendors,
        existingTemplates: existingTemplates)
      try builder.addProjects()
      try builder.addTransactions()
      try builder.addItems()
      var counts = builder.counts
      if madeAccount { counts.accounts += 1 }
      return (counts, separate)
    }
  }
}
