import Foundation

/// An executable named `ledgersh-NAME` found in a plugin folder or on PATH.
struct PluginFile: Equatable {
  /// The plugin's name.
  var name: String
  /// Its path (as found, not resolved, so that a link keeps its place).
  var path: String
  /// Its size in bytes, for the signature cache.
  var size: Int64
  /// Its modification time, for the signature cache.
  var modified: Double

  /// Every plugin in `folders`, the first of each name winning, sorted by name.
  static func discover(in folders: [String]) -> [PluginFile] {
    var found: [String: PluginFile] = [:]
    for folder in folders {
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
        continue
      }
      for fileName in names.sorted() {
        guard let name = PluginPaths.pluginName(fileName: fileName), found[name] == nil else {
          continue
        }
        let path = (folder as NSString).appendingPathComponent(fileName)
        if let file = PluginFile(name: name, path: path) { found[name] = file }
      }
    }
    return found.values.sorted { $0.name < $1.name }
  }

  /// The plugin at `path`, or nil when it is not an executable file.
  init?(name: String, path: String) {
    var info = stat()
    guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
      access(path, X_OK) == 0
    else { return nil }
    self.name = name
    self.path = path
    size = Int64(info.st_size)
    #if canImport(Darwin)
      modified =
        Double(info.st_mtimespec.tv_sec) + Double(info.st_mtimespec.tv_nsec) / 1e9
    #else
      modified = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
    #endif
  }
}
