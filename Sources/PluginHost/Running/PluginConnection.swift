import Foundation
import LedgerShell

/// One external plugin's process, started on first use and kept for the session: the
/// host's side of protocol 1.
///
/// Every failure (cannot start, exited, timed out, bad JSON, broken protocol) is a
/// `ShellError` naming the plugin; the process is then stopped, so the next use starts it
/// afresh.
public final class PluginConnection: @unchecked Sendable {
  /// The plugin's name, as in `ledgersh-NAME`.
  public let name: String
  /// The executable.
  public let path: String
  /// The host's version, sent in `hello`.
  public let hostVersion: String
  private let environment: [String: String]
  private let lock = NSLock()
  private var process: ChildProcess?
  private var nextID: Int64 = 1
  private var isBusy = false
  private var wroteInvalidText = false

  /// A connection to the plugin at `path`; nothing starts until it is needed.
  public init(name: String, path: String, hostVersion: String, environment: [String: String]) {
    self.name = name
    self.path = path
    self.hostVersion = hostVersion
    self.environment = environment
  }

  deinit { process?.stop() }

  /// Whether its process is running now.
  public var isRunning: Bool {
    lock.withLock { process?.isRunning ?? false }
  }

  /// Stops the process, if any.
  public func stop() {
    lock.withLock {
      process?.stop()
      process = nil
    }
  }

  /// Starts the plugin (if it is not running) and asks for its commands.
  public func describe(timeout: Double) throws(ShellError) -> (
    version: String, commands: [FieldValue]
  ) {
    let version = try start(timeout: timeout, doing: "starting")
    try send(.describe, timeout: timeout, doing: "describing its commands")
    switch try receive(timeout: timeout, doing: "describing its commands") {
    case .commands(let specs): return (version, specs)
    default:
      throw fail("broke the protocol: it answered 'describe' without {\"commands\":[…]}")
    }
  }

  /// Runs one command of the plugin; `conversation` handles the messages that follow the
  /// `run` (calls, then the result or error).
  func converse<T>(
    timeout: Double, doing activity: String, _ conversation: (Int64) throws(ShellError) -> T
  ) throws(ShellError) -> T {
    let busy = lock.withLock {
      defer { isBusy = true }
      return isBusy
    }
    guard !busy else {
      throw .failure(
        "plugin '\(name)' is already running a command: a plugin cannot call its own commands")
    }
    defer { lock.withLock { isBusy = false } }
    // What the command started and left behind ends with it (a detached `sleep`).
    defer { PluginDescendants.endOrphans() }
    _ = try start(timeout: timeout, doing: "starting")
    let id = lock.withLock {
      defer { nextID += 1 }
      return nextID
    }
    return try conversation(id)
  }

  /// Writes one message to the running plugin, which must take it within `timeout`
  /// seconds: a plugin that stops reading fails its command instead of blocking the host.
  func send(
    _ message: HostMessage, timeout: Double, doing activity: String,
    interrupted: () -> Bool = { false }
  ) throws(ShellError) {
    guard let process = lock.withLock({ process }) else {
      throw fail("is not running", activity: activity)
    }
    do {
      try process.writeLine(message.line, timeout: timeout) {
        TerminationSignals.isEnding || interrupted()
      }
    } catch .timedOut {
      throw fail("did not read what was sent within \(Self.seconds(timeout))", activity: activity)
    } catch {
      throw fail(explain(error, timeout: timeout), activity: activity)
    }
  }

  /// Reads the plugin's next message.
  func receive(
    timeout: Double, doing activity: String, interrupted: () -> Bool = { false }
  ) throws(ShellError) -> PluginMessage {
    guard let process = lock.withLock({ process }) else {
      throw fail("is not running", activity: activity)
    }
    let line: [UInt8]
    do {
      // A signal ending the host ends the wait too, so that the command unwinds (its
      // transaction rolled back) and the clean-up can close the ledger.
      line = try process.readLine(timeout: timeout) {
        TerminationSignals.isEnding || interrupted()
      }
    } catch {
      throw fail(explain(error, timeout: timeout), activity: activity)
    }
    // Bytes that are not UTF-8 are kept as U+FFFD (the decoder's replacement), and the
    // runner says so, naming the plugin.
    if !line.allSatisfy({ $0 < 0x80 }), String(validating: line, as: UTF8.self) == nil {
      lock.withLock { wroteInvalidText = true }
    }
    do {
      return try PluginMessage.decode(line)
    } catch {
      throw fail(error.message, activity: activity)
    }
  }

  /// Whether the plugin wrote bytes that are not UTF-8 since the last time this was asked.
  public func takeInvalidText() -> Bool {
    lock.withLock {
      defer { wroteInvalidText = false }
      return wroteInvalidText
    }
  }

  /// An error naming the plugin and what it was doing; the process is stopped, as its
  /// state is unknown.
  ///
  /// While a signal ends the host, the failure is the clean-up stopping the plugin: the
  /// error unwinds the command (waiting here, inside its transaction, kept the clean-up
  /// from closing the ledger, for good), and the shell waits for the end before it would
  /// report it or run the next command.
  func fail(_ what: String, activity: String? = nil) -> ShellError {
    stop()
    var message = "plugin '\(name)' \(what)"
    if let activity { message += " while \(activity)" }
    var hint: String? = "see 'man ledgersh-plugin'; 'ledgersh --no-plugins' starts without plugins"
    if what.hasPrefix("did not answer") || what.hasPrefix("did not read") {
      hint = "give it longer with 'set plugin-timeout SECONDS'"
    } else if what == "was interrupted" {
      hint = nil
    }
    return .failure(message, hint: hint)
  }

  private func explain(_ error: ChildProcessError, timeout: Double) -> String {
    switch error {
    case .cannotStart(let reason): return "cannot be started (\(reason)): \(path)"
    case .exited(let status?): return "exited with status \(status)"
    case .exited(nil): return "closed its output"
    case .timedOut: return "did not answer within \(Self.seconds(timeout))"
    case .interrupted: return "was interrupted"
    case .lineTooLong: return "wrote a line longer than \(ChildProcess.maximumLineLength) bytes"
    }
  }

  static func seconds(_ value: Double) -> String {
    value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
  }

  /// Starts the process and says hello, unless it is running; returns the plugin's version.
  @discardableResult
  private func start(timeout: Double, doing activity: String) throws(ShellError) -> String {
    if lock.withLock({ process?.isRunning ?? false }) { return "" }
    stop()
    guard FileManager.default.isExecutableFile(atPath: path) else {
      throw fail("is missing or not executable: \(path)")
    }
    var variables = environment
    variables["LEDGERSH_PLUGIN_PROTOCOL"] = String(HostMessage.protocolVersion)
    let child: ChildProcess
    do {
      child = try ChildProcess(path: path, environment: variables)
    } catch {
      throw fail(explain(error, timeout: timeout))
    }
    lock.withLock { process = child }
    try send(.hello(ledgersh: hostVersion), timeout: timeout, doing: "saying hello")
    switch try receive(timeout: timeout, doing: "saying hello") {
    case .hello(let version, _, let pluginVersion):
      guard version == HostMessage.protocolVersion else {
        throw fail(
          "speaks protocol \(version), and this ledgersh speaks protocol "
            + "\(HostMessage.protocolVersion) only")
      }
      return pluginVersion
    default:
      throw fail("broke the protocol: its first line must answer 'hello'")
    }
  }
}
