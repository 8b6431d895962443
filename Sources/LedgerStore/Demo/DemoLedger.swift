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
  /// project names already taken get a number.
  @discardableResult
  public static func build(
    into store: any Store, options: DemoOptions, commandLine: String? = nil
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
    // The names to reuse are read before the bulk transaction takes the write lock, so
    // another process may add the same names in between: then the load hits a unique
    // name, rolls back, and starts again from the names as they are now.
    var attempt = 0
    while true {
      attempt += 1
      do {
        return try buildOnce(into: store, options: options, command: command)
      } catch let error as StoreError where error.kind == .conflict && attempt < 5 {
        continue
      }
    }
  }

  static func buildOnce(into store: any Store, options: DemoOptions, command: String) throws
    -> LedgerCounts
  {
    let account = try store.defaultAccount()
    let takenProjects = Set(try store.projectNames(accountID: account.id).map { $0.lowercased() })
    let existingCategories = try store.categories(accountID: account.id, includeArchived: true)
    let existingVendors = Set(try store.vendorNames(accountID: account.id).map { $0.lowercased() })
    let existingTemplates = try store.spaceTemplates(accountID: account.id)
    return try store.performBulk(
      command, expectedRows: options.items + options.transactions
    ) { loader in
      var builder = DemoBuilder(
        loader: loader, account: account, options: options, takenProjects: takenProjects)
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
