import Foundation
import LedgerShell

/// The child processes started and not yet reaped, so that a signal ending the host can
/// stop them from the thread that cleans up, whatever the main thread is doing.
///
/// A process id is reaped only here, under the lock, so that one is never signalled after
/// the system may have given it to another process.
enum RunningChildren {
  private static let state = State()

  private final class State: @unchecked Sendable {
    let lock = NSLock()
    var pids: Set<pid_t> = []
    /// The statuses of children reaped by `stopAll`, for their owners' `reap`.
    var reaped: [pid_t: Int32] = [:]
  }

  /// Seconds between SIGTERM and SIGKILL when the host is ending.
  static let grace = 0.5

  /// Records `pid`, a child just started; the first one makes termination signals stop
  /// them all.
  static func add(_ pid: pid_t) {
    let first = state.lock.withLock {
      defer { state.pids.insert(pid) }
      return state.pids.isEmpty && state.reaped.isEmpty
    }
    if first { TerminationSignals.install(onInterrupt: true) { stopAll() } }
  }

  /// `pid`'s exit status (128 + N when signal N killed it) if it has ended, reaping it.
  static func reap(_ pid: pid_t) -> Int32? {
    state.lock.withLock {
      if let status = state.reaped.removeValue(forKey: pid) { return status }
      guard state.pids.contains(pid) else { return nil }
      var status: Int32 = 0
      var result: pid_t
      repeat { result = waitpid(pid, &status, WNOHANG) } while result == -1 && errno == EINTR
      guard result == pid || result == -1 else { return nil }
      state.pids.remove(pid)
      // -1: no such child (it was reaped some other way); it has ended all the same.
      return result == pid ? Self.code(status) : 128 + SIGKILL
    }
  }

  /// Whether `pid` is a child not yet reaped, that signals may be sent to.
  static func contains(_ pid: pid_t) -> Bool {
    state.lock.withLock { state.pids.contains(pid) }
  }

  /// Stops every child and what it started: SIGTERM, then SIGKILL to those still running
  /// after `grace` seconds; then what they left behind.
  static func stopAll() {
    defer { PluginDescendants.endOrphans() }
    signalAll(SIGTERM)
    let deadline = Date().addingTimeInterval(grace)
    while Date() < deadline {
      let left = state.lock.withLock { () -> Int in
        for pid in state.pids {
          var status: Int32 = 0
          if waitpid(pid, &status, WNOHANG) == pid {
            state.pids.remove(pid)
            state.reaped[pid] = code(status)
            kill(-pid, SIGKILL)
          }
        }
        return state.pids.count
      }
      if left == 0 { return }
      usleep(10_000)
    }
    signalAll(SIGKILL)
    // Until they have died, what they started is not the host's to find.
    usleep(50_000)
  }

  private static func signalAll(_ signalNumber: Int32) {
    state.lock.withLock {
      for pid in state.pids {
        kill(-pid, signalNumber)
        kill(pid, signalNumber)
      }
    }
  }

  /// A `waitpid` status as a shell gives it.
  private static func code(_ status: Int32) -> Int32 {
    let signalled = status & 0x7f
    return signalled == 0 ? (status >> 8) & 0xff : 128 + signalled
  }
}
