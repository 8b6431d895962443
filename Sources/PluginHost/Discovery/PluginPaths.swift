import Foundation

/// Where external plugins are looked for and where their signatures are cached.
public enum PluginPaths {
  /// The prefix of every plugin's file name: `ledgersh-NAME`.
  public static let prefix = "ledgersh-"

  /// `$XDG_DATA_HOME/ledgersh/plugins`, else `~/.local/share/ledgersh/plugins`.
  public static func folder(_ variables: [String: String]) -> String {
    base("XDG_DATA_HOME", fallback: ".local/share", variables) + "/ledgersh/plugins"
  }

  /// `$XDG_CACHE_HOME/ledgersh/plugins.json`, else `~/.cache/ledgersh/plugins.json`.
  public static func cacheFile(_ variables: [String: String]) -> String {
    base("XDG_CACHE_HOME", fallback: ".cache", variables) + "/ledgersh/plugins.json"
  }

  /// The folders searched, in order: the plugins folder, then each folder of `PATH`.
  public static func searchFolders(_ variables: [String: String]) -> [String] {
    var folders = [folder(variables)]
    for entry in (variables["PATH"] ?? "").split(separator: ":") where !entry.isEmpty {
      let path = String(entry)
      if !folders.contains(path) { folders.append(path) }
    }
    return folders
  }

  /// The plugin name in a file name, such as `vendors` in `ledgersh-vendors`, or nil when
  /// the name is not a plugin's.
  public static func pluginName(fileName: String) -> String? {
    guard fileName.hasPrefix(prefix) else { return nil }
    let name = fileName.dropFirst(prefix.count)
    let allowed = name.unicodeScalars.allSatisfy { scalar in
      ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-"
        || scalar == "_"
    }
    return name.isEmpty || !allowed ? nil : String(name)
  }

  private static func base(_ key: String, fallback: String, _ variables: [String: String])
    -> String
  {
    if let value = variables[key], value.hasPrefix("/") { return value }
    let home = variables["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
    return (home as NSString).appendingPathComponent(fallback)
  }
}
