import Foundation
import LedgerCore

/// The account a store's session works in, which its journal entries record
/// (`Store.setJournalAccount(_:)`); nil for the ledger's default account.
///
/// Locked: the shell sets it on the main thread, and a store may read it on its own.
public final class JournalAccount: @unchecked Sendable {
  private let lock = NSLock()
  private var account: EntityID?

  /// No account set: the ledger's default.
  public init() {}

  /// The account, or nil for the default.
  public var id: EntityID? {
    get { lock.withLock { account } }
    set { lock.withLock { account = newValue } }
  }
}
