import Foundation

/// The journal entries one store instance wrote, so that `changes(since:)` can tell them
/// from other sessions' entries.
final class OwnJournalEntries: @unchecked Sendable {
  private let lock = NSLock()
  private var entries: Set<Int64> = []

  /// Remembers an entry this store began.
  func insert(_ id: Int64) {
    lock.lock()
    defer { lock.unlock() }
    entries.insert(id)
  }

  /// The remembered entries newer than `id`.
  func ids(after id: Int64) -> Set<Int64> {
    lock.lock()
    defer { lock.unlock() }
    return entries.filter { $0 > id }
  }
}
