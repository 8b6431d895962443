/// A picture format the decoders read, told by the file's first bytes.
public enum ImageFormat: String, Sendable, CaseIterable {
  case png = "PNG"
  case jpeg = "JPEG"
  case webp = "WebP"
  case heif = "HEIF"

  /// The ISO base media brands of HEIF pictures (HEIC from phones, and generic ones).
  static let heifBrands = ["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1"]

  /// The format whose signature `bytes` starts with, or nil.
  public static func detect<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> ImageFormat? {
    let head = Array(bytes.prefix(12))
    if head.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
    if head.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
    if head.count == 12, head.starts(with: Array("RIFF".utf8)),
      Array(head[8..<12]) == Array("WEBP".utf8)
    {
      return .webp
    }
    if head.count == 12, Array(head[4..<8]) == Array("ftyp".utf8),
      heifBrands.contains(String(decoding: head[8..<12], as: UTF8.self))
    {
      return .heif
    }
    return nil
  }
}
