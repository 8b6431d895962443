import TerminalUI
import Testing

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
}
