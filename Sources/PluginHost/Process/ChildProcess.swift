import Foundation

/// A program started with pipes on its standard input and output, spoken to one line at a
/// time, with a deadline on every read and every write; its standard error is the host's.
///
/// It runs in a process group of its own, so that stopping it also stops what it started
/// (a `sleep` in a shell script), and Ctrl-C at the terminal reaches the host only.
///
/// posix_spawn, pipes and poll rather than swift-subprocess: that library runs a child
/// inside an `async` closure, while the shell's loop stays synchronous on the main thread
/// (libedit and Ctrl-C need it) and keeps one child across many commands.
public final class ChildProcess {
  /// The process id.
  public let pid: pid_t
  private var input: Int32
  private var output: Int32
  private var buffer: [UInt8] = []
  /// Where the next line starts in `buffer`: lines already returned stay until the next
  /// read, so that returning one never moves the rest.
  private var start = 0
  /// What each `read` fills, as large as a pipe's buffer; kept, not made for each read.
  private var chunk = [UInt8](repeating: 0, count: 65536)
  private var reachedEnd = false
  private var exitStatus: Int32?

  /// The longest line accepted from the child, so that a runaway child cannot exhaust
  /// memory.
  public static let maximumLineLength = 64 << 20

  /// Starts `path` with `arguments` (after the program name) and `environment`.
  public init(path: String, arguments: [String] = [], environment: [String: String])
    throws(ChildProcessError)
  {
    // A child that dies while we write must fail the write, not kill the host.
    signal(SIGPIPE, SIG_IGN)
    var toChild: [Int32] = [0, 0]
    var fromChild: [Int32] = [0, 0]
    guard pipe(&toChild) == 0 else { throw .cannotStart(String(cString: strerror(errno))) }
    guard pipe(&fromChild) == 0 else {
      close(toChild[0])
      close(toChild[1])
      throw .cannotStart(String(cString: strerror(errno)))
    }
    for descriptor in toChild + fromChild { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, toChild[0], STDIN_FILENO)
    posix_spawn_file_actions_adddup2(&actions, fromChild[1], STDOUT_FILENO)
    Self.closeInheritedDescriptors(&actions)

    let argv = ([path] + arguments).map { strdup($0) }
    let envp = environment.map { strdup("\($0.key)=\($0.value)") }
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
    posix_spawnattr_setpgroup(&attributes, 0)
    // What the child leaves behind when it ends (a `setsid` grandchild) comes to the host,
    // which ends it when the child is stopped.
    PluginDescendants.adoptOrphans()
    var child: pid_t = 0
    var spawned: Int32 = 0
    // "Text file busy": a process is writing the plugin's file at this moment (it is being
    // installed or updated), or a child forked elsewhere holds it open until its exec. Both
    // last moments: try again a few times, as a shell would be run again by hand.
    for attempt in 0..<6 {
      spawned = (argv + [nil]).withUnsafeBufferPointer { argvBuffer in
        (envp + [nil]).withUnsafeBufferPointer { envpBuffer -> Int32 in
          guard let argvBase = argvBuffer.baseAddress, let envpBase = envpBuffer.baseAddress
          else { return EINVAL }
          return posix_spawn(&child, path, &actions, &attributes, argvBase, envpBase)
        }
      }
      guard spawned == ETXTBSY else { break }
      usleep(useconds_t(10_000 << attempt))
    }
    close(toChild[0])
    close(fromChild[1])
    guard spawned == 0 else {
      close(toChild[1])
      close(fromChild[0])
      throw .cannotStart(String(cString: strerror(spawned)))
    }
    pid = child
    RunningChildren.add(child)
    PluginDescendants.add(plugin: child)
    input = toChild[1]
    output = fromChild[0]
    // A child that stops reading must not block the host in write(): writes wait in poll,
    // with a deadline, instead. Only the host's end is non-blocking; the child's is its own.
    _ = fcntl(input, F_SETFL, fcntl(input, F_GETFL) | O_NONBLOCK)
  }

  deinit { stop() }

  /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), which Swift's
  /// Glibc module does not declare.
  private typealias CloseFrom =
    @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
  nonisolated(unsafe) private static let closeFrom: CloseFrom? = {
    guard
      let symbol = dlsym(
        UnsafeMutableRawPointer(bitPattern: 0),
        "posix_spawn_file_actions_addclosefrom_np")
    else { return nil }
    return unsafeBitCast(symbol, to: CloseFrom.self)
  }()

  /// Has the child close every descriptor above standard error: the host's files, its
  /// database and pipes that libraries opened without close-on-exec are not the plugin's
  /// (a byte written into the wrong pipe could end the session, or write the ledger).
  private static func closeInheritedDescriptors(_ actions: inout posix_spawn_file_actions_t) {
    if let closeFrom, closeFrom(&actions, 3) == 0 { return }
    // Older C libraries: each descriptor open now that would survive the exec.
    let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
    for descriptor in open.compactMap(Int32.init) where descriptor > 2 {
      let flags = fcntl(descriptor, F_GETFD)
      if flags >= 0, flags & FD_CLOEXEC == 0 {
        posix_spawn_file_actions_addclose(&actions, descriptor)
      }
    }
  }

  /// Writes `line` and a newline; throws `.exited` when the child has gone, `.timedOut`
  /// when it has not taken the whole line within `timeout` seconds (however slowly it
  /// reads), and `.interrupted` as soon as `interrupted` answers true (asked every 50 ms
  /// while the child's input is full).
  public func writeLine(
    _ line: String, timeout: Double = 10, interrupted: () -> Bool = { false }
  ) throws(ChildProcessError) {
    guard input >= 0 else { throw .exited(status: exitStatus) }
    var bytes = Array(line.utf8)
    bytes.append(0x0A)
    var offset = 0
    var deadline: Date?
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
      if written > 0 {
        offset += written
        continue
      }
      if written < 0, errno != EINTR, errno != EAGAIN, errno != EWOULDBLOCK {
        throw .exited(status: reap())
      }
      // The pipe is full: wait for the child to read, up to one deadline for the line.
      let due = deadline ?? Date().addingTimeInterval(timeout)
      deadline = due
      let remaining = due.timeIntervalSinceNow
      guard remaining > 0 else { throw .timedOut }
      if interrupted() { throw .interrupted }
      var descriptor = pollfd(fd: input, events: Int16(POLLOUT), revents: 0)
      if poll(&descriptor, 1, Int32(min(remaining * 1000, 50).rounded(.up))) < 0, errno != EINTR {
        throw .exited(status: reap())
      }
    }
  }

  /// The next line the child writes, without its newline; throws `.timedOut` when none
  /// comes within `timeout` seconds, `.exited` when the child closed its output, and
  /// `.interrupted` as soon as `interrupted` answers true (it is asked every 50 ms).
  public func readLine(timeout: Double, interrupted: () -> Bool = { false })
    throws(ChildProcessError) -> [UInt8]
  {
    var deadline: Date?
    var searched = start
    while true {
      if let newline = buffer[searched...].firstIndex(of: 0x0A) {
        let end = newline > start && buffer[newline - 1] == 0x0D ? newline - 1 : newline
        let line = Array(buffer[start..<end])
        start = newline + 1
        if start == buffer.count {
          buffer.removeAll(keepingCapacity: true)
          start = 0
        }
        return line
      }
      searched = buffer.count
      guard buffer.count - start <= Self.maximumLineLength else { throw .lineTooLong }
      if reachedEnd { throw .exited(status: reap(wait: 1)) }
      // The clock is read only when a line is not there yet.
      let due = deadline ?? Date().addingTimeInterval(timeout)
      deadline = due
      let remaining = due.timeIntervalSinceNow
      guard remaining > 0 else { throw .timedOut }
      if interrupted() { throw .interrupted }
      var descriptor = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
      let ready = poll(&descriptor, 1, Int32(min(remaining * 1000, 50).rounded(.up)))
      if ready < 0 {
        // A signal (a resize, say) is not a reason to give up on the child.
        if errno == EINTR { continue }
        throw .exited(status: reap())
      }
      guard ready > 0 else { continue }
      if start > 0 {
        buffer.removeSubrange(..<start)
        searched -= start
        start = 0
      }
      let count = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
      if count > 0 { buffer.append(contentsOf: chunk[..<count]) }
      if count < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        reachedEnd = true
      } else if count == 0 {
        reachedEnd = true
      }
    }
  }

  /// Whether the child is still running.
  public var isRunning: Bool { reap() == nil }

  /// Ends the child, its process group and what it left behind (on Linux, descendants in a
  /// session of their own too); safe to call more than once.
  ///
  /// Closes its input first (a well-behaved child exits on end of input), then sends
  /// SIGTERM and, if need be, SIGKILL.
  public func stop() {
    defer { PluginDescendants.endOrphans() }
    if input >= 0 {
      close(input)
      input = -1
    }
    defer {
      if output >= 0 {
        close(output)
        output = -1
      }
    }
    for (signalNumber, wait) in [(Int32(0), 0.2), (SIGTERM, 0.3), (SIGKILL, 1.0)] {
      if signalNumber != 0, RunningChildren.contains(pid) {
        kill(-pid, signalNumber)
        kill(pid, signalNumber)
      }
      if reap(wait: wait) != nil { return }
    }
  }

  /// The child's exit status (128 + N when signal N killed it) if it has ended, waiting
  /// up to `wait` seconds for it.
  @discardableResult
  private func reap(wait: Double = 0) -> Int32? {
    if let exitStatus { return exitStatus }
    let deadline = Date().addingTimeInterval(wait)
    while true {
      if let code = RunningChildren.reap(pid) {
        exitStatus = code
        // Whatever it started goes with it.
        kill(-pid, SIGKILL)
        return code
      }
      guard Date() < deadline else { return nil }
      usleep(1_000)
    }
  }
}
