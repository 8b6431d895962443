import Foundation

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
  ///
  /// With no store to interrupt and a `notice`, Ctrl-C is only noted (the command runs to
  /// its end, as one inside a group must): `notice` is written to standard error at once,
  /// so that the user knows the key was heard while the command goes on.
  static func run<T>(interrupting store: (any ShellLedger)?, notice: String? = nil, _ body: () -> T)
    -> T
  {
    interruptRequested = 0
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { _ in interruptRequested = 1 }
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    var previous = sigaction()
    sigaction(SIGINT, &action, &previous)
    let watcher = InterruptWatcher(store: store, notice: store == nil ? notice : nil)
    watcher.start()
    defer {
      watcher.stop()
      sigaction(SIGINT, &previous, nil)
    }
    return body()
  }

  /// Polls the flag the signal handler sets and interrupts the store until the command ends.
  ///
  /// SQLite only interrupts a statement that is running at that moment. Without a store it
  /// writes its notice, once.
  private final class InterruptWatcher: @unchecked Sendable {
    private let store: (any ShellLedger)?
    private let notice: String?
    private let lock = NSLock()
    private var running = true
    private let finished = DispatchSemaphore(value: 0)

    init(store: (any ShellLedger)?, notice: String?) {
      self.store = store
      self.notice = notice
    }

    private var isNeeded: Bool { store != nil || notice != nil }

    func start() {
      guard isNeeded else { return }
      Thread { [self] in
        var noticed = false
        while lock.withLock({ running }) {
          if interruptRequested != 0 {
            store?.interrupt()
            if let notice, !noticed {
              noticed = true
              // Straight to the descriptor: the command may be writing through its own
              // buffers on the main thread.
              var text = "\n" + notice + "\n"
              text.withUTF8 { bytes in _ = write(STDERR_FILENO, bytes.baseAddress, bytes.count) }
            }
          }
          usleep(20_000)
        }
        finished.signal()
      }.start()
    }

    func stop() {
      guard isNeeded else { return }
      lock.withLock { running = false }
      finished.wait()
    }
  }
}
