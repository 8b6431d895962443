import CImageDecoders

/// A picture made small for a page: at most `longSide` pixels on its long side, encoded
/// as JPEG (an opaque picture) or PNG (one with transparency, such as a logo).
public struct ScaledPicture: Sendable, Equatable {
  /// The encoded file's bytes.
  public var bytes: [UInt8]
  /// `image/jpeg` or `image/png`.
  public var mediaType: String
  public var width: Int
  public var height: Int

  /// Why pixels could not be written as a file.
  public struct EncodingError: Error, Sendable, CustomStringConvertible {
    public var description: String
  }

  /// Decodes `bytes` (PNG, JPEG, WebP or HEIC), scales it down to fit `longSide`×`longSide`
  /// pixels (never up) by averaging, and encodes it.
  public static func make(_ bytes: [UInt8], longSide: Int = 400, quality: Int = 82) throws
    -> ScaledPicture
  {
    let side = max(1, longSide)
    let image = try ImageDecoder.decode(bytes, box: (side, side))
    return try make(image, longSide: side, quality: quality)
  }

  /// Scales `image` down to fit `longSide` pixels and encodes it.
  public static func make(_ image: DecodedImage, longSide: Int = 400, quality: Int = 82) throws
    -> ScaledPicture
  {
    let (width, height) = fit(width: image.width, height: image.height, longSide: longSide)
    var rgba = scale(image, toWidth: width, height: height)
    var opaque = true
    for index in stride(from: 3, to: rgba.count, by: 4) where rgba[index] != 255 {
      opaque = false
      break
    }
    var result = cimage_encoded()
    defer { cimage_encoded_free(&result) }
    let encoded: Int32
    let mediaType: String
    if opaque {
      // RGB, 3 bytes a pixel, packed in place.
      for pixel in 0..<(width * height) {
        rgba[pixel * 3] = rgba[pixel * 4]
        rgba[pixel * 3 + 1] = rgba[pixel * 4 + 1]
        rgba[pixel * 3 + 2] = rgba[pixel * 4 + 2]
      }
      encoded = rgba.withUnsafeBufferPointer { buffer in
        guard let base = buffer.baseAddress else { return 0 }
        return cimage_encode_jpeg(
          base, Int32(width), Int32(height), Int32(max(1, min(100, quality))), &result)
      }
      mediaType = "image/jpeg"
    } else {
      encoded = rgba.withUnsafeBufferPointer { buffer in
        guard let base = buffer.baseAddress else { return 0 }
        return cimage_encode_png(base, Int32(width), Int32(height), &result)
      }
      mediaType = "image/png"
    }
    guard encoded != 0, let start = result.bytes, result.size > 0 else {
      let message = withUnsafeBytes(of: result.message) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      throw EncodingError(
        description: message.isEmpty ? "the picture could not be encoded" : message)
    }
    let bytes = Array(UnsafeBufferPointer(start: start, count: result.size))
    return ScaledPicture(bytes: bytes, mediaType: mediaType, width: width, height: height)
  }

  /// The size of a `width`×`height` picture fitted into `longSide`×`longSide`, never
  /// larger than it is, and at least 1×1.
  public static func fit(width: Int, height: Int, longSide: Int) -> (width: Int, height: Int) {
    let long = max(width, height)
    guard long > longSide, long > 0 else { return (max(1, width), max(1, height)) }
    let scale = Double(longSide) / Double(long)
    return (
      max(1, min(longSide, Int((Double(width) * scale).rounded()))),
      max(1, min(longSide, Int((Double(height) * scale).rounded())))
    )
  }

  /// The pixels of `image` at `width`×`height` (not larger), each the average of the
  /// source pixels it covers.
  static func scale(_ image: DecodedImage, toWidth width: Int, height: Int) -> [UInt8] {
    let (sourceWidth, sourceHeight) = (image.width, image.height)
    let source = image.pixels
    if width == sourceWidth, height == sourceHeight {
      return Array(UnsafeBufferPointer(start: source, count: width * height * 4))
    }
    var out = [UInt8](repeating: 0, count: width * height * 4)
    // The source columns each output column covers.
    let columns = (0..<width).map { x in
      let first = x * sourceWidth / width
      return (first, max(first + 1, (x + 1) * sourceWidth / width))
    }
    out.withUnsafeMutableBufferPointer { target in
      for y in 0..<height {
        let top = y * sourceHeight / height
        let bottom = max(top + 1, (y + 1) * sourceHeight / height)
        for x in 0..<width {
          let (left, right) = columns[x]
          var (red, green, blue, alpha) = (0, 0, 0, 0)
          for row in top..<bottom {
            var pointer = source + (row * sourceWidth + left) * 4
            for _ in left..<right {
              // Colour weighted by its opacity, so transparent pixels lend no colour.
              let a = Int(pointer[3])
              red += Int(pointer[0]) * a
              green += Int(pointer[1]) * a
              blue += Int(pointer[2]) * a
              alpha += a
              pointer += 4
            }
          }
          let count = (bottom - top) * (right - left)
          let index = (y * width + x) * 4
          if alpha > 0 {
            target[index] = UInt8(min(255, red / alpha))
            target[index + 1] = UInt8(min(255, green / alpha))
            target[index + 2] = UInt8(min(255, blue / alpha))
          }
          target[index + 3] = UInt8(min(255, (alpha + count / 2) / count))
        }
      }
    }
    return out
  }
}
