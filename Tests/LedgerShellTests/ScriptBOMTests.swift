import Testing

@testable import LedgerShell

@Suite("Byte-order mark")
struct ScriptBOMTests {
  @Test("a UTF-8 byte-order mark before the first line is skipped")
  func firstLine() {
    var joiner = LineJoiner()
    #expect(joiner.feed("\u{FEFF}echo hi")?.text == "echo hi")
    #expect(joiner.feed("\u{FEFF}echo hi")?.text == "\u{FEFF}echo hi")
  }

  @Test("a byte-order mark before a #! line still drops the #! line")
  func shebang() {
    var joiner = LineJoiner()
    #expect(joiner.feed("\u{FEFF}#!/usr/bin/env ledgersh -f")?.text == "")
  }
}
