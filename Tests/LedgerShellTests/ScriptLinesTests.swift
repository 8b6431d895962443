import Foundation
import Testing

@testable import LedgerShell

@Suite("Script lines")
struct ScriptLinesTests {
  @Test(
    "splits at LF and CRLF, keeps a lone CR and inner empty lines, drops the last empty line",
    arguments: [
      ("a\nb\n", ["a", "b"]), ("a\r\nb\r\n", ["a", "b"]), ("a\n\n", ["a", ""]), ("", []),
      ("a", ["a"]), ("a\r", ["a\r"]), ("a\rb\nc", ["a\rb", "c"]), ("a\r\r\n", ["a\r"]),
      ("\n", [""]), ("無印良品\r\n👩‍👩‍👧\n", ["無印良品", "👩‍👩‍👧"]), ("\u{301}x\n", ["\u{301}x"]),
    ])
  func lines(text: String, expected: [String]) {
    #expect(ScriptFile.lines(ofUTF8: Data(text.utf8)) == expected)
  }
}
