import Foundation
import TerminalUI

/// Turns SIGTERM and SIGHUP, and SIGINT where it would end the process, into an orderly
/// exit: the handler only writes the signal's number to a pipe; a thread of its own reads
/// it, runs the clean-ups and ends the process.
///
/// SIGTERM and SIGHUP exit with 128+N. SIGINT, once cleaned up after, ends the process by
/// SIGINT itself, so that the shell that ran a script sees it was interrupted (and stops its
/// own script) as it would without the handler.
///
/// libedit, which handles these signals while it reads a line, restores the terminal
/// and then passes them on to this handler.
public enum TerminationSignals {
  /// The pipe's write end, for the signal handler (which can capture nothing).
  nonisolated(unsafe) private static var writeEnd: Int32 = -1
  /// The signal that arrived, or 0.
  nonisolated(unsafe) private static var received: sig_atomic_t = 0
  private static let state = State()

  private final class State: @unchecked Sendable {
    let lock = NSLock()
    /// The clean-ups for SIGTERM and SIGHUP, and those for SIGINT, in the order added.
    var onTerminate: [@Sendable () -> Void] = []
    var onInterrupt: [@Sendable () -> Void] = []
    var handlesInterrupt = false
    var isEnding = false
    /// Clean-ups for what runs now (a pager, a full-screen view), run first, newest first.
    var meanwhile: [Int: @Sendable () -> Void] = [:]
    var nextKey = 0
  }

  /// `status`, or 128+N when signal N arrived: the session may have ended on its own
  /// (libedit returns end-of-input on a signal) while the clean-up thread ran.
  public static func exitStatus(_ status: Int32) -> Int32 {
    received == 0 ? status : 128 + received
  }

  /// Whether a signal is ending the process: its clean-ups run, and the process ends as
  /// soon as they are done.
  public static var isEnding: Bool { state.lock.withLock { state.isEnding } }

  /// Waits for the process to end, once `isEnding`: for a thread that would otherwise
  /// report, as a failure of its own, what the clean-ups did (a plugin stopped under it).
  public static func waitForTheEnd() -> Never {
    while true { pause() }
  }

  /// Runs `cleanUp` when SIGTERM or SIGHUP ends the process, and, when `onInterrupt`, also
  /// when SIGINT does; installs the handlers on first use.
  ///
  /// SIGINT is handled only where its action is the default one (ending the process), as
  /// in a script: an interactive session handles Ctrl-C itself, and a SIGINT the parent
  /// ignores (a background job) stays ignored.
  public static func install(onInterrupt: Bool = false, cleanUp: @escaping @Sendable () -> Void) {
    let (first, takeInterrupt) = state.lock.withLock {
      state.onTerminate.append(cleanUp)
      if onInterrupt { state.onInterrupt.append(cleanUp) }
      defer { if onInterrupt { state.handlesInterrupt = true } }
      return (writeEnd < 0, onInterrupt && !state.handlesInterrupt)
    }
    if first { start() }
    if takeInterrupt { handleInterrupt() }
  }

  /// Runs `body` with `cleanUp` run first should SIGTERM or SIGHUP end the process meanwhile:
  /// a pager to stop (it would go on under pid 1, reading the terminal beside the shell),
  /// a full-screen view to leave (the shell would come back on the alternate screen).
  public static func meanwhile<T>(
    cleanUp: @escaping @Sendable () -> Void, _ body: () throws -> T
  ) rethrows -> T {
    let (key, first) = state.lock.withLock {
      state.nextKey += 1
      state.meanwhile[state.nextKey] = cleanUp
      return (state.nextKey, writeEnd < 0)
    }
    if first { start() }
    defer { _ = state.lock.withLock { state.meanwhile.removeValue(forKey: key) } }
    return try body()
  }

  /// Starts the clean-up thread and handles SIGTERM and SIGHUP.
  private static func start() {
    received = 0  // initialised here, not first in the handler
    // A parent may have left them blocked (the mask survives exec): unblock them first,
    // so that the thread below inherits the mask as well.
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, SIGTERM)
    sigaddset(&signals, SIGHUP)
    sigaddset(&signals, SIGINT)
    pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return }
    // Neither end may reach a plugin or a viewer: what they start could write a byte into
    // it and end the session as if a signal had come.
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    writeEnd = ends[1]
    let readEnd = ends[0]
    let thread = Thread {
      var byte: UInt8 = 0
      while read(readEnd, &byte, 1) != 1 {}
      end(by: Int32(byte))
    }
    thread.start()
    for signalNumber in [SIGTERM, SIGHUP] { handle(signalNumber) }
  }

  /// Handles SIGINT too, unless something other than the default action is in place.
  private static func handleInterrupt() {
    var current = sigaction()
    guard writeEnd >= 0, sigaction(SIGINT, nil, &current) == 0,
      current.__sigaction_handler.sa_handler == nil  // SIG_DFL
    else { return }
    handle(SIGINT)
  }

  private static func handle(_ signalNumber: Int32) {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { signalNumber in
      TerminationSignals.received = signalNumber
      var byte = UInt8(truncatingIfNeeded: signalNumber)
      _ = write(TerminationSignals.writeEnd, &byte, 1)
    }
    action.sa_flags = SA_RESTART
    sigemptyset(&action.sa_mask)
    sigaction(signalNumber, &action, nil)
  }

  /// Runs the clean-ups for `signalNumber` and ends the process.
  private static func end(by signalNumber: Int32) -> Never {
    let cleanUps = state.lock.withLock {
      state.isEnding = true
      let meanwhile =
        signalNumber == SIGINT
        ? [] : state.meanwhile.sorted { $0.key > $1.key }.map(\.value)
      return meanwhile + (signalNumber == SIGINT ? state.onInterrupt : state.onTerminate)
    }
    ProgressReporter.eraseBeforeExit()
    for cleanUp in cleanUps { cleanUp() }
    if signalNumber == SIGINT {
      signal(SIGINT, SIG_DFL)
      raise(SIGINT)
    }
    _exit(128 + signalNumber)
  }
}
