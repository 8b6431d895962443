import Foundation
import LedgerStore

/// Set from the SIGINT handler while a command runs; read by the watcher thread.
nonisolated(unsafe) private var interruptRequested: sig_atomic_t = 0

/// Lets Ctrl-C cancel the command that is running in an interactive session: the
/// store is interrupted, the command's transaction rolls back, and the prompt returns
/// (without this, Ctrl-C would end the whole session).
enum CommandInterruption {
  /// Whether Ctrl-C was pressed while the current command runs.
  static var isRequested: Bool { interruptRequested != 0 }

  /// Runs `body` with Ctrl-C interrupting `store` (when one is open) instead of
  /// killing the process.
  static func run<T>(interrupting store: (any Store)?, _ body: () -> T) -> T {
    interruptRequested = 0
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { _ in interruptRequested = 1 }
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    var previous = sigaction()
    sigaction(SIGINT, &action, &previous)
    let watcher = InterruptWatcher(store: store)
    watcher.start()
    defer {
      watcher.stop()
      sigaction(SIGINT, &previous, nil)
    }
    return body()
  }

  /// Polls the flag the signal handler sets and interrupts the store until the command
  /// ends: SQLite only interrupts a statement that is running at that moment.
  private final class InterruptWatcher: @unchecked Sendable {
    private let store: (any Store)?
    private let lock = NSLock()
    private var running = true
    private let finished = DispatchSemaphore(value: 0)

    init(store: (any Store)?) {
      self.store = store
    }

    func start() {
      guard store != nil else { return }
      Thread { [self] in
        while lock.withLock({ running }) {
          if interruptRequested != 0 { store?.interrupt() }
          usleep(20_000)
        }
        finished.signal()
      }.start()
    }

    func stop() {
      guard store != nil else { return }
      lock.withLock { running = false }
      finished.wait()
    }
  }
}
