import CProcessControl
import Foundation

/// What plugins started and left behind: processes that outlived their parents, often in
/// a session of their own (`setsid sleep 600 &`), out of reach of a signal to the plugin's
/// process group.
///
/// On Linux the host becomes a child subreaper when it starts its first plugin, so such
/// orphans become its children instead of init's; they are then found in /proc, ended and
/// reaped. They are told apart from the host's other children (a viewer that `attachment
/// open` started) by `LEDGERSH_PLUGIN_PROTOCOL`, which every plugin, and so what it
/// starts, has in its environment and the host has not in its own.
enum PluginDescendants {
  /// The variable a plugin's environment has and the host's has not.
  static let marker = Array("LEDGERSH_PLUGIN_PROTOCOL=".utf8)

  private static let adoption = Adoption()

  private final class Adoption: @unchecked Sendable {
    let lock = NSLock()
    var asked = false
    /// Whether orphans can be told apart: the host is a subreaper, and is not itself run by
    /// a plugin (whose variable everything the host starts would carry).
    var isAdopting = false
    /// The process groups and sessions of plugins and of the orphans ended: a zombie child
    /// in one of them (its environment gone with it) is a plugin's descendant too.
    var groups: Set<pid_t> = []
  }

  /// Makes the host adopt its plugins' orphaned descendants, from now on; asks once.
  static func adoptOrphans() {
    adoption.lock.withLock {
      guard !adoption.asked else { return }
      adoption.asked = true
      let marked = ProcessInfo.processInfo.environment["LEDGERSH_PLUGIN_PROTOCOL"] != nil
      adoption.isAdopting = !marked && ledgersh_become_child_subreaper() == 0
    }
  }

  /// Records `pid`, a plugin just started in a process group of its own.
  static func add(plugin pid: pid_t) {
    adoption.lock.withLock { _ = adoption.groups.insert(pid) }
  }

  /// Ends and reaps every orphaned descendant of a plugin that the host adopted, then
  /// theirs (each one ended leaves its own children to the host), for up to `wait` seconds.
  static func endOrphans(wait: Double = 1) {
    guard adoption.lock.withLock({ adoption.isAdopting }) else { return }
    let deadline = Date().addingTimeInterval(wait)
    var ended: Set<pid_t> = []
    while true {
      let orphans = adoptedOrphans().filter { !ended.contains($0) }
      adoption.lock.withLock { adoption.groups.formUnion(orphans) }
      for pid in orphans {
        // An orphan that started a session leads a process group: what it started too.
        kill(-pid, SIGKILL)
        kill(pid, SIGKILL)
        ended.insert(pid)
      }
      // Reaped as soon as they are gone, so that no zombie is left and a pid is never
      // signalled once the system may have given it to another process.
      for pid in ended {
        var status: Int32 = 0
        let result = waitpid(pid, &status, WNOHANG)
        if result == pid || (result < 0 && errno == ECHILD) { ended.remove(pid) }
      }
      if orphans.isEmpty, ended.isEmpty { return }
      guard Date() < deadline else { return }
      usleep(5_000)
    }
  }

  /// The host's children that it did not start itself and that carry the plugins' variable,
  /// or, ended already, belong to a plugin's process group or session.
  static func adoptedOrphans() -> [pid_t] {
    let host = getpid()
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else {
      return []
    }
    let groups = adoption.lock.withLock { adoption.groups }
    return names.compactMap { name -> pid_t? in
      guard let pid = pid_t(name), pid != host, let status = status(of: pid),
        status.parent == host, !RunningChildren.contains(pid)
      else { return nil }
      if status.isZombie {
        return groups.contains(status.group) || groups.contains(status.session) ? pid : nil
      }
      return isPluginDescendant(pid) ? pid : nil
    }
  }

  /// The state, parent, process group and session of `pid`, from /proc/PID/stat
  /// (`pid (name) state ppid pgrp session …`, where the name may hold spaces and ')').
  static func status(of pid: pid_t) -> (
    isZombie: Bool, parent: pid_t, group: pid_t, session: pid_t
  )? {
    guard let stat = read("/proc/\(pid)/stat", limit: 4096),
      let nameEnd = stat.lastIndex(of: UInt8(ascii: ")"))
    else { return nil }
    let fields = stat[(nameEnd + 1)...].split(separator: UInt8(ascii: " ")).prefix(4).map {
      String(decoding: $0, as: UTF8.self)
    }
    guard fields.count == 4, let parent = pid_t(fields[1]), let group = pid_t(fields[2]),
      let session = pid_t(fields[3])
    else { return nil }
    return (fields[0] == "Z", parent, group, session)
  }

  /// Whether `pid`'s environment holds the plugins' variable.
  static func isPluginDescendant(_ pid: pid_t) -> Bool {
    guard let environment = read("/proc/\(pid)/environ", limit: 4 << 20) else { return false }
    return environment.split(separator: 0).contains { $0.starts(with: marker) }
  }

  /// Up to `limit` bytes of a /proc file (whose size says nothing), nil if it cannot be read.
  private static func read(_ path: String, limit: Int) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while bytes.count < limit {
      let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, 4096) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      bytes += chunk[..<count]
    }
    return bytes
  }
}
