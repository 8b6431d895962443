/// Why a file could not be turned into pixels.
public enum ImageDecodingError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The bytes start with no signature of a format the decoders read.
  case unknownFormat
  /// The file claims a format but its data is damaged or unsupported; the decoder's words.
  case damaged(ImageFormat, String)
  /// The picture has more pixels than are drawn (`ImageDecoder.maximumPixels`): decoding
  /// it would take more memory than its cells are worth.
  case tooLarge(ImageFormat, width: Int, height: Int)

  public var description: String {
    switch self {
    case .unknownFormat:
      return "it is not a PNG, JPEG, WebP or HEIC picture"
    case .damaged(let format, let reason):
      return reason.isEmpty
        ? "its \(format.rawValue) data is damaged"
        : "its \(format.rawValue) data is damaged (\(reason))"
    case .tooLarge(let format, let width, let height):
      return
        "the \(format.rawValue) picture is too large to draw: \(width)×\(height) pixels, "
        + "more than \(ImageDecoder.maximumPixels / 1_000_000) megapixels"
    }
  }
}
