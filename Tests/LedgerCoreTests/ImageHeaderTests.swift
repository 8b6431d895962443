import Testing

@testable import LedgerCore

@Suite("Picture sizes from file headers")
struct ImageHeaderTests {
  /// A PNG's signature and IHDR chunk for a `width` × `height` picture.
  static func png(_ width: UInt32, _ height: UInt32) -> [UInt8] {
    [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
      + bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0]
  }

  static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }

  /// A JPEG with an APP0 segment, a comment, fill bytes, then a baseline frame header.
  static func jpeg(_ width: UInt16, _ height: UInt16) -> [UInt8] {
    let app0: [UInt8] = [0xFF, 0xE0, 0, 16] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
    let comment: [UInt8] = [0xFF, 0xFE, 0, 5, 0x68, 0x69, 0x21]
    let frame: [UInt8] = [
      0xFF, 0xFF, 0xC0, 0, 17, 8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8),
      UInt8(width & 0xFF), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1,
    ]
    return [0xFF, 0xD8] + app0 + comment + frame + [0xFF, 0xD9]
  }

  static func riff(_ chunk: String, _ payload: [UInt8]) -> [UInt8] {
    Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBP".utf8) + Array(chunk.utf8)
      + [UInt8(payload.count), 0, 0, 0] + payload
  }

  static let webpLossy = riff(
    "VP8 ", [0x30, 0x01, 0x00, 0x9D, 0x01, 0x2A, 0x40, 0x01, 0xF0, 0x00, 0, 0])
  // 1000 × 600: width-1 = 999 and height-1 = 599 packed in 14-bit fields.
  static let webpLossless = riff(
    "VP8L", [0x2F] + littleEndian(UInt32(999) | UInt32(599) << 14, count: 4) + [0])
  static let webpExtended = riff(
    "VP8X", [0x10, 0, 0, 0] + littleEndian(4095, count: 3) + littleEndian(2047, count: 3))

  static func littleEndian(_ value: UInt32, count: Int) -> [UInt8] {
    (0..<count).map { UInt8(value >> (8 * UInt32($0)) & 0xFF) }
  }

  @Test("PNG, JPEG and the three kinds of WebP give their width and height")
  func sizes() {
    #expect(ImageHeader(bytes: Self.png(640, 480)) == ImageHeader(width: 640, height: 480))
    #expect(ImageHeader(bytes: Self.jpeg(1920, 1080)) == ImageHeader(width: 1920, height: 1080))
    #expect(ImageHeader(bytes: Self.webpLossy) == ImageHeader(width: 320, height: 240))
    #expect(ImageHeader(bytes: Self.webpLossless) == ImageHeader(width: 1000, height: 600))
    #expect(ImageHeader(bytes: Self.webpExtended) == ImageHeader(width: 4096, height: 2048))
  }

  @Test("every truncated header gives nil, never a crash or a wrong size")
  func truncated() {
    for header in [
      Self.png(640, 480), Self.jpeg(1920, 1080), Self.webpLossy, Self.webpLossless,
      Self.webpExtended,
    ] {
      let full = ImageHeader(bytes: header)
      for length in 0..<header.count {
        let size = ImageHeader(bytes: Array(header.prefix(length)))
        #expect(size == nil || size == full, "\(length) bytes")
      }
    }
    // The frame header is what a JPEG needs; cut inside it, there is no size.
    let jpeg = Self.jpeg(10, 10)
    #expect(ImageHeader(bytes: Array(jpeg.prefix(jpeg.count - 22 + 9))) == nil)
  }

  @Test("corrupt or foreign bytes give nil")
  func corrupt() {
    #expect(ImageHeader(bytes: []) == nil)
    #expect(ImageHeader(bytes: Array("%PDF-1.7\n".utf8)) == nil)
    #expect(ImageHeader(bytes: Self.png(0, 480)) == nil)
    var badSegment = Self.jpeg(10, 10)
    badSegment[5] = 1  // APP0 length 1: shorter than its own length field
    #expect(ImageHeader(bytes: badSegment) == nil)
    var noMarker = Self.jpeg(10, 10)
    noMarker[2] = 0x00
    #expect(ImageHeader(bytes: noMarker) == nil)
    let scanFirst: [UInt8] = [0xFF, 0xD8, 0xFF, 0xDA, 0, 2, 0xFF, 0xC0]
    #expect(ImageHeader(bytes: scanFirst) == nil)
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<500 {
      let count = Int.random(in: 0..<64, using: &generator)
      var bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
      if count > 2, Bool.random(using: &generator) { bytes[0...1] = [0xFF, 0xD8] }
      _ = ImageHeader(bytes: bytes)
    }
  }
}
