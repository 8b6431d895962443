import Foundation
import LedgerSQL

/// What LISTEN/NOTIFY told one store about other sessions' journal entries, so that a
/// session learns of their commits without reading the journal before every prompt.
///
/// `wakes` grows with every other session's notice and with every (re)connection — notices
/// sent while no connection listened are lost, so a new connection counts as news to check.
/// Notices arrive on the connection's event loop; reads may come from any thread.
final class JournalNotices: @unchecked Sendable {
  private let lock = NSLock()
  private var wakeCount: Int64 = 0
  private var listening = false
  /// Journal entries other sessions undid, with the wake that brought each.
  private var undoneEntries: [(wake: Int64, entry: Int64)] = []

  /// How many notices and reconnections there were; nil when nothing listens.
  var wakes: Int64? {
    lock.lock()
    defer { lock.unlock() }
    return listening ? wakeCount : nil
  }

  /// The wakes that brought a change of the grants (`grants`).
  private var grantWakes: [Int64] = []

  /// Counts an other session's notice: a journal entry's id, `undo ID` for an undo,
  /// `grants` for a grant or revoke (which the journal does not show: a revoked role sees
  /// none of the account's entries any more).
  func received(_ payload: String) {
    lock.lock()
    defer { lock.unlock() }
    wakeCount += 1
    if payload == "grants" {
      grantWakes.append(wakeCount)
      if grantWakes.count > 1_000 { grantWakes.removeFirst(500) }
      return
    }
    let words = payload.split(separator: " ")
    if words.count == 2, words[0] == "undo", let entry = Int64(words[1]) {
      undoneEntries.append((wakeCount, entry))
      // A session asks from its latest marker: old undos only matter to old markers.
      if undoneEntries.count > 1_000 { undoneEntries.removeFirst(500) }
    }
  }

  /// A new connection: whether it listens, and news to check either way.
  func connected(listening: Bool) {
    lock.lock()
    defer { lock.unlock() }
    wakeCount += 1
    self.listening = listening
  }

  /// The connection is gone: nothing listens until the next one.
  func disconnected() {
    lock.lock()
    defer { lock.unlock() }
    listening = false
  }

  /// Whether the grants changed after wake `after`, up to wake `upTo`.
  func grantsChanged(after: Int64, upTo: Int64) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    return grantWakes.contains { $0 > after && $0 <= upTo }
  }

  /// The entries other sessions undid after wake `after`, up to wake `upTo`.
  func undone(after: Int64, upTo: Int64) -> [Int64] {
    lock.lock()
    defer { lock.unlock() }
    return undoneEntries.filter { $0.wake > after && $0.wake <= upTo }.map(\.entry)
  }
}
