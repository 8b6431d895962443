/// A picture carried inside the page as a `data:` URI, so the page is one file.
public struct EmbeddedPicture: Sendable, Equatable {
  /// `image/jpeg` or `image/png`.
  public var mediaType: String
  /// The file's bytes in base64.
  public var base64: String
  /// Its size in pixels.
  public var width: Int
  public var height: Int

  public init(mediaType: String, base64: String, width: Int, height: Int) {
    self.mediaType = mediaType
    self.base64 = base64
    self.width = width
    self.height = height
  }

  /// Encodes `bytes` (a JPEG or PNG file) as base64.
  public init(mediaType: String, bytes: [UInt8], width: Int, height: Int) {
    self.init(
      mediaType: mediaType, base64: Base64.encode(bytes), width: width, height: height)
  }

  /// The `<img>` element, with `alt` text and a class for the page's CSS.
  public func imageTag(alt: String, className: String) -> String {
    "<img class=\"\(className)\" src=\"data:\(mediaType);base64,\(base64)\" width=\"\(width)\" "
      + "height=\"\(height)\" alt=\"\(HTMLText.escape(alt))\">"
  }
}

/// Base64 (RFC 4648, with padding), without Foundation.
public enum Base64 {
  private static let alphabet = Array(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

  public static func encode(_ bytes: [UInt8]) -> String {
    var out = [UInt8]()
    out.reserveCapacity((bytes.count + 2) / 3 * 4)
    var index = 0
    while index + 3 <= bytes.count {
      let value =
        UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2])
      out.append(alphabet[Int(value >> 18 & 63)])
      out.append(alphabet[Int(value >> 12 & 63)])
      out.append(alphabet[Int(value >> 6 & 63)])
      out.append(alphabet[Int(value & 63)])
      index += 3
    }
    let rest = bytes.count - index
    if rest > 0 {
      let value =
        UInt32(bytes[index]) << 16 | (rest == 2 ? UInt32(bytes[index + 1]) << 8 : 0)
      out.append(alphabet[Int(value >> 18 & 63)])
      out.append(alphabet[Int(value >> 12 & 63)])
      out.append(rest == 2 ? alphabet[Int(value >> 6 & 63)] : UInt8(ascii: "="))
      out.append(UInt8(ascii: "="))
    }
    return String(decoding: out, as: UTF8.self)
  }
}
