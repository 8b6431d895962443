import Foundation
import LedgerCore
import LedgerStore

/// Copies files into `<data folder>/attachments/<sha256>.<ext>`.
enum AttachmentFiles {
  /// What `store(path:in:)` found out about the file.
  struct StoredFile {
    var sha256: String
    var fileExtension: String
    var kind: AttachmentKind
    var originalName: String
    var byteCount: Int64
  }

  /// Hashes the file and copies it into the data folder (once per content).
  static func store(path: String, in dataDirectory: String?) throws -> StoredFile {
    let url = URL(fileURLWithPath: path)
    let fileExtension = url.pathExtension.lowercased()
    guard let kind = AttachmentKind(fileExtension: fileExtension) else {
      let accepted = AttachmentKind.acceptedExtensions.joined(separator: ", ")
      throw StoreError(
        .invalid,
        "cannot attach '\(url.lastPathComponent)': only \(accepted) files can be attached")
    }
    guard let dataDirectory else {
      throw StoreError(.unavailable, "this ledger has no data folder to keep attachments in")
    }
    guard let input = FileHandle(forReadingAtPath: path) else {
      throw StoreError(.notFound, "cannot read '\(path)': no such file or permission denied")
    }
    defer { try? input.close() }
    var hasher = SHA256()
    var byteCount: Int64 = 0
    do {
      while let chunk = try input.read(upToCount: 1 << 16), !chunk.isEmpty {
        hasher.update(chunk)
        byteCount += Int64(chunk.count)
      }
    } catch {
      throw StoreError(.unavailable, "cannot read '\(path)': \(error.localizedDescription)")
    }
    let sha256 = hasher.finalizeHex()
    let folder = URL(fileURLWithPath: dataDirectory).appendingPathComponent("attachments")
    let target = folder.appendingPathComponent("\(sha256).\(fileExtension)")
    do {
      try FileManager.default.createDirectory(
        at: folder, withIntermediateDirectories: true,
        attributes: [.posixPermissions: 0o700])
      if !FileManager.default.fileExists(atPath: target.path) {
        let partial = folder.appendingPathComponent(".\(sha256).partial")
        try? FileManager.default.removeItem(at: partial)
        try FileManager.default.copyItem(at: url, to: partial)
        try FileManager.default.moveItem(at: partial, to: target)
      }
    } catch {
      throw StoreError(
        .unavailable, "cannot copy '\(path)' into \(folder.path): \(error.localizedDescription)")
    }
    return StoredFile(
      sha256: sha256, fileExtension: fileExtension, kind: kind,
      originalName: url.lastPathComponent, byteCount: byteCount)
  }
}
