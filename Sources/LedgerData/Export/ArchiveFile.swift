import Foundation
import LedgerCore
import LedgerStore

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

  /// The problem with this file, if any: an unsafe name, an extension `attach` refuses,
  /// bad base64, more than `AttachmentKind.largestByteCount` bytes, bytes whose SHA-256 is
  /// not the one named, or bytes that are not what the extension says (the check `attach`
  /// makes: a `.png` holding text, a `.pdf` holding a picture).
  func problem() -> String? {
    guard Self.isSafeName(sha256: sha256, fileExtension: fileExtension) else {
      return "'\(sha256).\(fileExtension)' is not a SHA-256 and an extension"
    }
    if let problem = Self.kindProblem(fileExtension: fileExtension, kind: nil) {
      return "\(relativePath): \(problem)"
    }
    // Base64 takes 4 characters for 3 bytes: a longer text is over the limit undecoded.
    guard base64.utf8.count / 4 * 3 <= AttachmentKind.largestByteCount + 3 else {
      return "\(relativePath) is over \(AttachmentFiles.limitText); files over "
        + "\(AttachmentFiles.limitText) cannot be attached"
    }
    guard let bytes = Data(base64Encoded: base64) else {
      return "the bytes of \(relativePath) are not valid base64"
    }
    guard bytes.count <= AttachmentKind.largestByteCount else {
      return "\(relativePath) is over \(AttachmentFiles.limitText); files over "
        + "\(AttachmentFiles.limitText) cannot be attached"
    }
    guard SHA256.hex(bytes) == sha256 else {
      return "the bytes of \(relativePath) do not match their SHA-256"
    }
    let head = [UInt8](bytes.prefix(AttachmentContent.headLength))
    if fileExtension == Self.legacyPictureExtension {
      return head.starts(with: Array("GIF8".utf8))
        ? nil : "the bytes of \(relativePath) are not a GIF picture"
    }
    if let (problem, _) = AttachmentContent.problem(fileExtension: fileExtension, head: head) {
      return "the bytes of \(relativePath) do not match its extension: \(problem)"
    }
    return nil
  }

  /// GIF pictures were attached by older ledgers: they stay images, but new ones are
  /// refused by `attach`.
  static let legacyPictureExtension = "gif"

  /// Why a file with this extension cannot be an attachment of `kind` (or, when nil, an
  /// attachment at all), or nil: the kind follows from the extension, as `attach` gives it.
  static func kindProblem(fileExtension: String, kind: AttachmentKind?) -> String? {
    let expected =
      AttachmentKind(fileExtension: fileExtension)
      ?? (fileExtension == legacyPictureExtension ? .image : nil)
    guard let expected else {
      let accepted = AttachmentKind.acceptedExtensions.joined(separator: ", ")
      return "'.\(fileExtension)' files cannot be attached; only \(accepted) files can"
    }
    if let kind, kind != expected {
      return "kind is \"\(kind.rawValue)\" but a .\(fileExtension) file is "
        + "\"\(expected.rawValue)\""
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
