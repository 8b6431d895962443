import FilePaths
import Foundation
import LedgerShell

/// What `describe` answered for each plugin executable, keyed by its path, size and
/// modification time, so that start-up runs only new or changed plugins.
struct PluginSignatureCache: Codable {
  /// One executable's answer.
  struct Entry: Codable, Equatable {
    var path: String
    var size: Int64
    var modified: Double
    /// The version its `hello` gave.
    var version: String
    /// Its commands, or nil when describing it failed.
    var commands: [CommandSignature]?
    /// Why describing it failed.
    var failure: String?
  }

  /// The entries by path.
  var entries: [String: Entry] = [:]

  /// Reads the cache at `path`; a missing or unreadable file is an empty cache.
  static func load(_ path: String) -> PluginSignatureCache {
    guard let data = FileManager.default.contents(atPath: path),
      let cache = try? JSONDecoder().decode(PluginSignatureCache.self, from: data)
    else { return PluginSignatureCache() }
    return cache
  }

  /// Writes the cache to `path`, creating its folder; a failure only costs speed.
  func save(_ path: String) {
    let folder = PathText.folder(of: path)
    try? FileManager.default.createDirectory(
      atPath: folder, withIntermediateDirectories: true, attributes: nil)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let data = try? encoder.encode(self) else { return }
    try? data.write(to: URL(fileURLWithPath: path), options: .atomic)
  }

  /// The entry for `file` if it still matches the executable's size and time.
  func entry(for file: PluginFile) -> Entry? {
    guard let entry = entries[file.path], entry.size == file.size,
      entry.modified == file.modified
    else { return nil }
    return entry
  }
}
