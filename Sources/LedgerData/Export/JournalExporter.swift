import Foundation
import LedgerCore
import LedgerStore
import TextOutput

/// Writes transactions as an hledger / ledger-cli journal (`export --format journal`),
/// streaming in the order they were recorded.
///
/// `PlainTextJournal` says what an entry looks like. Postings agree with `budget`: a
/// category's balance in the journal is its "spent" figure (negated for fee categories,
/// which are income).
public enum JournalExporter {
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
    output.write("; A journal written by ledgersh 'export --format journal'.\n")
    output.write("; expenses:PROJECT:CATEGORY is spending, income:PROJECT:CATEGORY fees\n")
    output.write("; received, assets:ACCOUNT the funding account. Try: hledger -f FILE bal\n\n")
    var funding: [EntityID: String] = [:]
    var projectNames: [EntityID: String] = [:]
    var categories: [EntityID: BudgetCategory] = [:]
    try store.forEachRecord(of: [.account, .project, .category, .transaction]) { record in
      switch record {
      case .account(let account):
        funding[account.id] = PlainTextJournal.fundingAccount(accountName: account.name)
      case .project(let project):
        projectNames[project.id] = project.name
      case .category(let category):
        categories[category.id] = category
      case .transaction(let transaction):
        if let projectID, transaction.projectID != projectID { return }
        let category = transaction.categoryID.flatMap { categories[$0] }
        let isFee = category?.kind == .fee
        let account = PlainTextJournal.postingAccount(
          projectName: transaction.projectID.map { projectNames[$0] ?? "project \($0.rawValue)" },
          categoryName: category?.name, isFee: isFee)
        output.write(
          PlainTextJournal.entry(
            for: transaction, account: account,
            funding: funding[transaction.accountID]
              ?? PlainTextJournal.fundingAccount(accountName: "account"),
            isFee: isFee))
        counter.step()
      default:
        break
      }
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
