import Foundation
import Testing

@testable import LedgerCore

@Suite("Trimming")
struct TrimmingTests {
  /// Every scalar Foundation's sets trim, and only those, is trimmed: names typed with a
  /// no-break or ideographic space around them are stored as before.
  @Test("trims exactly what Foundation's whitespace sets trim")
  func sameSetsAsFoundation() {
    // Unicode has no space outside the Basic Multilingual Plane; a few scalars beyond it
    // (emoji, a CJK extension, the last) stand for the rest.
    for value in Array(UInt32(0)...0xFFFF) + [0x1F600, 0x1F469, 0x20000, 0xE0020, 0x10FFFF] {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let text = "\(scalar)a\(scalar)"
      #expect(
        text.trimmingWhitespaceAndNewlines()
          == text.trimmingCharacters(in: .whitespacesAndNewlines),
        "U+\(String(value, radix: 16, uppercase: true)) and newlines")
      #expect(
        text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespaces),
        "U+\(String(value, radix: 16, uppercase: true))")
    }
  }

  @Test(
    "keeps inner spaces, marks and clusters; trims to nothing when all is space",
    arguments: [
      ("  West Elm \n", "West Elm"), ("\u{3000}無印良品\u{A0}", "無印良品"), ("a  b", "a  b"),
      (" \u{301}x ", "\u{301}x"), ("👩‍👩‍👧 ", "👩‍👩‍👧"), ("\r\n\t ", ""), ("", ""),
      ("e\u{301}", "e\u{301}"),
    ])
  func examples(text: String, trimmed: String) {
    #expect(text.trimmingWhitespaceAndNewlines() == trimmed)
    #expect(
      text.trimmingWhitespaceAndNewlines() == text.trimmingCharacters(in: .whitespacesAndNewlines))
  }
}
