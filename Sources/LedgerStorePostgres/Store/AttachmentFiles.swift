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
    /// The picture's size, when its header tells (PNG, JPEG, WebP).
    var size: ImageHeader?
  }

  /// How many leading bytes are kept to read a picture's size: a JPEG's frame header can
  /// follow a long EXIF segment.
  static let headerPrefix = 256 * 1024

  /// The limit as users read it: "25 MB".
  static var limitText: String { "\(AttachmentKind.largestByteCount / (1024 * 1024)) MB" }

  static func tooLarge(_ name: String, byteCount: Int64) -> StoreError {
    let megabytes = Double(byteCount) / Double(1024 * 1024)
    let shown = (megabytes * 10).rounded(.up) / 10
    return StoreError(
      .invalid,
      "cannot attach '\(name)': it is \(shown) MB, and files over \(limitText) cannot be attached")
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
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    if let size = (attributes?[.size] as? NSNumber)?.int64Value,
      size > AttachmentKind.largestByteCount
    {
      throw tooLarge(url.lastPathComponent, byteCount: size)
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
    var prefix: [UInt8] = []
    do {
      while let chunk = try input.read(upToCount: 1 << 16), !chunk.isEmpty {
        hasher.update(chunk)
        byteCount += Int64(chunk.count)
        if byteCount > AttachmentKind.largestByteCount {
          throw tooLarge(url.lastPathComponent, byteCount: byteCount)
        }
        if prefix.count < headerPrefix { prefix += chunk.prefix(headerPrefix - prefix.count) }
      }
    } catch let error as StoreError {
      throw error
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
        // Receipts are private: only the owner may read the copy, whatever the original.
        try FileManager.default.setAttributes(
          [.posixPermissions: 0o600], ofItemAtPath: partial.path)
        try FileManager.default.moveItem(at: partial, to: target)
      }
    } catch {
      throw StoreError(
        .unavailable, "cannot copy '\(path)' into \(folder.path): \(error.localizedDescription)")
    }
    return StoredFile(
      sha256: sha256, fileExtension: fileExtension, kind: kind,
      originalName: url.lastPathComponent, byteCount: byteCount,
      size: kind == .image ? ImageHeader(bytes: prefix) : nil)
  }
}
