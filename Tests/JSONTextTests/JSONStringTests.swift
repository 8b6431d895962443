import Foundation
import JSONText
import Testing

@Suite("JSON strings")
struct JSONStringTests {
  @Test(
    "escapes what would break a JSON line or a terminal, and keeps the rest as it is",
    arguments: [
      ("Smith Residence", #""Smith Residence""#),
      ("上海公寓 🏙️ · café", #""上海公寓 🏙️ · café""#),
      ("say \"hi\"\\", #""say \"hi\"\\""#),
      ("a\nb\tc\rd", #""a\nb\tc\rd""#),
      ("\u{1B}[31m\u{7F}", #""\u001b[31m\u007f""#),
      ("line\u{2028}para\u{2029}— end", #""line\u2028para\u2029— end""#),
    ])
  func escaping(text: String, expected: String) throws {
    var out = ""
    JSONString.append(text, to: &out)
    #expect(out == expected)
    // Whatever it writes, a JSON parser reads back the same text.
    let decoded =
      try JSONSerialization.jsonObject(
        with: Data("[\(out)]".utf8), options: []) as? [String]
    #expect(decoded == [text])
  }
}
