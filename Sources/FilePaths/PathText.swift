import Foundation

/// Paths taken apart as text, without touching the disk.
public enum PathText {
  /// The folder part of `path`, as `NSString.deletingLastPathComponent` gives it:
  /// `a/b` → `a`, `/a` → `/`, `a` → `` (the current folder), `a/b/` → `a`.
  ///
  /// Use it instead of `deletingLastPathComponent`, which in swift-corelibs-foundation
  /// traps on a path of one character (`x`, `.`) and on `a/`: `--db x` or `export --to 1`
  /// crashed ledgersh.
  public static func folder(of path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return "" }
    var folder = trimmed[..<slash]
    while folder.hasSuffix("/") { folder = folder.dropLast() }
    return folder.isEmpty ? "/" : String(folder)
  }

  /// `path` with a leading `~` or `~/` read as `$HOME`, as shells read it; `~user` as
  /// that user's home folder.
  ///
  /// Use it instead of `expandingTildeInPath`, which in swift-corelibs-foundation reads
  /// the password database, not `$HOME`: `--to ~/x.png` with HOME=/tmp/h wrote /root/x.png.
  public static func expandingTilde(
    _ path: String, home: String? = ProcessInfo.processInfo.environment["HOME"]
  ) -> String {
    guard path.hasPrefix("~") else { return path }
    if path == "~" || path.hasPrefix("~/"), let home, !home.isEmpty {
      return home + path.dropFirst()
    }
    return (path as NSString).expandingTildeInPath
  }
}
