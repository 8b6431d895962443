/// What an attached file is: a picture or a PDF document.
public enum AttachmentKind: String, Hashable, Sendable, Codable, CaseIterable {
  case image
  case pdf

  /// The kind for a file extension (case-insensitive), or nil when ledgersh cannot attach it.
  ///
  /// png, jpg, jpeg, heic and webp are images; pdf is a PDF. (Older ledgers may hold gif
  /// images; they stay images, but new ones are refused.)
  public init?(fileExtension: String) {
    switch fileExtension.lowercased() {
    case "png", "jpg", "jpeg", "heic", "webp": self = .image
    case "pdf": self = .pdf
    default: return nil
    }
  }

  /// The extensions `init(fileExtension:)` accepts, for messages.
  public static let acceptedExtensions = ["png", "jpg", "jpeg", "heic", "webp", "pdf"]

  /// The largest file that can be attached: 25 MiB.
  public static let largestByteCount: Int64 = 25 * 1024 * 1024
}
