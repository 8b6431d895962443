/// What an attached file is: a picture or a PDF document.
public enum AttachmentKind: String, Hashable, Sendable, Codable, CaseIterable {
  case image
  case pdf

  /// The kind for a file extension (case-insensitive), or nil when ledgersh cannot attach it.
  ///
  /// jpg, jpeg, png, heic and gif are images; pdf is a PDF.
  public init?(fileExtension: String) {
    switch fileExtension.lowercased() {
    case "jpg", "jpeg", "png", "heic", "gif": self = .image
    case "pdf": self = .pdf
    default: return nil
    }
  }

  /// The extensions `init(fileExtension:)` accepts, for messages.
  public static let acceptedExtensions = ["jpg", "jpeg", "png", "heic", "gif", "pdf"]
}
