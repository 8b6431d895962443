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
}
