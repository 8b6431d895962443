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
  /// When it was put in its folder: the status-change time of the folder's entry itself
  /// (a link, when linked), which a new copy or link sets and running it does not.
  ///
  /// Of two plugins that want the same command name, the one installed first keeps it.
  var installed: Double

  /// Every plugin in `folders`, the first of each name winning, sorted by name.
  ///
  /// Runs at every start: folders are read with readdir, only names starting with
  /// `ledgersh-` become strings, and a folder reached twice (`/bin` linked to `/usr/bin`)
  /// is read once.
  static func discover(in folders: [String]) -> [PluginFile] {
    var found: [String: PluginFile] = [:]
    var seen: Set<String> = []
    let prefix = Array(PluginPaths.prefix.utf8)
    for folder in folders {
      guard let real = realpath(folder, nil) else { continue }
      let resolved = String(cString: real)
      free(real)
      guard seen.insert(resolved).inserted, let directory = opendir(folder) else { continue }
      defer { closedir(directory) }
      var names: [String] = []
      while let entry = readdir(directory) {
        // The name is read in place, up to its NUL: a dirent is only as long as its name
        // needs, and copying the whole 256-byte d_name field could read past the end of
        // the directory buffer (a crash seen when the last entry sat at a page's end).
        guard let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name) else { continue }
        let name = UnsafeRawPointer(entry).advanced(by: offset)
          .assumingMemoryBound(to: CChar.self)
        let length = strlen(name)
        let isPlugin =
          length > prefix.count
          && prefix.indices.allSatisfy { UInt8(bitPattern: name[$0]) == prefix[$0] }
        guard isPlugin else { continue }
        names.append(String(cString: name))
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

  /// `files` in the order they claim command names: the first installed first, then by
  /// name.
  static func inInstallOrder(_ files: [PluginFile]) -> [PluginFile] {
    files.sorted { ($0.installed, $0.name) < ($1.installed, $1.name) }
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
    var entry = stat()
    if lstat(path, &entry) != 0 { entry = info }
    #if canImport(Darwin)
      modified =
        Double(info.st_mtimespec.tv_sec) + Double(info.st_mtimespec.tv_nsec) / 1e9
      installed =
        Double(entry.st_ctimespec.tv_sec) + Double(entry.st_ctimespec.tv_nsec) / 1e9
    #else
      modified = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
      installed = Double(entry.st_ctim.tv_sec) + Double(entry.st_ctim.tv_nsec) / 1e9
    #endif
  }
}
