/// A picture's size in pixels, read from the first bytes of a PNG, JPEG or WebP file.
///
/// Reads headers only, never decodes pixels; anything truncated, corrupt or of another
/// format gives nil.
public struct ImageHeader: Hashable, Sendable {
  public var width: Int
  public var height: Int

  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// The size in the header at the start of `bytes`, or nil.
  public init?(bytes: [UInt8]) {
    let size = Self.png(bytes) ?? Self.jpeg(bytes) ?? Self.webp(bytes)
    guard let size, size.width > 0, size.height > 0 else { return nil }
    self = size
  }

  private static func byte(_ bytes: [UInt8], _ index: Int) -> Int? {
    index >= 0 && index < bytes.count ? Int(bytes[index]) : nil
  }

  private static func bigEndian16(_ bytes: [UInt8], _ index: Int) -> Int? {
    guard let high = byte(bytes, index), let low = byte(bytes, index + 1) else { return nil }
    return high << 8 | low
  }

  private static func bigEndian32(_ bytes: [UInt8], _ index: Int) -> Int? {
    guard let high = bigEndian16(bytes, index), let low = bigEndian16(bytes, index + 2)
    else { return nil }
    return high << 16 | low
  }

  private static func littleEndian(_ bytes: [UInt8], _ index: Int, count: Int) -> Int? {
    var value = 0
    for offset in (0..<count).reversed() {
      guard let next = byte(bytes, index + offset) else { return nil }
      value = value << 8 | next
    }
    return value
  }

  private static func matches(_ bytes: [UInt8], _ index: Int, _ expected: [UInt8]) -> Bool {
    index >= 0 && index + expected.count <= bytes.count
      && Array(bytes[index..<(index + expected.count)]) == expected
  }

  /// PNG: the signature, then the IHDR chunk's width and height.
  static func png(_ bytes: [UInt8]) -> ImageHeader? {
    guard matches(bytes, 0, [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
      matches(bytes, 12, Array("IHDR".utf8)),
      let width = bigEndian32(bytes, 16), let height = bigEndian32(bytes, 20),
      width < 1 << 31, height < 1 << 31
    else { return nil }
    return ImageHeader(width: width, height: height)
  }

  /// JPEG: walks the segments to the first start-of-frame marker.
  static func jpeg(_ bytes: [UInt8]) -> ImageHeader? {
    guard matches(bytes, 0, [0xFF, 0xD8]) else { return nil }
    var index = 2
    while index < bytes.count {
      guard bytes[index] == 0xFF else { return nil }
      // Fill bytes: any number of 0xFF before the marker.
      while index < bytes.count, bytes[index] == 0xFF { index += 1 }
      guard let marker = byte(bytes, index) else { return nil }
      index += 1
      switch marker {
      case 0x01, 0xD0...0xD8: continue
      case 0xD9, 0xDA: return nil
      case 0xC0...0xC3, 0xC5...0xC7, 0xC9...0xCB, 0xCD...0xCF:
        guard let height = bigEndian16(bytes, index + 3), let width = bigEndian16(bytes, index + 5)
        else { return nil }
        return ImageHeader(width: width, height: height)
      default:
        guard let length = bigEndian16(bytes, index), length >= 2 else { return nil }
        index += length
      }
    }
    return nil
  }

  /// WebP: the RIFF header, then a lossy (VP8), lossless (VP8L) or extended (VP8X) chunk.
  static func webp(_ bytes: [UInt8]) -> ImageHeader? {
    guard matches(bytes, 0, Array("RIFF".utf8)), matches(bytes, 8, Array("WEBP".utf8))
    else { return nil }
    if matches(bytes, 12, Array("VP8 ".utf8)) {
      guard matches(bytes, 23, [0x9D, 0x01, 0x2A]),
        let width = littleEndian(bytes, 26, count: 2),
        let height = littleEndian(bytes, 28, count: 2)
      else { return nil }
      return ImageHeader(width: width & 0x3FFF, height: height & 0x3FFF)
    }
    if matches(bytes, 12, Array("VP8L".utf8)) {
      guard byte(bytes, 20) == 0x2F, let bits = littleEndian(bytes, 21, count: 4) else {
        return nil
      }
      return ImageHeader(width: (bits & 0x3FFF) + 1, height: (bits >> 14 & 0x3FFF) + 1)
    }
    if matches(bytes, 12, Array("VP8X".utf8)) {
      guard let width = littleEndian(bytes, 24, count: 3),
        let height = littleEndian(bytes, 27, count: 3)
      else { return nil }
      return ImageHeader(width: width + 1, height: height + 1)
    }
    return nil
  }
}
