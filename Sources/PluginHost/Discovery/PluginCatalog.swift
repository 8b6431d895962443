import Foundation
import LedgerShell

/// What the session knows of every plugin it found, for `plugin list`, `plugin add` and
/// `plugin remove`.
public final class PluginCatalog: @unchecked Sendable {
  /// One plugin as `plugin list` shows it.
  struct Entry {
    var name: String
    var path: String
    var version: String
    /// The commands it brings to this session.
    var commands: [String]
    /// Those commands' aliases.
    var aliases: [String] = []
    /// Why it, or some of its commands, cannot be used.
    var problems: [String]
    /// Its process, when its commands were registered.
    var connection: PluginConnection?
  }

  /// Whether external plugins were loaded (false with `--no-plugins`).
  public let isEnabled: Bool
  /// The process environment, for the plugin folder and for `plugin add`.
  let variables: [String: String]
  /// The host's version, sent in `hello`.
  let hostVersion: String
  private let lock = NSLock()
  private var entries: [Entry] = []

  init(isEnabled: Bool, variables: [String: String], hostVersion: String) {
    self.isEnabled = isEnabled
    self.variables = variables
    self.hostVersion = hostVersion
  }

  /// The plugins found, by name.
  var all: [Entry] { lock.withLock { entries } }

  /// Records a plugin.
  func add(_ entry: Entry) {
    lock.withLock { entries.append(entry) }
  }

  /// Stops every plugin process the session started.
  public func stopAll() {
    for entry in all { entry.connection?.stop() }
  }
}
