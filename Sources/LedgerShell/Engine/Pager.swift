import Foundation

/// Shows long output through `$PAGER` (default `less -FRX`), as git does.
///
/// The pager is spawned in the shell's own process group, so it stays in the
/// terminal's foreground and can read keys from it (Foundation's `Process` puts a
/// child in a new session, where `less` loses the terminal and quits after one page).
enum Pager {
  /// Pipes `text` into the pager and waits for it; answers false when none could start.
  static func page(_ text: String, environment: [String: String]) -> Bool {
    let command = environment["PAGER"].flatMap { $0.isEmpty ? nil : $0 } ?? "less -FRX"
    var variables = environment
    if variables["LESS"] == nil { variables["LESS"] = "FRX" }
    var pipeEnds: [Int32] = [0, 0]
    guard pipe(&pipeEnds) == 0 else { return false }
    let (readEnd, writeEnd) = (pipeEnds[0], pipeEnds[1])

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, readEnd, STDIN_FILENO)
    posix_spawn_file_actions_addclose(&actions, readEnd)
    posix_spawn_file_actions_addclose(&actions, writeEnd)

    let arguments = ["/bin/sh", "-c", command].map { $0.withCString { strdup($0) } }
    let environmentStrings = variables.map { "\($0.key)=\($0.value)".withCString { strdup($0) } }
    defer {
      arguments.forEach { free($0) }
      environmentStrings.forEach { free($0) }
    }
    var pid: pid_t = 0
    let spawned = (arguments + [nil]).withUnsafeBufferPointer { argv in
      (environmentStrings + [nil]).withUnsafeBufferPointer { envp -> Int32 in
        guard let argvBase = argv.baseAddress, let envpBase = envp.baseAddress else {
          return EINVAL
        }
        return posix_spawn(&pid, "/bin/sh", &actions, nil, argvBase, envpBase)
      }
    }
    close(readEnd)
    guard spawned == 0 else {
      close(writeEnd)
      return false
    }
    // Ctrl-C belongs to the pager while it runs; the shell must not die of it.
    let previousInterrupt = signal(SIGINT, SIG_IGN)
    defer { signal(SIGINT, previousInterrupt) }
    var status: Int32 = 0
    // Should SIGTERM or SIGHUP end ledgersh meanwhile, the pager ends first (it restores
    // the terminal), and `sh`'s child with it, rather than going on under pid 1.
    TerminationSignals.meanwhile(cleanUp: { [pid] in stop(pid) }) {
      // The user may quit before reading everything: a closed pipe just ends the write.
      _ = FileDescriptorWriter.writeUntilClosed(text, to: writeEnd)
      close(writeEnd)
      while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    }
    // The pager ended because the process is ending: no prompt comes back meanwhile.
    if TerminationSignals.isEnding { TerminationSignals.waitForTheEnd() }
    // 127: the shell found no such pager; the caller prints the text itself.
    let exitedNormally = status & 0x7f == 0
    return !(exitedNormally && (status >> 8) & 0xff == 127)
  }

  /// Ends the pager `sh` runs (its children, as Linux lists them) and `sh`, and gives them
  /// a moment to put the terminal back.
  private static func stop(_ pid: pid_t) {
    let children =
      (try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8))?
      .split(separator: " ").compactMap { pid_t($0) } ?? []
    for child in children { kill(child, SIGTERM) }
    kill(pid, SIGTERM)
    for _ in 0..<20 where (children + [pid]).contains(where: { kill($0, 0) == 0 }) {
      usleep(10_000)
    }
  }
}
