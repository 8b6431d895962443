import LedgerCore

/// Builds a realistic sample ledger: projects with clients, standard and fee categories
/// with budgets, spaces made from templates, vendors, purchases, returns and
/// reimbursements, items with SKUs — the same for the same seed.
///
/// Runs as one bulk command (one journal entry, undone as a whole), fast enough for a
/// million items and a million transactions.
public enum DemoLedger {
  /// Adds the demo to `store` and returns how many records of each kind it added.
  ///
  /// Categories, vendors and templates that already exist (by name) are reused;
  /// project names already taken get a number. `progress` is told how many of the
  /// transactions and items are added.
  @discardableResult
  public static func build(
    into store: any Store, options: DemoOptions, commandLine: String? = nil,
    progress: ProgressHandler? = nil
  ) throws -> LedgerCounts {
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
    // The names to reuse are read inside the bulk transaction, under the write lock,
    // so a process adding a demo at the same time cannot take them in between.
    return try store.performBulk(
      command, expectedRows: options.items + options.transactions
    ) { loader in
      let account = try loader.defaultAccount()
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
      return builder.counts
    }
  }
}
