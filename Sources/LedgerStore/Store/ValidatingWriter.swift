import LedgerCore

/// A `LedgerWriter` that checks names and text fields before a backend sees them.
///
/// Every backend's `perform` hands its commands one of these, so the rules of
/// `EntityName` hold whatever the backend: no name that reads as an id, no control
/// characters, and a clash of names ignoring case — in any script, `Café` and `CAFÉ` —
/// names the entity already there.
public struct ValidatingWriter: LedgerWriter {
  let base: any LedgerWriter

  /// Wraps the backend's writer.
  public init(_ base: any LedgerWriter) {
    self.base = base
  }

  // MARK: Checks

  func name(_ text: String, of what: String) throws -> String {
    do {
      return try EntityName.validated(text, of: what)
    } catch {
      throw StoreError(.invalid, error.message)
    }
  }

  /// `name` checked as `name(_:of:)` does, unless it is `stored` unchanged: an older
  /// ledger's numeric name stays editable in its other fields.
  private func name(_ text: String, of what: String, stored: String) throws -> String {
    text == stored ? text : try name(text, of: what)
  }

  private func line(_ text: String, _ field: String) throws {
    do { try EntityName.checkLine(text, field: field) } catch {
      throw StoreError(.invalid, error.message)
    }
  }

  private func notes(_ text: String, _ field: String) throws {
    do { try EntityName.checkNotes(text, field: field) } catch {
      throw StoreError(.invalid, error.message)
    }
  }

  /// Throws if an amount is beyond `Money.largest`, which keeps every total summable.
  private func checkAmount(_ money: Money?) throws {
    guard let money else { return }
    let limit = Money.largest(money.currency)
    guard money.minorUnits.magnitude > limit.minorUnits.magnitude else { return }
    throw StoreError(.invalid, MoneyError.tooLarge(money.formatted, limit: limit).message)
  }

  /// The project named `name` ignoring case in any script (the backend may fold ASCII only).
  private func existingProject(_ name: String, accountID: EntityID?) throws -> Project? {
    if let project = try base.project(named: name, accountID: accountID) { return project }
    guard let match = EntityName.match(name, in: try base.projectNames(accountID: accountID))
    else { return nil }
    return try base.project(named: match, accountID: accountID)
  }

  /// The category named `name` ignoring case in any script.
  private func existingCategory(_ name: String, accountID: EntityID?) throws -> BudgetCategory? {
    if let category = try base.category(named: name, accountID: accountID) { return category }
    guard let match = EntityName.match(name, in: try base.categoryNames(accountID: accountID))
    else { return nil }
    return try base.category(named: match, accountID: accountID)
  }

  /// The space named `name` ignoring case in any script.
  private func existingSpace(_ name: String, projectID: EntityID) throws -> Space? {
    if let space = try base.space(named: name, projectID: projectID) { return space }
    guard let match = EntityName.match(name, in: try base.spaceNames(projectID: projectID))
    else { return nil }
    return try base.space(named: match, projectID: projectID)
  }

  /// Throws `.conflict` naming `existing` when it is another entity than `id`.
  private func checkFree(
    _ name: String, existing: (id: EntityID, name: String)?, id: EntityID?, what: String,
    scope: String
  ) throws {
    guard let existing, existing.id != id else { return }
    let sameSpelling = existing.name == name
    throw StoreError(
      .conflict,
      "a \(what) named '\(existing.name)' already exists in this \(scope)"
        + (sameSpelling ? "" : " (names ignore case)"))
  }

  private func checkProject(client: String, description: String) throws {
    try line(client, "client")
    try notes(description, "description")
  }

  // MARK: Reading inside the command

  public func project(_ id: EntityID) throws -> Project { try base.project(id) }
  public func project(named name: String, accountID: EntityID?) throws -> Project? {
    try base.project(named: name, accountID: accountID)
  }
  public func category(_ id: EntityID) throws -> BudgetCategory { try base.category(id) }
  public func category(named name: String, accountID: EntityID?) throws -> BudgetCategory? {
    try base.category(named: name, accountID: accountID)
  }
  public func transaction(_ id: EntityID) throws -> Transaction { try base.transaction(id) }
  public func item(_ id: EntityID) throws -> Item { try base.item(id) }
  public func space(_ id: EntityID) throws -> Space { try base.space(id) }
  public func spaceTemplate(_ id: EntityID) throws -> SpaceTemplate { try base.spaceTemplate(id) }
  public func space(named name: String, projectID: EntityID) throws -> Space? {
    try base.space(named: name, projectID: projectID)
  }
  public func projectNames(accountID: EntityID?) throws -> [String] {
    try base.projectNames(accountID: accountID)
  }
  public func categoryNames(accountID: EntityID?) throws -> [String] {
    try base.categoryNames(accountID: accountID)
  }
  public func spaceNames(projectID: EntityID) throws -> [String] {
    try base.spaceNames(projectID: projectID)
  }
  public func items(_ query: ItemQuery) throws -> [Item] { try base.items(query) }
  public func transactions(_ query: TransactionQuery) throws -> [Transaction] {
    try base.transactions(query)
  }

  // MARK: Accounts

  public func addAccount(name: String, currency: Currency) throws -> Account {
    try base.addAccount(name: self.name(name, of: "account"), currency: currency)
  }
  public func renameAccount(_ id: EntityID, to name: String) throws -> Account {
    try base.renameAccount(id, to: self.name(name, of: "account"))
  }
  public func setAccountLocale(_ id: EntityID, to locale: String?) throws -> Account {
    guard let locale else { return try base.setAccountLocale(id, to: nil) }
    guard let style = LocaleStyle(locale) else {
      throw StoreError(
        .invalid,
        "'\(locale)' is not a locale ledgersh knows; give one such as \(LocaleStyle.examples)")
    }
    return try base.setAccountLocale(id, to: style.identifier)
  }

  // MARK: Projects

  public func addProject(_ draft: ProjectDraft) throws -> Project {
    var draft = draft
    draft.name = try name(draft.name, of: "project")
    try checkProject(client: draft.clientName, description: draft.description)
    let existing = try existingProject(draft.name, accountID: draft.accountID)
    try checkFree(
      draft.name, existing: existing.map { ($0.id, $0.name) }, id: nil, what: "project",
      scope: "account")
    return try base.addProject(draft)
  }
  public func updateProject(_ project: Project) throws -> Project {
    var project = project
    project.name = try name(
      project.name, of: "project", stored: try base.project(project.id).name)
    try checkProject(client: project.clientName, description: project.description)
    let existing = try existingProject(project.name, accountID: project.accountID)
    try checkFree(
      project.name, existing: existing.map { ($0.id, $0.name) }, id: project.id,
      what: "project", scope: "account")
    return try base.updateProject(project)
  }
  public func deleteProject(_ id: EntityID) throws { try base.deleteProject(id) }
  public func setProjectArchived(_ id: EntityID, _ archived: Bool) throws -> Project {
    try base.setProjectArchived(id, archived)
  }
  public func pinCategory(_ categoryID: EntityID?, projectID: EntityID) throws -> Project {
    try base.pinCategory(categoryID, projectID: projectID)
  }

  // MARK: Budget categories

  public func addCategory(name: String, kind: CategoryKind, accountID: EntityID?) throws
    -> BudgetCategory
  {
    let name = try self.name(name, of: "category")
    let existing = try existingCategory(name, accountID: accountID)
    try checkFree(
      name, existing: existing.map { ($0.id, $0.name) }, id: nil, what: "category",
      scope: "account")
    return try base.addCategory(name: name, kind: kind, accountID: accountID)
  }
  public func renameCategory(_ id: EntityID, to name: String) throws -> BudgetCategory {
    let name = try self.name(name, of: "category")
    let category = try base.category(id)
    let existing = try existingCategory(name, accountID: category.accountID)
    try checkFree(
      name, existing: existing.map { ($0.id, $0.name) }, id: id, what: "category",
      scope: "account")
    return try base.renameCategory(id, to: name)
  }
  public func setCategoryKind(_ id: EntityID, _ kind: CategoryKind) throws -> BudgetCategory {
    try base.setCategoryKind(id, kind)
  }
  public func setCategoryArchived(_ id: EntityID, _ archived: Bool) throws -> BudgetCategory {
    try base.setCategoryArchived(id, archived)
  }
  public func moveCategory(_ id: EntityID, to position: Int) throws -> [BudgetCategory] {
    try base.moveCategory(id, to: position)
  }
  public func deleteCategory(_ id: EntityID) throws { try base.deleteCategory(id) }

  // MARK: Budgets

  public func setBudget(projectID: EntityID, categoryID: EntityID, amount: Money?) throws {
    try checkAmount(amount)
    try base.setBudget(projectID: projectID, categoryID: categoryID, amount: amount)
  }

  // MARK: Transactions

  public func addTransaction(_ draft: TransactionDraft) throws -> Transaction {
    try checkAmount(draft.amount)
    try line(draft.source, "source")
    try notes(draft.notes, "notes")
    return try base.addTransaction(draft)
  }
  public func updateTransaction(_ transaction: Transaction) throws -> Transaction {
    try checkAmount(transaction.amount)
    try line(transaction.source, "source")
    try notes(transaction.notes, "notes")
    return try base.updateTransaction(transaction)
  }
  public func deleteTransaction(_ id: EntityID) throws { try base.deleteTransaction(id) }
  public func setCategory(_ categoryID: EntityID?, ofTransactions ids: [EntityID]) throws -> Int {
    try base.setCategory(categoryID, ofTransactions: ids)
  }
  public func setNeedsReview(_ value: Bool, ofTransactions ids: [EntityID]) throws -> Int {
    try base.setNeedsReview(value, ofTransactions: ids)
  }
  public func setReimbursement(_ value: Reimbursement, ofTransactions ids: [EntityID]) throws
    -> Int
  {
    try base.setReimbursement(value, ofTransactions: ids)
  }
  public func setReimbursed(_ day: CalendarDay?, ofTransactions ids: [EntityID]) throws -> Int {
    try base.setReimbursed(day, ofTransactions: ids)
  }
  public func setSourceKey(_ key: String?, ofTransaction id: EntityID) throws {
    try base.setSourceKey(key, ofTransaction: id)
  }
  public func deleteTransactions(_ ids: [EntityID]) throws -> Int {
    try base.deleteTransactions(ids)
  }

  // MARK: Items

  public func addItem(_ draft: ItemDraft) throws -> Item {
    var draft = draft
    draft.name = try name(draft.name, of: "item")
    try checkAmount(draft.purchasePrice)
    try checkAmount(draft.projectPrice)
    try line(draft.sku, "SKU")
    try line(draft.source, "source")
    try notes(draft.notes, "notes")
    try checkLink(draft.transactionID, projectID: draft.projectID)
    return try base.addItem(draft)
  }

  /// Refuses a link from an item of a project to a transaction of another (or of none).
  ///
  /// The item would show a purchase its project never made. An inventory item may keep the
  /// transaction it came from.
  private func checkLink(_ transactionID: EntityID?, projectID: EntityID?) throws {
    guard let transactionID, let projectID else { return }
    let transaction = try base.transaction(transactionID)
    guard transaction.projectID != projectID else { return }
    let project = try base.project(projectID).name
    let theirs = try transaction.projectID.map { "project '\(try base.project($0).name)'" }
    throw StoreError(
      .invalid,
      "transaction \(transactionID) is in \(theirs ?? "no project"), not '\(project)': an item "
        + "links only to a transaction of its own project")
  }
  public func updateItem(_ item: Item) throws -> Item {
    var item = item
    item.name = try name(item.name, of: "item", stored: try base.item(item.id).name)
    try checkAmount(item.purchasePrice)
    try checkAmount(item.projectPrice)
    try line(item.sku, "SKU")
    try line(item.source, "source")
    try notes(item.notes, "notes")
    let stored = try base.item(item.id)
    if item.transactionID != stored.transactionID || item.projectID != stored.projectID {
      try checkLink(item.transactionID, projectID: item.projectID)
    }
    return try base.updateItem(item)
  }
  public func deleteItem(_ id: EntityID) throws { try base.deleteItem(id) }
  public func setSpace(_ spaceID: EntityID?, ofItems ids: [EntityID]) throws -> Int {
    try base.setSpace(spaceID, ofItems: ids)
  }
  public func moveItems(_ ids: [EntityID], toProject projectID: EntityID?) throws -> Int {
    try base.moveItems(ids, toProject: projectID)
  }
  public func setBookmarked(_ value: Bool, ofItems ids: [EntityID]) throws -> Int {
    try base.setBookmarked(value, ofItems: ids)
  }
  public func deleteItems(_ ids: [EntityID]) throws -> Int { try base.deleteItems(ids) }

  // MARK: Spaces and templates

  public func addSpace(_ draft: SpaceDraft) throws -> Space {
    var draft = draft
    draft.name = try name(draft.name, of: "space")
    try notes(draft.notes, "notes")
    for entry in draft.checklist { try line(entry.text, "checklist entry") }
    let existing = try existingSpace(draft.name, projectID: draft.projectID)
    try checkFree(
      draft.name, existing: existing.map { ($0.id, $0.name) }, id: nil, what: "space",
      scope: "project")
    return try base.addSpace(draft)
  }
  public func updateSpace(_ space: Space) throws -> Space {
    var space = space
    let stored = try base.space(space.id)
    space.name = try name(space.name, of: "space", stored: stored.name)
    try notes(space.notes, "notes")
    // New and changed entries only: one an older ledgersh let in can still be ticked off
    // or removed.
    let storedEntries = Set(stored.checklist.map(\.text))
    for entry in space.checklist where !storedEntries.contains(entry.text) {
      try line(entry.text, "checklist entry")
    }
    let existing = try existingSpace(space.name, projectID: space.projectID)
    try checkFree(
      space.name, existing: existing.map { ($0.id, $0.name) }, id: space.id, what: "space",
      scope: "project")
    return try base.updateSpace(space)
  }
  public func deleteSpace(_ id: EntityID) throws { try base.deleteSpace(id) }
  public func addSpaceTemplate(name: String, checklist: [String], accountID: EntityID?) throws
    -> SpaceTemplate
  {
    for entry in checklist { try line(entry, "checklist entry") }
    return try base.addSpaceTemplate(
      name: self.name(name, of: "space template"), checklist: checklist, accountID: accountID)
  }
  public func updateSpaceTemplate(_ template: SpaceTemplate) throws -> SpaceTemplate {
    var template = template
    template.name = try name(
      template.name, of: "space template", stored: try base.spaceTemplate(template.id).name)
    for entry in template.checklist { try line(entry, "checklist entry") }
    return try base.updateSpaceTemplate(template)
  }
  public func moveSpaceTemplate(_ id: EntityID, to position: Int) throws -> [SpaceTemplate] {
    try base.moveSpaceTemplate(id, to: position)
  }
  public func deleteSpaceTemplate(_ id: EntityID) throws { try base.deleteSpaceTemplate(id) }

  // MARK: Vendors

  public func addVendor(name: String, accountID: EntityID?) throws -> Vendor {
    try base.addVendor(name: self.name(name, of: "vendor"), accountID: accountID)
  }
  public func deleteVendor(_ id: EntityID) throws { try base.deleteVendor(id) }
  public func addVendorAlias(_ text: String, vendorID: EntityID) throws -> VendorAlias? {
    try line(text, "vendor alias")
    return try base.addVendorAlias(text, vendorID: vendorID)
  }
  public func removeVendorAlias(_ text: String, accountID: EntityID?) throws -> VendorAlias? {
    try base.removeVendorAlias(text, accountID: accountID)
  }

  // MARK: Attachments

  public func attachFile(atPath path: String, to owner: AttachmentOwner, primary: Bool) throws
    -> Attachment
  {
    guard path.contains(where: { !$0.isWhitespace }) else {
      throw StoreError(.invalid, "a file to attach needs a path; the one given is empty")
    }
    // The file's name is stored and shown: an ESC in it would reach the terminal.
    try line(path, "file name")
    return try base.attachFile(atPath: path, to: owner, primary: primary)
  }
  public func setPrimaryAttachment(_ id: EntityID) throws -> Attachment {
    try base.setPrimaryAttachment(id)
  }
  public func deleteAttachment(_ id: EntityID) throws { try base.deleteAttachment(id) }
}
