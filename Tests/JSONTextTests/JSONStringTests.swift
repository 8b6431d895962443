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
      // Bidi controls reorder what a terminal shows after them; their neighbours do not.
      (
        "B\u{202E}gnp.exe \u{202A}\u{202D}\u{2066}\u{2069}\u{2029}\u{202F}\u{2065}\u{206A}",
        #""B\u202egnp.exe \u202a\u202d\u2066\u2069\u2029\#u{202F}\#u{2065}\#u{206A}""#
      ),
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
