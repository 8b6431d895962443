import Foundation
import LedgerCore
import LedgerStore
import TextOutput

/// Writes transactions as an hledger / ledger-cli journal (`export --format journal`) that
/// `hledger check --strict ordereddates payees` accepts.
///
/// `PlainTextJournal` says what an entry looks like. Entries come by date, then id; the
/// accounts, the commodities and the payees are declared first. The payee is the vendor's
/// listed spelling ('west elm' is West Elm's). Postings agree with `budget` and `report
/// spending --by category`: a category's balance in the journal is its "spent" figure;
/// fees received post to `income:fees:PROJECT`, and a purchase the client owes for
/// (owed-to-company) also to the virtual `(assets:receivable:CLIENT)`; once marked paid
/// back (`tx reimbursed`), a second entry on that day moves it back to the funding account,
/// so the receivable's balance is what the client still owes (`report owed`).
public enum JournalExporter {
  /// One transaction, read before the journal is written (it is sorted and its accounts
  /// declared first).
  struct Pending {
    var transaction: Transaction
    var account: String
    var funding: String
    var isFee: Bool
    var payee: String
    var tags: [(String, String)]
    var receivable: String?
    /// Who pays the receivable back: the client, else the project (a payee).
    var client: String?
  }

  /// An entry of the journal: a transaction, or the day its receivable was paid back.
  struct Dated {
    var date: CalendarDay
    var index: Int
    var isClearing: Bool
  }

  /// Writes the journal of every transaction, or only those of `projectID`, to `output`.
  public static func write(
    from store: any Store, projectID: EntityID?, to output: inout some TextOutputStream,
    progress: ProgressHandler? = nil
  ) throws {
    let total =
      progress == nil
      ? 0
      : try projectID.map { try store.transactionCount(TransactionQuery(projectID: $0)) }
        ?? store.counts().transactions
    var counter = ProgressCounter(total: total, progress)
    var funding: [EntityID: String] = [:]
    var projects: [EntityID: Project] = [:]
    var categories: [EntityID: BudgetCategory] = [:]
    var vendors: [EntityID: [String: String]] = [:]
    var pending: [Pending] = []
    var receipts: [EntityID: [String]] = [:]
    try store.forEachRecord(of: [.account, .vendor, .project, .category, .transaction, .attachment])
    {
      record in
      switch record {
      case .account(let account):
        funding[account.id] = PlainTextJournal.fundingAccount(accountName: account.name)
      case .vendor(let vendor):
        vendors[vendor.accountID, default: [:]][PlainTextJournal.payeeKey(vendor.name)] =
          vendor.name
      case .project(let project):
        projects[project.id] = project
      case .category(let category):
        categories[category.id] = category
      case .transaction(let transaction):
        if let projectID, transaction.projectID != projectID { return }
        let category = transaction.categoryID.flatMap { categories[$0] }
        let isFee = category?.kind == .fee
        let project = transaction.projectID.flatMap { projects[$0] }
        let projectName = transaction.projectID.map {
          project?.name ?? "project \($0.rawValue)"
        }
        let account =
          isFee
          ? PlainTextJournal.accountName([
            "income", "fees", projectName ?? PlainTextJournal.businessInventory,
          ])
          : PlainTextJournal.postingAccount(
            projectName: projectName, categoryName: category?.name, isFee: false)
        var tags: [(String, String)] = [("id", "\(transaction.id.rawValue)")]
        if let projectName { tags.append(("project", projectName)) }
        if let category { tags.append(("category", category.name)) }
        if transaction.needsReview { tags.append(("review", "needed")) }
        if transaction.reimbursement != .none {
          tags.append(("reimbursement", transaction.reimbursement.rawValue))
        }
        var receivable: String?
        var payer: String?
        if transaction.reimbursement == .owedToCompany, !isFee {
          let client = project?.clientName.trimmingSpaces() ?? ""
          let owner = client.isEmpty ? (projectName ?? "client") : client
          receivable = PlainTextJournal.accountName(["assets", "receivable", owner])
          payer = PlainTextJournal.payee(owner)
        }
        let listed = vendors[transaction.accountID]?[PlainTextJournal.payeeKey(transaction.source)]
        pending.append(
          Pending(
            transaction: transaction, account: account,
            funding: funding[transaction.accountID]
              ?? PlainTextJournal.fundingAccount(accountName: "account"),
            isFee: isFee, payee: PlainTextJournal.payee(listed ?? transaction.source), tags: tags,
            receivable: receivable, client: payer))
        counter.step()
      case .attachment(let attachment):
        if case .transaction(let id) = attachment.owner {
          receipts[id, default: []].append(attachment.originalName)
        }
      default:
        break
      }
    }
    // By date, then id; a receivable paid back on the day of its purchase comes after it.
    var dated: [Dated] = []
    dated.reserveCapacity(pending.count)
    for (index, entry) in pending.enumerated() {
      dated.append(Dated(date: entry.transaction.date, index: index, isClearing: false))
      if let day = entry.transaction.reimbursedOn, entry.receivable != nil {
        dated.append(Dated(date: day, index: index, isClearing: true))
      }
    }
    dated.sort {
      let left = ($0.date, pending[$0.index].transaction.id.rawValue, $0.isClearing ? 1 : 0)
      let right = ($1.date, pending[$1.index].transaction.id.rawValue, $1.isClearing ? 1 : 0)
      return left < right
    }
    output.write("; A journal written by ledgersh 'export --format journal'.\n")
    output.write("; expenses:PROJECT:CATEGORY is spending, income:fees:PROJECT fees received,\n")
    output.write("; assets:ACCOUNT the funding account, (assets:receivable:CLIENT) what a\n")
    output.write("; client owes back. Try: hledger -f FILE check --strict; hledger -f FILE bal\n\n")
    var accounts = Set<String>()
    var commodities = Set<String>()
    var payees = Set<String>()
    for entry in pending {
      accounts.insert(entry.account)
      accounts.insert(entry.funding)
      if let receivable = entry.receivable { accounts.insert(receivable) }
      commodities.insert(entry.transaction.amount.currency.code)
      payees.insert(entry.payee)
      if entry.transaction.reimbursedOn != nil, let client = entry.client { payees.insert(client) }
    }
    for account in accounts.sorted() { output.write("account \(account)\n") }
    for code in commodities.sorted() {
      let currency = Currency(code: code) ?? Currency(code: code, minorUnitDigits: 2, symbol: code)
      let sample = Money(minorUnits: 0, currency: currency).decimalString
      output.write("commodity \(sample) \(code)\n")
    }
    for payee in payees.sorted() { output.write("payee \(payee)\n") }
    output.write("\n")
    for place in dated {
      let entry = pending[place.index]
      if place.isClearing, let receivable = entry.receivable {
        var tags: [(String, String)] = [("id", "\(entry.transaction.id.rawValue)")]
        tags += entry.tags.filter { $0.0 == "project" }
        tags.append(("reimbursement", "paid-back"))
        output.write(
          PlainTextJournal.clearingEntry(
            for: entry.transaction, on: place.date, client: entry.client ?? "client",
            vendor: entry.payee, funding: entry.funding, receivable: receivable, tags: tags))
        continue
      }
      var tags = entry.tags
      for name in receipts[entry.transaction.id] ?? [] { tags.append(("receipt", name)) }
      output.write(
        PlainTextJournal.entry(
          for: entry.transaction, payee: entry.payee, account: entry.account,
          funding: entry.funding, isFee: entry.isFee, tags: tags, receivable: entry.receivable))
    }
    counter.finish()
  }

  /// Writes the journal to an open file descriptor (such as standard output).
  ///
  /// Stops at the first failed write and throws `OutputWriteError`.
  public static func export(
    from store: any Store, projectID: EntityID?, toDescriptor descriptor: Int32,
    progress: ProgressHandler? = nil
  ) throws {
    var output = DescriptorOutputStream(descriptor: descriptor, path: nil)
    try write(from: store, projectID: projectID, to: &output, progress: progress)
    try output.flush()
  }

  /// Writes the journal to `path` as `export --to` writes any export (see `ExportTarget`):
  /// a regular file is replaced only once the journal is complete.
  public static func export(
    from store: any Store, projectID: EntityID?, toPath path: String,
    progress: ProgressHandler? = nil
  ) throws {
    let target = try ExportTarget.resolve(path)
    try target.write(path: path) { output in
      try write(from: store, projectID: projectID, to: &output, progress: progress)
    }
  }
}
