/// Why a file could not be turned into pixels.
public enum ImageDecodingError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The bytes start with no signature of a format the decoders read.
  case unknownFormat
  /// The file claims a format but its data is damaged or unsupported; the decoder's words.
  case damaged(ImageFormat, String)

  public var description: String {
    switch self {
    case .unknownFormat:
      return "it is not a PNG, JPEG, WebP or HEIC picture"
    case .damaged(let format, let reason):
      return reason.isEmpty
        ? "its \(format.rawValue) data is damaged"
        : "its \(format.rawValue) data is damaged (\(reason))"
    }
  }
}
