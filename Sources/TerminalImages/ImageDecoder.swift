import CImageDecoders

/// Turns PNG, JPEG, WebP and HEIC files into pixels with libpng, libjpeg-turbo, libwebp
/// and libheif.
public enum ImageDecoder {
  /// The most pixels a picture may have to be decoded (100 megapixels, 400 MB of pixels).
  public static let maximumPixels = Int(CIMAGE_MAX_PIXELS)

  /// Decodes `bytes`.
  ///
  /// - Parameter box: The pixels of the box the picture will be fitted into (see
  ///   `ImageRenderer.decodingBox`); a JPEG is then decoded at 1/2, 1/4 or 1/8 of its size
  ///   when that still fills the box, which makes a 12-megapixel photo several times
  ///   faster to show. Nil: full size.
  /// - Parameter exact: False (pictures drawn in terminal cells): a JPEG may come out a
  ///   seventh smaller than the box asks for. True (pictures written to files,
  ///   `ScaledPicture`): never smaller than the picture fitted into the box.
  public static func decode(
    _ bytes: [UInt8], box: (width: Int, height: Int)? = nil, exact: Bool = false
  ) throws(ImageDecodingError) -> DecodedImage {
    guard let format = ImageFormat.detect(bytes) else { throw .unknownFormat }
    var result = cimage_decoded()
    let decoded = bytes.withUnsafeBufferPointer { buffer -> Int32 in
      guard let base = buffer.baseAddress else { return 0 }
      switch format {
      case .png:
        return cimage_decode_png(base, buffer.count, &result)
      case .jpeg:
        return cimage_decode_jpeg(
          base, buffer.count, Int32(clamping: box?.width ?? 0),
          Int32(clamping: box?.height ?? 0), exact ? 1 : 0, &result)
      case .webp:
        return cimage_decode_webp(base, buffer.count, &result)
      case .heif:
        return cimage_decode_heif(base, buffer.count, &result)
      }
    }
    guard decoded != 0, let pixels = result.pixels, result.width > 0, result.height > 0 else {
      let message = withUnsafeBytes(of: result.message) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if result.too_large != 0 {
        throw .tooLarge(format, width: Int(result.width), height: Int(result.height))
      }
      throw .damaged(format, message)
    }
    return DecodedImage(width: Int(result.width), height: Int(result.height), pixels: pixels)
  }
}
