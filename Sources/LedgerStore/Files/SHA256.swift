import Crypto

/// SHA-256 fed in chunks, for naming attachment files and checking the files an archive
/// carries: swift-crypto's (BoringSSL's assembly on Linux, CryptoKit on Apple platforms)
/// behind the two calls the store makes.
public struct SHA256: Sendable {
  private var hasher = Crypto.SHA256()

  public init() {}

  /// Adds bytes to the message.
  public mutating func update(_ bytes: some Sequence<UInt8>) {
    let hashed: Void? = bytes.withContiguousStorageIfAvailable { buffer in
      hasher.update(bufferPointer: UnsafeRawBufferPointer(buffer))
    }
    if hashed == nil {
      Array(bytes).withUnsafeBytes { hasher.update(bufferPointer: $0) }
    }
  }

  /// The digest as 64 lower-case hex digits.
  public mutating func finalizeHex() -> String {
    let hexDigits = Array("0123456789abcdef".utf8)
    var hex: [UInt8] = []
    hex.reserveCapacity(2 * Crypto.SHA256.byteCount)
    for byte in hasher.finalize() {
      hex.append(hexDigits[Int(byte >> 4)])
      hex.append(hexDigits[Int(byte & 0xf)])
    }
    return String(decoding: hex, as: UTF8.self)
  }

  /// The hex digest of `bytes`.
  public static func hex(_ bytes: some Sequence<UInt8>) -> String {
    var hasher = SHA256()
    hasher.update(bytes)
    return hasher.finalizeHex()
  }
}
