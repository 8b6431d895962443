import LedgerCore
import LedgerStore

/// Counts the steps of a long store operation and tells a `ProgressHandler` every
/// `stride` steps and at the end; without a handler it does nothing.
struct ProgressCounter {
  private let handler: ProgressHandler?
  private let stride: Int
  private(set) var total: Int
  private(set) var done = 0

  /// A counter towards `total` steps.
  init(total: Int, stride: Int = 500, _ handler: ProgressHandler?) {
    self.handler = handler
    self.stride = max(1, stride)
    self.total = total
    handler?(0, total)
  }

  /// A counter towards the number of records of `kinds` in `store` (counted only when
  /// there is a handler).
  init(records kinds: Set<LedgerRecord.Kind>, in store: any Store, _ handler: ProgressHandler?)
    throws
  {
    var total = 0
    if handler != nil {
      let counts = try store.counts()
      total = kinds.reduce(0) { $0 + counts.count(of: $1) }
    }
    self.init(total: total, handler)
  }

  /// Counts one more step.
  mutating func step() {
    done += 1
    guard let handler, done % stride == 0 else { return }
    total = max(total, done)
    handler(done, total)
  }

  /// Tells the handler that every step is done.
  func finish() {
    handler?(done, max(total, done))
  }
}
