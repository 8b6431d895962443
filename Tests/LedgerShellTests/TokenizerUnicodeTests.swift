import Testing

@testable import LedgerShell

@Suite("Tokenizer on Unicode scalars")
struct TokenizerUnicodeTests {
  @Test(
    "a combining mark, ZWJ or variation selector never hides a quote or a space",
    arguments: [
      ("echo \"\u{301}abc\"", ["echo", "\u{301}abc"]),
      ("echo '\u{301}abc'", ["echo", "\u{301}abc"]),
      ("tx add --notes \u{301}x", ["tx", "add", "--notes", "\u{301}x"]),
      ("echo a \u{301}", ["echo", "a", "\u{301}"]),
      ("echo \"x\"\u{301}", ["echo", "x\u{301}"]),
      ("echo '👩\u{200D}💻' ok", ["echo", "👩\u{200D}💻", "ok"]),
      ("echo ❤\u{FE0F} '\u{FE0F}'", ["echo", "❤\u{FE0F}", "\u{FE0F}"]),
      ("echo \\\u{301}", ["echo", "\u{301}"]),
    ])
  func scalars(line: String, words: [String]) throws {
    #expect(try Tokenizer.tokenize(line) == words)
  }

  @Test(
    "quote gives back the word whatever marks follow its quotes",
    arguments: [
      "'\u{301}", "\"\u{301}", "a'\u{301}b", "\u{301}", " \u{301}", "#\u{301}", "\\\u{301}",
      "👩\u{200D}💻 x", "'\"\\$`", "e\u{301}",
    ])
  func quoteRoundTrips(word: String) throws {
    #expect(try Tokenizer.tokenize(Tokenizer.quote(word)) == [word])
  }

  @Test("completion replaces the whole characters of an open word")
  func rawLength() throws {
    let scan = try Tokenizer.scan("echo 'e\u{301}", allowUnterminated: true)
    #expect(scan.words == ["echo", "e\u{301}"])
    #expect(scan.lastWordRawLength == 2)
  }
}
