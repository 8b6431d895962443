import FilePaths
import Foundation
import LedgerCore
import LedgerStore
import TextOutput

/// Where `export --to PATH` (or `attachment save --to PATH`) writes, decided before the
/// first byte.
///
/// A symbolic link is followed: the file it points to is replaced and the link stays. A
/// regular file (or a new one) is replaced in one step from a private partial file
/// (mode 0600 from its creation), so a failed export leaves the old file whole. A FIFO or
/// a character device (a terminal, `/dev/null`) is written through, never replaced. A
/// folder, a block device or a socket is refused.
public enum ExportTarget: Equatable, Sendable {
  /// A regular file at this path (after links), created or replaced whole.
  case file(String)
  /// A FIFO or character device at this path (after links), written in place.
  case stream(String)

  /// Decides where an export to `path` goes; throws `StoreError(.invalid)` for a
  /// destination that cannot take one, naming `command` as the writer.
  public static func resolve(_ path: String, command: String = "export --to") throws
    -> ExportTarget
  {
    let resolved = try FileKind.followingLinks(path)
    var info = stat()
    guard stat(resolved, &info) == 0 else {
      // `out/` names a folder, not a file to create (rename(2) would say "Not a directory").
      if resolved.hasSuffix("/") {
        throw StoreError(
          .invalid,
          "'\(path)' names a folder, which does not exist; \(command) writes a file: "
            + "give the file's name, in a folder that exists")
      }
      return .file(resolved)
    }
    switch FileKind(mode: info.st_mode) {
    case .regular: return .file(resolved)
    case .fifo, .characterDevice: return .stream(resolved)
    case let kind:
      throw StoreError(
        .invalid,
        "'\(path)' is \(kind.phrase); \(command) writes a file, a FIFO or a character device")
    }
  }

  /// Opens the destination and runs `body` on a stream onto it, then completes it:
  /// a file is synced and renamed over the old one; on any error nothing is replaced.
  public func write(
    path: String, _ body: (inout DescriptorOutputStream) throws -> Void
  ) throws {
    switch self {
    case .stream(let target):
      let descriptor = open(target, O_WRONLY | O_NOCTTY | O_CLOEXEC)
      guard descriptor >= 0 else { throw OutputWriteError(code: errno, path: path) }
      defer { close(descriptor) }
      var output = DescriptorOutputStream(descriptor: descriptor, path: path)
      try body(&output)
      try output.flush()
    case .file(let target):
      let folder = PathText.folder(of: target)
      let name = (target as NSString).lastPathComponent
      let partial = (folder.isEmpty ? "" : folder + "/") + ".\(name).partial"
      unlink(partial)
      let descriptor = open(partial, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
      guard descriptor >= 0 else {
        throw OutputWriteError(code: errno, path: path, creating: true)
      }
      do {
        defer { close(descriptor) }
        // Exactly 0600 whatever the umask: an export holds the whole ledger.
        fchmod(descriptor, 0o600)
        var output = DescriptorOutputStream(descriptor: descriptor, path: path)
        try body(&output)
        try output.flush()
        guard fsync(descriptor) == 0 else { throw OutputWriteError(code: errno, path: path) }
      } catch {
        unlink(partial)
        throw error
      }
      // rename(2) replaces the old file in one step.
      guard rename(partial, target) == 0 else {
        let code = errno
        unlink(partial)
        throw OutputWriteError(code: code, path: path)
      }
    }
  }
}
