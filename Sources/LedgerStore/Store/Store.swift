import LedgerCore
import TextOutput

/// A ledger's storage, backend-neutral: plugins and the shell see only this.
///
/// Synchronous by design (the REPL is a synchronous loop) and safe to share between
/// threads. Every method throws `StoreError`, except that `perform` rethrows whatever
/// its body throws after rolling back.
///
/// Writes go through `perform`: one call is one database transaction and one journal
/// entry, which `undo()` can revert.
public protocol Store: AnyObject, Sendable {
  // MARK: Location

  /// The folder holding the ledger's attachments, or nil when the store keeps none.
  var dataDirectory: String? { get }
  /// The files the ledger is kept in on this machine, present or not (for SQLite: the
  /// database and its -wal, -shm and -journal files); empty for a server's ledger. No
  /// backup, export or saved copy may replace one (`LedgerOwnFiles`).
  var ledgerFiles: [String] { get }
  /// Whether the ledger is open read-only: reads work; `perform`, `performBulk` and
  /// `undo` throw `.readOnly` and write nothing.
  var isReadOnly: Bool { get }

  // MARK: Lifetime

  /// Writes a complete, consistent copy of the ledger to the file `path`, even while
  /// other sessions write to it; replaces `path` if it exists (callers ask first).
  ///
  /// A write to `path` that fails (a full disk) throws `OutputWriteError`, the ledger
  /// being fine; `path` then keeps what it held. `progress`, when given, hears how much
  /// of the copy is done (in pages) as it goes; `interrupt()` stops it, leaving `path`
  /// as it was.
  func backup(to path: String, progress: ((_ done: Int, _ total: Int) -> Void)?) throws
  /// Makes the stored data complete on its own (for SQLite: the main file, with the
  /// write-ahead log folded in) and lets the ledger go; the store is unusable after.
  func close()

  // MARK: Accounts

  /// All accounts, by id; a fresh ledger has one, "Default" in USD.
  func accounts() throws -> [Account]
  /// The account with this id; throws `.notFound`.
  func account(_ id: EntityID) throws -> Account
  /// The first account: the one commands use unless told otherwise.
  func defaultAccount() throws -> Account

  // MARK: Projects

  /// Projects matching the query, by name (ignoring case).
  func projects(_ query: ProjectQuery) throws -> [Project]
  /// The project with this id; throws `.notFound`.
  func project(_ id: EntityID) throws -> Project
  /// The project with this name in the account (ignoring case), or nil.
  func project(named name: String, accountID: EntityID?) throws -> Project?

  // MARK: Budget

  /// The account's categories in the user's order.
  func categories(accountID: EntityID?, includeArchived: Bool) throws -> [BudgetCategory]
  /// The category with this id; throws `.notFound`.
  func category(_ id: EntityID) throws -> BudgetCategory
  /// The category with this name in the account (ignoring case), or nil.
  func category(named name: String, accountID: EntityID?) throws -> BudgetCategory?
  /// The project's budget amounts, one per budgeted category.
  func budgets(projectID: EntityID) throws -> [CategoryBudget]
  /// The project's budget by category with totals, computed from per-category sums.
  func budgetRollup(projectID: EntityID) throws -> BudgetRollup

  // MARK: Transactions

  /// The page of transactions the query selects, in its order.
  func transactions(_ query: TransactionQuery) throws -> [Transaction]
  /// How many transactions pass the query's filters (ignoring limit and offset).
  func transactionCount(_ query: TransactionQuery) throws -> Int
  /// Count and net total (returns negative) of the transactions passing the query's
  /// filters, ignoring limit and offset; in the query's account currency (else the default
  /// account's).
  func transactionSummary(_ query: TransactionQuery) throws -> TransactionSummary
  /// The transaction with this id; throws `.notFound`.
  func transaction(_ id: EntityID) throws -> Transaction

  // MARK: Items

  /// The page of items the query selects, in its order.
  func items(_ query: ItemQuery) throws -> [Item]
  /// How many items pass the query's filters (ignoring limit and offset).
  func itemCount(_ query: ItemQuery) throws -> Int
  /// The page of groups of identical items (`ItemGroup.group`) among those the query's
  /// filters pass, in the order each group's first item comes in the query's order;
  /// limit and offset count groups. `ItemQuery.groups(of:spaceNames:)` is the reference.
  func itemGroups(_ query: ItemQuery) throws -> [ItemGroup]
  /// How many groups `itemGroups` would give without limit and offset.
  func itemGroupCount(_ query: ItemQuery) throws -> Int
  /// Count, quantity and total of the items the query's filters pass (ignoring limit and
  /// offset); `ItemSummary.of` is the reference.
  func itemSummary(_ query: ItemQuery) throws -> ItemSummary
  /// The item with this id; throws `.notFound`.
  func item(_ id: EntityID) throws -> Item

  // MARK: Spaces

  /// The project's spaces, by name.
  func spaces(projectID: EntityID) throws -> [Space]
  /// The space with this id; throws `.notFound`.
  func space(_ id: EntityID) throws -> Space
  /// The space with this name in the project (ignoring case), or nil.
  func space(named name: String, projectID: EntityID) throws -> Space?
  /// The account's space templates, in their order.
  func spaceTemplates(accountID: EntityID?) throws -> [SpaceTemplate]
  /// The template with this id; throws `.notFound`.
  func spaceTemplate(_ id: EntityID) throws -> SpaceTemplate
  /// The template with this name in the account (ignoring case), or nil.
  func spaceTemplate(named name: String, accountID: EntityID?) throws -> SpaceTemplate?
  /// Template names of the account in the templates' order, for completion (cheap).
  func spaceTemplateNames(accountID: EntityID?) throws -> [String]

  // MARK: Vendors and attachments

  /// The account's vendors, by name.
  func vendors(accountID: EntityID?) throws -> [Vendor]
  /// The attachments of an item, transaction or space, primary first.
  func attachments(of owner: AttachmentOwner) throws -> [Attachment]
  /// The attachment with this id; throws `.notFound`.
  func attachment(_ id: EntityID) throws -> Attachment
  /// The absolute path of the attachment's file in the data folder, or nil when the store
  /// keeps no files.
  func attachmentPath(_ attachment: Attachment) -> String?

  // MARK: Search, completion, counts

  /// Full-text search over projects, items, transactions and spaces, best matches first.
  ///
  /// Words match by prefix (`sof` finds "Sofa"); all words must match.
  func search(_ text: String, limit: Int) throws -> [SearchHit]
  /// Whether the ledger has no projects (the shell then shows a tip naming `demo`).
  func isEmpty() throws -> Bool
  /// Project names of the account, for completion (cheap).
  func projectNames(accountID: EntityID?) throws -> [String]
  /// Category names of the account, for completion (cheap).
  func categoryNames(accountID: EntityID?) throws -> [String]
  /// Vendor names of the account, for completion (cheap).
  func vendorNames(accountID: EntityID?) throws -> [String]
  /// The account's vendor aliases (`vendor alias`), by vendor name, then alias.
  func vendorAliases(accountID: EntityID?) throws -> [VendorAlias]
  /// Space names of a project, for completion (cheap).
  func spaceNames(projectID: EntityID) throws -> [String]
  /// How many of each entity the ledger holds.
  func counts() throws -> LedgerCounts

  // MARK: Reports

  /// The query's transactions summed by group, fee categories apart, in
  /// `SpendingTotal.storeOrder`; `SpendingQuery.totals(of:feeCategoryIDs:)` is the
  /// reference. The project, when given, must belong to the account.
  func spendingTotals(_ query: SpendingQuery) throws -> [SpendingTotal]

  /// The statement source keys (`Transaction.sourceKey`) the account's transactions hold.
  func transactionSourceKeys(accountID: EntityID) throws -> Set<String>

  /// What each project's client owes and has paid, in `ProjectReceivable.storeOrder`;
  /// `ProjectReceivable.of(_:feeCategoryIDs:)` is the reference.
  func receivables(accountID: EntityID?) throws -> [ProjectReceivable]

  // MARK: Whole ledger

  /// Calls `body` with every stored entity of the given kinds, in `LedgerRecord.Kind`
  /// order then by id, without holding them all in memory. Reads one consistent snapshot.
  func forEachRecord(
    of kinds: Set<LedgerRecord.Kind>, _ body: (LedgerRecord) throws -> Void) throws

  // MARK: Vendor defaults and spending (settings)

  /// The account's vendors with their default categories, transaction counts and totals
  /// and item counts, by name.
  func vendorSummaries(accountID: EntityID?) throws -> [VendorSummary]
  /// The vendor with this name in the account (ignoring case), with its default category,
  /// or nil.
  func vendor(named name: String, accountID: EntityID?) throws -> Vendor?

  // MARK: Live sessions

  /// Where the ledger stands now, to ask `changes(since:limit:)` later.
  func changeMarker() throws -> ChangeMarker
  /// What other sessions (other processes, other store instances) committed since
  /// `marker`: the newest `limit` of their journal entries; this store's own commands
  /// never count. Cheap when nothing changed.
  func changes(since marker: ChangeMarker, limit: Int) throws -> LedgerChanges

  // MARK: Writing, journal, undo

  /// Runs `body` as one transaction recorded as one journal entry under `commandLine`.
  ///
  /// If `body` throws, nothing is written and its error is rethrown. A body that
  /// changes nothing leaves no journal entry. `body` reads through its writer and must
  /// not call the store itself — except to nest commands: a `perform` called inside
  /// `body` (a plugin command's calls) joins the outer transaction and journal entry, and
  /// if it throws only its own changes are undone; reads inside `body` see the changes.
  func perform<T>(_ commandLine: String, _ body: (any LedgerWriter) throws -> T) throws -> T

  /// Runs `body` as one transaction that loads many records fast (import, demo), recorded
  /// as one journal entry that `undo()` reverts as a whole.
  ///
  /// The loader may only add records. If `body` throws, nothing is written.
  /// `expectedRows` (how many items and transactions the body will add, roughly) lets a
  /// backend pick a faster strategy for very large loads.
  func performBulk<T>(
    _ commandLine: String, expectedRows: Int, _ body: (any BulkLoader) throws -> T
  ) throws -> T

  /// The most recent journal entries, newest first, including undone ones.
  func journal(limit: Int) throws -> [JournalEntry]

  /// Stops the statement running on another thread, if any: the command it belongs to
  /// fails with `.interrupted` and is rolled back. Safe to call from any thread.
  func interrupt()

  /// Reverts the most recent entry not yet undone, in one transaction, and returns it
  /// (marked undone). Throws `.notFound` ("nothing to undo") when there is none, and
  /// `.conflict`, changing nothing, when that entry was made in another account than the
  /// journal account (`setJournalAccount(_:)`): the user would not see what it took back.
  func undo() throws -> JournalEntry

  /// Sets the account the session works in, which each journal entry records from now on
  /// and which `undo()` checks; nil means the ledger's default account.
  func setJournalAccount(_ account: EntityID?)

  // MARK: Groups (begin, commit, rollback)

  /// Whether a group is open: `beginGroup()` ran and neither `commitGroup(_:)` nor
  /// `rollbackGroup()` has closed it yet.
  var isGroupOpen: Bool { get }

  /// Opens a group: one outer transaction that every `perform` and `performBulk` joins
  /// until `commitGroup(_:)` or `rollbackGroup()`.
  ///
  /// Inside a group, reads see the group's changes; other sessions see none of them
  /// until commit. Each `perform` is a savepoint: if its body throws, only that call is
  /// rolled back and the group stays open. `undo()` throws `.conflict`. Throws
  /// `.conflict` when a group is open already. If the backend loses the group (an
  /// interrupted or failed statement aborted the transaction), `isGroupOpen` turns
  /// false and the failing call says so.
  func beginGroup() throws

  /// Commits the open group as one journal entry labelled `commandLine`, which one
  /// `undo()` reverts; returns it, or nil when the group changed nothing.
  func commitGroup(_ commandLine: String) throws -> JournalEntry?

  /// Discards every change made in the open group and closes it.
  func rollbackGroup() throws

  // MARK: Universal search

  /// The search `query` asks for: one section per kind, in its order, each with how many
  /// match and the best `query.limit` of them, best first.
  ///
  /// Matching ignores case and accents; words match by prefix and must all match; `"…"`
  /// quotes a phrase; Chinese and Japanese match by any run of two characters or more;
  /// `1,249.99` finds amounts and prices; no input is a syntax error.
  func search(_ query: SearchQuery) throws -> [SearchSection]
}

extension Store {
  public var isReadOnly: Bool { false }

  public var ledgerFiles: [String] { [] }

  public func backup(to path: String, progress: ((_ done: Int, _ total: Int) -> Void)?) throws {
    throw StoreError(.invalid, "this ledger's backend has no backup; use its own tools")
  }

  /// `backup(to:progress:)` without progress.
  public func backup(to path: String) throws {
    try backup(to: path, progress: nil)
  }

  public func close() {}

  /// Active projects of the default account.
  public func projects() throws -> [Project] { try projects(ProjectQuery()) }

  /// Runs a bulk load of an unknown, presumably small, number of rows.
  public func performBulk<T>(_ commandLine: String, _ body: (any BulkLoader) throws -> T)
    throws -> T
  {
    try performBulk(commandLine, expectedRows: 0, body)
  }

  /// Calls `body` with every stored entity, parents before children.
  public func forEachRecord(_ body: (LedgerRecord) throws -> Void) throws {
    try forEachRecord(of: Set(LedgerRecord.Kind.allCases), body)
  }
}
