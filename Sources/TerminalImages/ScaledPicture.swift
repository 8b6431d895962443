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
  ///
  /// A JPEG is decoded already scaled by 1/2, 1/4 or 1/8 in its DCT, the smallest of those
  /// that still has at least the fitted picture's pixels, so a 1024×768 photo made 400
  /// pixels wide is decoded at 512×384 and only that is averaged.
  public static func make(_ bytes: [UInt8], longSide: Int = 400, quality: Int = 82) throws
    -> ScaledPicture
  {
    let side = max(1, longSide)
    let image = try ImageDecoder.decode(bytes, box: (side, side), exact: true)
    return try make(image, longSide: side, quality: quality)
  }

  /// Scales `image` down to fit `longSide` pixels and encodes it.
  public static func make(_ image: DecodedImage, longSide: Int = 400, quality: Int = 82) throws
    -> ScaledPicture
  {
    let (width, height) = fit(width: image.width, height: image.height, longSide: longSide)
    var rgba = scale(image, toWidth: width, height: height)
    var result = cimage_encoded()
    defer { cimage_encoded_free(&result) }
    let encoded: Int32
    let mediaType: String
    let pixels = width * height
    let opaque = rgba.withUnsafeMutableBufferPointer { buffer -> Bool in
      guard let base = buffer.baseAddress else { return true }
      var index = 0
      while index < pixels {
        if base[index &* 4 &+ 3] != 255 { return false }
        index &+= 1
      }
      // RGB, 3 bytes a pixel, packed in place (each pixel moves towards the start).
      var from = base
      var to = base
      var left = pixels
      while left > 0 {
        to[0] = from[0]
        to[1] = from[1]
        to[2] = from[2]
        from += 4
        to += 3
        left &-= 1
      }
      return true
    }
    if opaque {
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
  /// source pixels it covers (a box filter), its colour weighted by their opacity.
  ///
  /// Integer sums over raw pointers, with wrapping arithmetic: the sums cannot overflow
  /// (at most 10⁸ pixels × 255 × 255 each, see `ImageDecoder.maximumPixels`), and every
  /// index stays inside the rows and columns worked out before the loop.
  static func scale(_ image: DecodedImage, toWidth width: Int, height: Int) -> [UInt8] {
    let (sourceWidth, sourceHeight) = (image.width, image.height)
    let source = UnsafePointer(image.pixels)
    let width = max(1, min(width, sourceWidth))
    let height = max(1, min(height, sourceHeight))
    if width == sourceWidth, height == sourceHeight {
      return Array(UnsafeBufferPointer(start: source, count: width * height * 4))
    }
    // The source columns each output column covers: [left, right).
    var columns = [Int](repeating: 0, count: width * 2)
    for x in 0..<width {
      let left = x * sourceWidth / width
      columns[x * 2] = left
      columns[x * 2 + 1] = max(left + 1, (x + 1) * sourceWidth / width)
    }
    let sourceStride = sourceWidth &* 4
    return [UInt8](unsafeUninitializedCapacity: width * height * 4) { target, count in
      guard let out = target.baseAddress else { return }
      columns.withUnsafeBufferPointer { columnBuffer in
        guard let spans = columnBuffer.baseAddress else { return }
        var pixel = out
        for y in 0..<height {
          let top = y &* sourceHeight / height
          let bottom = max(top &+ 1, (y &+ 1) &* sourceHeight / height)
          let rows = bottom &- top
          let first = source + top &* sourceStride
          for x in 0..<width {
            let left = spans[x &* 2]
            let right = spans[x &* 2 &+ 1]
            let covered = rows &* (right &- left)
            var (red, green, blue, alpha) = (0, 0, 0, 0)
            var row = first + left &* 4
            var rowsLeft = rows
            while rowsLeft > 0 {
              var pointer = row
              let end = row + (right &- left) &* 4
              while pointer < end {
                // Colour weighted by its opacity, so transparent pixels lend no colour.
                let a = Int(pointer[3])
                red &+= Int(pointer[0]) &* a
                green &+= Int(pointer[1]) &* a
                blue &+= Int(pointer[2]) &* a
                alpha &+= a
                pointer += 4
              }
              row += sourceStride
              rowsLeft &-= 1
            }
            if alpha > 0 {
              // One division, not three: each sum is at most 255 × alpha, so times the
              // reciprocal (2⁴⁰ / alpha, rounded up) it stays under 2⁴⁸, and the quotient
              // is exact while alpha < 65,000 (a pixel covering fewer than 255 opaque
              // ones), else at most 1 too large.
              let inverse = ((1 &<< 40) &+ alpha &- 1) / alpha
              pixel[0] = UInt8(truncatingIfNeeded: min(255, (red &* inverse) &>> 40))
              pixel[1] = UInt8(truncatingIfNeeded: min(255, (green &* inverse) &>> 40))
              pixel[2] = UInt8(truncatingIfNeeded: min(255, (blue &* inverse) &>> 40))
            } else {
              (pixel[0], pixel[1], pixel[2]) = (0, 0, 0)
            }
            pixel[3] =
              alpha == 255 &* covered
              ? 255 : UInt8(truncatingIfNeeded: min(255, (alpha &+ covered / 2) / covered))
            pixel += 4
          }
        }
      }
      count = width * height * 4
    }
  }
}
