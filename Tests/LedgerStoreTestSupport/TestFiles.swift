import Foundation

/// Small real files to attach: a PNG header with a chosen size, a one-line PDF.
public enum TestFiles {
  /// A PNG's signature, IHDR chunk and end chunk: enough for its size to be read.
  public static func png(width: UInt32, height: UInt32) -> Data {
    func bigEndian(_ value: UInt32) -> [UInt8] {
      [
        UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF),
        UInt8(value & 0xFF),
      ]
    }
    let bytes: [UInt8] =
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
      + bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0, 0, 0, 0, 0]
      + [0, 0, 0, 0] + Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82]
    return Data(bytes)
  }

  public static let pdf = Data("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n".utf8)

  /// Writes `data` as `name` in `folder` and returns its path.
  public static func write(_ data: Data, _ name: String, in folder: URL) throws -> String {
    let url = folder.appendingPathComponent(name)
    try data.write(to: url)
    return url.path
  }
}
