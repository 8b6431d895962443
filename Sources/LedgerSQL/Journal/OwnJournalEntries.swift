import Foundation

/// The journal entries one store instance wrote, so that `changes(since:)` can tell them
/// from other sessions' entries.
public final class OwnJournalEntries: @unchecked Sendable {
  public init() {}

  private let lock = NSLock()
  private var entries: Set<Int64> = []

  /// Remembers an entry this store began.
  public func insert(_ id: Int64) {
    lock.lock()
    defer { lock.unlock() }
    entries.insert(id)
  }

  /// Forgets an entry that was rolled back, whose id another session may reuse.
  public func remove(_ id: Int64) {
    lock.lock()
    defer { lock.unlock() }
    entries.remove(id)
  }

  /// The remembered entries newer than `id`.
  public func ids(after id: Int64) -> Set<Int64> {
    lock.lock()
    defer { lock.unlock() }
    return entries.filter { $0 > id }
  }
}
