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
      // C1 controls (U+009B is CSI to a terminal) are escaped; their neighbours in the
      // same UTF-8 lead byte (U+00A0 no-break space, U+00A1 ¡) are not, nor is é.
      ("o邂\u{82}x \u{9B}31m\u{80}", #""o邂\u0082x \u009b31m\u0080""#),
      ("\u{A0}¡é", "\"\u{A0}¡é\""),
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
