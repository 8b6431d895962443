import FilePaths
import Foundation
import TextOutput

extension FileKind {
  /// The path a chain of symbolic links at `path` ends at (the path itself when it is
  /// no link); a link to nothing gives the path a new file would be created at.
  public static func followingLinks(_ path: String) throws -> String {
    var current = path
    for _ in 0..<40 {
      var info = stat()
      guard lstat(current, &info) == 0, FileKind(mode: info.st_mode) == .symbolicLink else {
        return current
      }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink(current, &buffer, buffer.count - 1)
      guard count > 0 else { throw OutputWriteError(code: errno, path: path) }
      let target = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      let folder = PathText.folder(of: current)
      let next = target.hasPrefix("/") || folder.isEmpty ? target : folder + "/" + target
      // /dev/stdout is /proc/self/fd/1, whose "target" names a pipe (`pipe:[123]`), not a
      // path: when the link leads somewhere only the kernel can follow, open the link.
      if lstat(next, &info) != 0, stat(current, &info) == 0 { return current }
      current = next
    }
    throw StoreError(.invalid, "'\(path)': too many levels of symbolic links")
  }
}
