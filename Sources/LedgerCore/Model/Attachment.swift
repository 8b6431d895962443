/// A file copied into the data folder under its content hash.
///
/// The file lives at `attachments/<sha256>.<fileExtension>` in the data folder.
/// One attachment per owner is primary (a transaction's primary one is its receipt).
public struct Attachment: Hashable, Sendable, Codable, Identifiable {
  public var id: EntityID
  public var owner: AttachmentOwner
  /// Lower-case hex SHA-256 of the file's bytes.
  public var sha256: String
  /// Lower-case extension, without the dot.
  public var fileExtension: String
  public var kind: AttachmentKind
  /// The file's name when it was attached.
  public var originalName: String
  public var byteCount: Int64
  public var isPrimary: Bool
  public var createdAt: Timestamp
  /// The picture's width in pixels, when its header told (PNG, JPEG, WebP).
  public var pixelWidth: Int?
  /// The picture's height in pixels, when its header told.
  public var pixelHeight: Int?

  public init(
    id: EntityID, owner: AttachmentOwner, sha256: String, fileExtension: String,
    kind: AttachmentKind, originalName: String, byteCount: Int64, isPrimary: Bool,
    createdAt: Timestamp, pixelWidth: Int? = nil, pixelHeight: Int? = nil
  ) {
    self.id = id
    self.owner = owner
    self.sha256 = sha256
    self.fileExtension = fileExtension
    self.kind = kind
    self.originalName = originalName
    self.byteCount = byteCount
    self.isPrimary = isPrimary
    self.createdAt = createdAt
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
  }

  /// The file's path relative to the data folder.
  public var relativePath: String { "attachments/\(sha256).\(fileExtension)" }
}
