#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A decoded picture: RGBA pixels, 8 bits a channel, rows `width * 4` bytes apart.
///
/// The pixels stay in the buffer the decoder allocated, freed with the image, so a
/// 12-megapixel photo is not copied on its way to the renderer.
public final class DecodedImage: @unchecked Sendable {
  /// The width in pixels.
  public let width: Int
  /// The height in pixels.
  public let height: Int
  /// The pixels; never written after decoding, which makes sharing them safe.
  let pixels: UnsafeMutablePointer<UInt8>

  /// Takes ownership of `pixels`, a `malloc`'d buffer of `width * height * 4` bytes.
  init(width: Int, height: Int, pixels: UnsafeMutablePointer<UInt8>) {
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// Creates an image by copying `rgba`, which holds `width * height * 4` bytes.
  public convenience init?(width: Int, height: Int, rgba: [UInt8]) {
    guard width > 0, height > 0, rgba.count == width * height * 4,
      let buffer = malloc(rgba.count)?.assumingMemoryBound(to: UInt8.self)
    else { return nil }
    rgba.withUnsafeBufferPointer { source in
      if let base = source.baseAddress { buffer.update(from: base, count: rgba.count) }
    }
    self.init(width: width, height: height, pixels: buffer)
  }

  deinit {
    free(pixels)
  }
}
