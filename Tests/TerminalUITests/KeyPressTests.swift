import Testing

@testable import TerminalUI

/// Keys read in raw mode: arrows in both cursor-key modes, a lone Esc, characters.
@Suite("Key presses")
struct KeyPressTests {
  @Test("arrow sequences in normal and application cursor mode are arrows")
  func arrows() {
    #expect(KeyPress(bytes: [0x1B, 0x5B, 0x43]) == .right)
    #expect(KeyPress(bytes: [0x1B, 0x4F, 0x44]) == .left)
    #expect(KeyPress(bytes: [0x1B, 0x5B, 0x41]) == .up)
    #expect(KeyPress(bytes: [0x1B, 0x4F, 0x42]) == .down)
  }

  @Test("a lone Esc, Enter, letters and UTF-8 characters")
  func others() {
    #expect(KeyPress(bytes: [0x1B]) == .escape)
    #expect(KeyPress(bytes: [0x0D]) == .enter)
    #expect(KeyPress(bytes: Array("q".utf8)) == .character("q"))
    #expect(KeyPress(bytes: Array("é".utf8)) == .character("é"))
    #expect(KeyPress(bytes: [0x1B, 0x5B, 0x31, 0x35, 0x7E]) == .other)
  }

  @Test("keys that arrive together in one read are taken one at a time")
  func splitsKeysReadTogether() {
    let right: [UInt8] = [0x1B, 0x5B, 0x43]
    #expect(RawKeyReader.lengthOfFirstKey(in: right + right + right) == 3)
    #expect(RawKeyReader.lengthOfFirstKey(in: [0x1B, 0x4F, 0x44, 0x71]) == 3)
    // Page Down (ESC [ 6 ~) and a modified arrow (ESC [ 1 ; 5 C) are one key each.
    #expect(RawKeyReader.lengthOfFirstKey(in: Array("\u{1B}[6~q".utf8)) == 4)
    #expect(RawKeyReader.lengthOfFirstKey(in: Array("\u{1B}[1;5Cq".utf8)) == 6)
    #expect(RawKeyReader.lengthOfFirstKey(in: Array("éq".utf8)) == 2)
    #expect(RawKeyReader.lengthOfFirstKey(in: Array("你q".utf8)) == 3)
    #expect(RawKeyReader.lengthOfFirstKey(in: Array("qn".utf8)) == 1)
    #expect(RawKeyReader.lengthOfFirstKey(in: [0x1B, 0x1B]) == 1)
    // Not complete yet: a lone Esc (or the start of a sequence) waits for what follows.
    #expect(RawKeyReader.lengthOfFirstKey(in: [0x1B]) == nil)
    #expect(RawKeyReader.lengthOfFirstKey(in: [0x1B, 0x5B]) == nil)
    #expect(RawKeyReader.lengthOfFirstKey(in: [0xE4, 0xBD]) == nil)
  }
}
