import Foundation
import LedgerCore

/// An attached file's bytes as an archive carries them, once per content and extension.
public struct ArchiveFile: Codable, Hashable, Sendable {
  /// Lower-case hex SHA-256 of the bytes: the name the file has in the data folder.
  public var sha256: String
  /// Lower-case extension, without the dot.
  public var fileExtension: String
  /// The bytes, in base64.
  public var base64: String

  public init(sha256: String, fileExtension: String, base64: String) {
    self.sha256 = sha256
    self.fileExtension = fileExtension
    self.base64 = base64
  }

  /// The file's path relative to the data folder, as `Attachment.relativePath` has it.
  public var relativePath: String { "attachments/\(sha256).\(fileExtension)" }

  /// The archive line: keys in byte order, as `JSONEncoder` with sorted keys writes them.
  var json: String {
    var object = JSONObject()
    object.string("base64", base64)
    object.string("fileExtension", fileExtension)
    object.string("sha256", sha256)
    return object.text
  }

  /// Whether `sha256` and `fileExtension` are safe to name a file with: 64 lower-case hex
  /// digits, and 1 to 10 lower-case letters or digits.
  static func isSafeName(sha256: String, fileExtension: String) -> Bool {
    let hex =
      sha256.utf8.count == 64
      && sha256.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    let ext =
      (1...10).contains(fileExtension.utf8.count)
      && fileExtension.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x7A).contains($0) }
    return hex && ext
  }

  /// The problem with this file, if any: an unsafe name, bad base64, or bytes whose
  /// SHA-256 is not the one named.
  func problem() -> String? {
    guard Self.isSafeName(sha256: sha256, fileExtension: fileExtension) else {
      return "'\(sha256).\(fileExtension)' is not a SHA-256 and an extension"
    }
    guard let bytes = Data(base64Encoded: base64) else {
      return "the bytes of \(relativePath) are not valid base64"
    }
    guard SHA256.hex(bytes) == sha256 else {
      return "the bytes of \(relativePath) do not match their SHA-256"
    }
    return nil
  }

  /// Writes the bytes into the data folder (mode 0600) unless the file is there already.
  ///
  /// Call `problem()` first.
  func write(into dataDirectory: String) throws {
    let folder = URL(fileURLWithPath: dataDirectory).appendingPathComponent("attachments")
    let target = folder.appendingPathComponent("\(sha256).\(fileExtension)")
    guard !FileManager.default.fileExists(atPath: target.path) else { return }
    guard let bytes = Data(base64Encoded: base64) else {
      throw StoreError(.invalid, "the bytes of \(relativePath) are not valid base64")
    }
    let partial = folder.appendingPathComponent(".\(sha256).partial")
    do {
      try FileManager.default.createDirectory(
        at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
      guard
        FileManager.default.createFile(
          atPath: partial.path, contents: bytes, attributes: [.posixPermissions: 0o600])
      else { throw CocoaError(.fileWriteNoPermission) }
      try FileManager.default.moveItem(at: partial, to: target)
    } catch {
      try? FileManager.default.removeItem(at: partial)
      throw StoreError(
        .unavailable, "cannot write \(target.path): \(error.localizedDescription)")
    }
  }
}
