import Foundation
import LedgerStore
import Testing

/// The hash that names attached files: FIPS 180-4's vectors, fed whole and in pieces.
@Suite("SHA-256")
struct SHA256Tests {
  @Test func knownVectors() {
    #expect(
      SHA256.hex([UInt8]())
        == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    #expect(
      SHA256.hex(Data("abc".utf8))
        == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(
      SHA256.hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
        == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
  }

  /// A million `a`s fed in uneven chunks, and from a sequence with no contiguous storage.
  @Test func chunksAndSequences() {
    var hasher = SHA256()
    let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 999)
    var fed = 0
    while fed < 1_000_000 {
      let count = min(chunk.count, 1_000_000 - fed)
      hasher.update(chunk[0..<count])
      fed += count
    }
    let million = "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"
    #expect(hasher.finalizeHex() == million)
    #expect(SHA256.hex((0..<1_000_000).lazy.map { _ in UInt8(ascii: "a") }) == million)
  }
}
