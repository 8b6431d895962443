import Foundation
import LedgerSQL

/// The group a store has open, if any: its journal entry and the rows its bulk loads
/// added, which the entry's summary counts at commit.
final class OpenGroup: @unchecked Sendable {
  private let lock = NSLock()
  private var openEntry: Int64?
  private var loaded: [String: Int] = [:]

  /// The journal entry of the open group, or nil when none is open.
  var entry: Int64? {
    lock.lock()
    defer { lock.unlock() }
    return openEntry
  }

  /// Records that a group opened with journal entry `entry`.
  func open(entry: Int64) {
    lock.lock()
    defer { lock.unlock() }
    openEntry = entry
    loaded = [:]
  }

  /// Adds the rows a bulk load inside the group added, by table.
  func addBulkCounts(_ counts: [String: Int]) {
    lock.lock()
    defer { lock.unlock() }
    loaded.merge(counts, uniquingKeysWith: +)
  }

  /// The rows the group's bulk loads added so far, by table.
  var bulkCounts: [String: Int] {
    lock.lock()
    defer { lock.unlock() }
    return loaded
  }

  /// Forgets the rows of bulk loads a rolled-back savepoint took back: the group counts
  /// `counts` again, as it did before the savepoint.
  func restoreBulkCounts(_ counts: [String: Int]) {
    lock.lock()
    defer { lock.unlock() }
    if openEntry != nil { loaded = counts }
  }

  /// Closes the group and answers the rows its bulk loads added, by table.
  @discardableResult
  func close() -> [String: Int] {
    lock.lock()
    defer { lock.unlock() }
    openEntry = nil
    defer { loaded = [:] }
    return loaded
  }
}
