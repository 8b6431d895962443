import FilePaths

extension FileKind {
  /// The path a chain of symbolic links at `path` ends at (the path itself when it is no
  /// link); a link to nothing gives the path a new file would be created at.
  public static func followingLinks(_ path: String) throws -> String {
    try ExportTarget.followingLinks(path)
  }
}
