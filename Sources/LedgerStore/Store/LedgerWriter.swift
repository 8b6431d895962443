import LedgerCore

/// The changes a command can make, available only inside `Store.perform`.
///
/// Every method validates its input and throws `StoreError` (`.invalid`, `.conflict`,
/// `.notFound`) with a message for the user; a throw rolls back the whole command.
/// `accountID` nil means the default account. Amounts must be in the account's currency.
///
/// Inside `perform`, read through the writer (it sees the command's own changes), never
/// through the store: the store's connection is busy with this very transaction.
public protocol LedgerWriter {
  // MARK: Reading inside the command

  /// The project with this id; throws `.notFound`.
  func project(_ id: EntityID) throws -> Project
  /// The project with this name in the account (ignoring case), or nil.
  func project(named name: String, accountID: EntityID?) throws -> Project?
  /// The category with this id; throws `.notFound`.
  func category(_ id: EntityID) throws -> BudgetCategory
  /// The category with this name in the account (ignoring case), or nil.
  func category(named name: String, accountID: EntityID?) throws -> BudgetCategory?
  /// The transaction with this id; throws `.notFound`.
  func transaction(_ id: EntityID) throws -> Transaction
  /// The item with this id; throws `.notFound`.
  func item(_ id: EntityID) throws -> Item
  /// The space with this id; throws `.notFound`.
  func space(_ id: EntityID) throws -> Space
  /// The space template with this id; throws `.notFound`.
  func spaceTemplate(_ id: EntityID) throws -> SpaceTemplate
  /// The space with this name in the project (ignoring case), or nil.
  func space(named name: String, projectID: EntityID) throws -> Space?
  /// The names of the account's projects, for rules a backend's collation cannot check.
  func projectNames(accountID: EntityID?) throws -> [String]
  /// The names of the account's categories, archived ones too.
  func categoryNames(accountID: EntityID?) throws -> [String]
  /// The names of the project's spaces.
  func spaceNames(projectID: EntityID) throws -> [String]
  /// The page of items the query selects (for bulk edits such as `item move`).
  func items(_ query: ItemQuery) throws -> [Item]
  /// The page of transactions the query selects.
  func transactions(_ query: TransactionQuery) throws -> [Transaction]

  // MARK: Accounts

  /// Adds an account; names are unique.
  func addAccount(name: String, currency: Currency) throws -> Account
  /// Renames an account.
  func renameAccount(_ id: EntityID, to name: String) throws -> Account
  /// Sets the locale an account writes amounts and dates in (`de_DE`); nil: none.
  func setAccountLocale(_ id: EntityID, to locale: String?) throws -> Account

  // MARK: Projects

  /// Adds a project; its name must be new in its account.
  func addProject(_ draft: ProjectDraft) throws -> Project
  /// Saves name, client, description, pinned category and archived flag of `project`.
  func updateProject(_ project: Project) throws -> Project
  /// Deletes a project with its budgets, spaces, transactions and items.
  func deleteProject(_ id: EntityID) throws
  /// Archives or restores a project.
  func setProjectArchived(_ id: EntityID, _ archived: Bool) throws -> Project
  /// Pins a budget category to the project's card (nil unpins).
  func pinCategory(_ categoryID: EntityID?, projectID: EntityID) throws -> Project

  // MARK: Budget categories

  /// Adds a category at the end of the account's order; its name must be new.
  func addCategory(name: String, kind: CategoryKind, accountID: EntityID?) throws
    -> BudgetCategory
  /// Renames a category; the new name must be free.
  func renameCategory(_ id: EntityID, to name: String) throws -> BudgetCategory
  /// Changes whether a category counts spending or fees received.
  func setCategoryKind(_ id: EntityID, _ kind: CategoryKind) throws -> BudgetCategory
  /// Archives or restores a category.
  func setCategoryArchived(_ id: EntityID, _ archived: Bool) throws -> BudgetCategory
  /// Moves a category to `position` (1 = first, clamped) and renumbers the others;
  /// returns the account's categories in their new order.
  func moveCategory(_ id: EntityID, to position: Int) throws -> [BudgetCategory]
  /// Deletes a category: its budgets go, its transactions become uncategorized.
  func deleteCategory(_ id: EntityID) throws

  // MARK: Budgets

  /// Sets the project's budget for a category; nil removes it.
  func setBudget(projectID: EntityID, categoryID: EntityID, amount: Money?) throws

  // MARK: Transactions

  /// Adds a transaction; its source joins the vendor list.
  func addTransaction(_ draft: TransactionDraft) throws -> Transaction
  /// Saves every editable field of `transaction`.
  func updateTransaction(_ transaction: Transaction) throws -> Transaction
  /// Deletes a transaction; its items stay, unlinked.
  func deleteTransaction(_ id: EntityID) throws
  /// Sets (nil clears) the category of every transaction in `ids`; returns how many changed.
  ///
  /// Like every bulk change, it checks all ids first and names the first bad one.
  func setCategory(_ categoryID: EntityID?, ofTransactions ids: [EntityID]) throws -> Int
  /// Sets or clears "needs review" of every transaction in `ids`; returns how many changed.
  func setNeedsReview(_ value: Bool, ofTransactions ids: [EntityID]) throws -> Int
  /// Sets who owes whom for every transaction in `ids`; returns how many changed.
  func setReimbursement(_ value: Reimbursement, ofTransactions ids: [EntityID]) throws -> Int
  /// Marks the transactions paid back on `day` (nil: still owed); returns how many
  /// changed.
  func setReimbursed(_ day: CalendarDay?, ofTransactions ids: [EntityID]) throws -> Int
  /// Records the statement line a transaction came from (`Transaction.sourceKey`): a
  /// statement line linked to a transaction entered by hand. The key is unique per account.
  func setSourceKey(_ key: String?, ofTransaction id: EntityID) throws
  /// Deletes every transaction in `ids` (their items stay, unlinked); returns how many.
  func deleteTransactions(_ ids: [EntityID]) throws -> Int

  // MARK: Items

  /// Adds an item; its source joins the vendor list.
  func addItem(_ draft: ItemDraft) throws -> Item
  /// Saves every editable field of `item`.
  func updateItem(_ item: Item) throws -> Item
  /// Deletes an item with its attachments' records.
  func deleteItem(_ id: EntityID) throws
  /// Puts every item in `ids` in the space (nil: no space); the space must be in each
  /// item's project. Returns how many items changed.
  func setSpace(_ spaceID: EntityID?, ofItems ids: [EntityID]) throws -> Int
  /// Moves every item in `ids` to the project (nil: business inventory), out of its space.
  /// Returns how many items changed.
  func moveItems(_ ids: [EntityID], toProject projectID: EntityID?) throws -> Int
  /// Bookmarks or unbookmarks every item in `ids`; returns how many changed.
  func setBookmarked(_ value: Bool, ofItems ids: [EntityID]) throws -> Int
  /// Deletes every item in `ids` with its attachments' records; returns how many.
  func deleteItems(_ ids: [EntityID]) throws -> Int

  // MARK: Spaces and templates

  /// Adds a space; its name must be new in the project.
  func addSpace(_ draft: SpaceDraft) throws -> Space
  /// Saves name, notes and checklist of `space`.
  func updateSpace(_ space: Space) throws -> Space
  /// Deletes a space; its items stay in the project without a space.
  func deleteSpace(_ id: EntityID) throws
  /// Adds a space template at the end of the account's order; its name must be new.
  func addSpaceTemplate(name: String, checklist: [String], accountID: EntityID?) throws
    -> SpaceTemplate
  /// Saves name and checklist of `template` (its position changes only by moving it).
  func updateSpaceTemplate(_ template: SpaceTemplate) throws -> SpaceTemplate
  /// Moves a template to `position` (1 = first, clamped) and renumbers the others;
  /// returns the account's templates in their new order.
  func moveSpaceTemplate(_ id: EntityID, to position: Int) throws -> [SpaceTemplate]
  /// Deletes a template; spaces made from it keep their checklists.
  func deleteSpaceTemplate(_ id: EntityID) throws

  // MARK: Vendors

  /// Adds a vendor, or returns the existing one with that name (ignoring case).
  func addVendor(name: String, accountID: EntityID?) throws -> Vendor
  /// Removes a vendor from the list; transactions keep their source text.
  func deleteVendor(_ id: EntityID) throws
  /// Gives the vendor another name its statement lines use; nil when it has that alias
  /// already (compared by `VendorAlias.key`). Another vendor's alias is a `.conflict`.
  func addVendorAlias(_ text: String, vendorID: EntityID) throws -> VendorAlias?
  /// Removes the account's alias `text` (compared by `VendorAlias.key`); nil when no
  /// vendor has it.
  func removeVendorAlias(_ text: String, accountID: EntityID?) throws -> VendorAlias?

  // MARK: Vendor defaults (settings)

  /// The vendor with this name in the account (ignoring case), with its default category,
  /// or nil.
  func vendor(named name: String, accountID: EntityID?) throws -> Vendor?
  /// Renames a vendor and rewrites the source of every transaction and item of its account
  /// that named it (ignoring case); the new name must not be another vendor's.
  func renameVendor(_ id: EntityID, to name: String) throws -> VendorChange
  /// Rewrites the source of every transaction and item naming vendor `id` to `target`'s
  /// name and removes `id`; `target` keeps its default category, or takes `id`'s when it
  /// has none. Both must be in one account.
  func mergeVendor(_ id: EntityID, into target: EntityID) throws -> VendorChange
  /// Sets (nil clears) the category new transactions from this vendor get by default; the
  /// category must be in the vendor's account.
  func setDefaultCategory(_ categoryID: EntityID?, ofVendor id: EntityID) throws -> Vendor

  // MARK: Attachments

  /// Copies the file at `path` into the data folder under its SHA-256 and attaches it.
  ///
  /// Accepts png, jpg, jpeg, heic, webp (image) and pdf up to 25 MiB, and reads a PNG,
  /// JPEG or WebP picture's size; the first attachment of an owner becomes primary, as
  /// does this one when `primary` is true. The copy is readable by its owner only.
  func attachFile(atPath path: String, to owner: AttachmentOwner, primary: Bool) throws
    -> Attachment
  /// Makes the attachment its owner's primary one.
  func setPrimaryAttachment(_ id: EntityID) throws -> Attachment
  /// Removes an attachment record (the file stays; others may share it).
  func deleteAttachment(_ id: EntityID) throws
}
