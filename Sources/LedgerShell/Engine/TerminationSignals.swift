import Foundation

/// Turns SIGTERM and SIGHUP into an orderly exit: the handler only writes the signal's
/// number to a pipe; a thread of its own reads it, runs the clean-up and exits 128+N.
///
/// libedit, which handles these signals while it reads a line, restores the terminal
/// and then passes them on to this handler.
enum TerminationSignals {
  /// The pipe's write end, for the signal handler (which can capture nothing).
  nonisolated(unsafe) private static var writeEnd: Int32 = -1
  /// The signal that arrived, or 0.
  nonisolated(unsafe) private static var received: sig_atomic_t = 0

  /// `status`, or 128+N when signal N arrived: the session may have ended on its own
  /// (libedit returns end-of-input on a signal) while the clean-up thread ran.
  static func exitStatus(_ status: Int32) -> Int32 {
    received == 0 ? status : 128 + received
  }

  /// Installs the handlers (once); `cleanUp` runs on the first signal.
  static func install(cleanUp: @escaping @Sendable () -> Void) {
    guard writeEnd < 0 else { return }
    received = 0  // initialised here, not first in the handler
    // A parent may have left them blocked (the mask survives exec): unblock them first,
    // so that the thread below inherits the mask as well.
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, SIGTERM)
    sigaddset(&signals, SIGHUP)
    pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return }
    writeEnd = ends[1]
    let readEnd = ends[0]
    let thread = Thread {
      var byte: UInt8 = 0
      while read(readEnd, &byte, 1) != 1 {}
      cleanUp()
      _exit(128 + Int32(byte))
    }
    thread.start()
    for signalNumber in [SIGTERM, SIGHUP] {
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
  }
}
