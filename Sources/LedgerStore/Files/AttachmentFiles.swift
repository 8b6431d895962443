import FilePaths
import Foundation
import LedgerCore
import LedgerStore

/// Copies files into `<data folder>/attachments/<sha256>.<ext>`: one copy for every store,
/// the embedded ledger and the team ledger alike.
public enum AttachmentFiles {
  /// What `store(path:in:)` found out about the file.
  public struct StoredFile: Sendable {
    public var sha256: String
    public var fileExtension: String
    public var kind: AttachmentKind
    public var originalName: String
    public var byteCount: Int64
    /// The picture's size, when its header tells (PNG, JPEG, WebP).
    public var size: ImageHeader?
  }

  /// How many leading bytes are kept to read a picture's size: a JPEG's frame header can
  /// follow a long EXIF segment.
  static let headerPrefix = 256 * 1024

  /// The limit as users read it: "25 MiB" (binary units, as the limit is counted).
  package static var limitText: String {
    "\(AttachmentKind.largestByteCount / (1024 * 1024)) MiB"
  }

  static func tooLarge(_ name: String, byteCount: Int64) -> StoreError {
    let megabytes = Double(byteCount) / Double(1024 * 1024)
    let shown = (megabytes * 10).rounded(.up) / 10
    return StoreError(
      .invalid,
      "cannot attach '\(name)': it is \(shown) MiB, and files over \(limitText) cannot be attached")
  }

  /// Hashes the file and copies it into the data folder (once per content).
  public static func store(path: String, in dataDirectory: String?) throws -> StoredFile {
    let url = URL(fileURLWithPath: path)
    let fileExtension = url.pathExtension.lowercased()
    guard let kind = AttachmentKind(fileExtension: fileExtension) else {
      let accepted = AttachmentKind.acceptedExtensions.joined(separator: ", ")
      throw StoreError(
        .invalid,
        "cannot attach '\(url.lastPathComponent)': only \(accepted) files can be attached")
    }
    // Shown on terminals and offered as the name to save a copy under: kept bare.
    let name = AttachmentName.bare(url.lastPathComponent)
    // O_NONBLOCK: opening a FIFO must not wait for a writer; it is refused just below.
    let input = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard input >= 0 else {
      throw StoreError(.notFound, "cannot read '\(path)': \(String(cString: strerror(errno)))")
    }
    defer { close(input) }
    var info = stat()
    guard fstat(input, &info) == 0 else {
      throw StoreError(.unavailable, "cannot read '\(path)': \(String(cString: strerror(errno)))")
    }
    let fileKind = FileKind(mode: info.st_mode)
    guard fileKind == .regular else {
      throw StoreError(
        .invalid,
        "cannot attach '\(name)': it is \(fileKind.phrase); only regular files can be attached")
    }
    // The size the file says, checked before a byte is copied; the copy below stops past
    // the limit too, in case the file grows meanwhile.
    if Int64(info.st_size) > AttachmentKind.largestByteCount {
      throw tooLarge(name, byteCount: Int64(info.st_size))
    }
    guard let dataDirectory else {
      throw StoreError(.unavailable, "this ledger has no data folder to keep attachments in")
    }
    let folder = URL(fileURLWithPath: dataDirectory).appendingPathComponent("attachments")
    do {
      try FileManager.default.createDirectory(
        at: folder, withIntermediateDirectories: true,
        attributes: [.posixPermissions: 0o700])
    } catch {
      throw StoreError(
        .unavailable, "cannot create \(folder.path): \(error.localizedDescription)")
    }
    let copy = try PrivateCopy(of: input, named: name, into: folder.path)
    let sha256 = copy.sha256
    let byteCount = copy.byteCount
    let prefix = copy.prefix
    let target = folder.appendingPathComponent("\(sha256).\(fileExtension)")
    // Once per content: a second copy of the same file is dropped.
    if FileManager.default.fileExists(atPath: target.path) {
      copy.discard()
    } else {
      try copy.keep(as: target.path)
    }
    return StoredFile(
      sha256: sha256, fileExtension: fileExtension, kind: kind,
      originalName: name, byteCount: byteCount,
      size: kind == .image ? ImageHeader(bytes: prefix) : nil)
  }
}
