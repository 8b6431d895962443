import FilePaths
import Foundation

/// The file that remembers each ledger's last current account and project between
/// interactive sessions: one JSON object keyed by the ledger's absolute path, mode 0600.
public struct SessionContextFile: Sendable {
  /// What is remembered for one ledger.
  struct Entry: Codable, Equatable, Sendable {
    var accountID: Int64?
    var accountName: String?
    var projectID: Int64?
    var projectName: String?
  }

  /// The file's path, such as `~/.local/state/ledgersh/context.json`.
  public let path: String
  /// The ledger's absolute path, the key of its entry.
  public let ledgerPath: String

  /// Creates a handle on the file for one ledger.
  public init(path: String, ledgerPath: String) {
    self.path = path
    self.ledgerPath = URL(fileURLWithPath: ledgerPath).standardizedFileURL.path
  }

  /// The file for `ledgerPath` under `$XDG_STATE_HOME/ledgersh/` (else
  /// `~/.local/state/ledgersh/`).
  public static func standard(environment: [String: String], ledgerPath: String)
    -> SessionContextFile
  {
    let state =
      environment["XDG_STATE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
      ?? ((environment["HOME"] ?? NSHomeDirectory()) + "/.local/state")
    return SessionContextFile(path: state + "/ledgersh/context.json", ledgerPath: ledgerPath)
  }

  private func all() -> [String: Entry] {
    guard StateFile.isKept(path), let data = FileManager.default.contents(atPath: path),
      let entries = try? JSONDecoder().decode([String: Entry].self, from: data)
    else { return [:] }
    return entries
  }

  /// The remembered context of this ledger, if any.
  func load() -> Entry? { all()[ledgerPath] }

  /// Remembers this ledger's context (best effort: a state file is a convenience).
  ///
  /// A path leading to no regular file (linked to /dev/null) is left alone; through a
  /// symbolic link, the file it leads to is replaced and the link stays (`StateFile`).
  func save(_ entry: Entry) {
    guard StateFile.isKept(path) else { return }
    var entries = all()
    guard entries[ledgerPath] != entry else { return }
    entries[ledgerPath] = entry
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
    guard let data = try? encoder.encode(entries) else { return }
    let folder = PathText.folder(of: path)
    try? FileManager.default.createDirectory(
      atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    let target = StateFile.target(of: path)
    let temporary = target + ".tmp"
    guard
      FileManager.default.createFile(
        atPath: temporary, contents: data, attributes: [.posixPermissions: 0o600])
    else { return }
    _ = rename(temporary, target)
  }
}
