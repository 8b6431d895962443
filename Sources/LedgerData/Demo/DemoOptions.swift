import LedgerCore
import LedgerStore

/// How big a demo ledger to build, and from which seed.
public struct DemoOptions: Hashable, Sendable {
  public var seed: UInt64
  public var projects: Int
  public var items: Int
  public var transactions: Int

  /// The defaults make a ledger small enough to read through: 6 projects, 120 items,
  /// 200 transactions.
  public init(seed: UInt64 = 1, projects: Int = 6, items: Int = 120, transactions: Int = 200) {
    self.seed = seed
    self.projects = projects
    self.items = items
    self.transactions = transactions
  }
}
