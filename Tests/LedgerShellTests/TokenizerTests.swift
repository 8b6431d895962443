import Testing

@testable import LedgerShell

@Suite("Tokenizer")
struct TokenizerTests {
  @Test(
    "splits words like a shell",
    arguments: [
      ("echo one two", ["echo", "one", "two"]),
      ("  echo   spaced\tout  ", ["echo", "spaced", "out"]),
      ("project add 'Smith Residence'", ["project", "add", "Smith Residence"]),
      ("echo \"say \\\"hi\\\"\"", ["echo", "say \"hi\""]),
      ("echo it\\'s", ["echo", "it's"]),
      ("echo 'a \"b\"'", ["echo", "a \"b\""]),
      ("echo ''", ["echo", ""]),
      ("tx show #12", ["tx", "show", "#12"]),
      ("echo hi # a comment", ["echo", "hi"]),
      ("# only a comment", []),
      ("echo a#b", ["echo", "a#b"]),
      ("echo Café 日本 👩‍💻", ["echo", "Café", "日本", "👩‍💻"]),
      ("echo x\r", ["echo", "x"]),
    ])
  func splits(line: String, words: [String]) throws {
    #expect(try Tokenizer.tokenize(line) == words)
  }

  @Test(
    "the byte-wise fast path splits exactly like the character-wise scan, or steps aside",
    arguments: [
      "tx add --source 'West Elm' --amount 1,249.99 --date 2026-11-02 --category Furnishings",
      "echo \"a \\\"b\\\" \\$c \\`d\\x\"", "echo it\\'s a\\ b", "echo x\r", "tx show #12",
      "echo hi # note", "echo a#b", "echo #1x", "echo Café 日本 👩‍💻", "echo '無印良品'",
      "echo '\u{301}x'", "echo #1\u{301}", "echo \\\u{301}", "echo \u{600}'a'", "  \t ",
      "echo 'open", "echo \\",
    ])
  func fastPathAgrees(line: String) throws {
    let scanned = try? Tokenizer.scan(line).words
    guard let fast = Tokenizer.asciiSyntaxWords(line) else {
      // Stepping aside is allowed only where a character might combine, or on an error.
      #expect(
        scanned == nil || line.utf8.contains { $0 >= 0x80 },
        "the fast path stepped aside from a plain line")
      return
    }
    #expect(fast == scanned)
  }

  @Test("an open quote is an error that says how to fix it")
  func openQuote() {
    #expect(throws: TokenizerError.unterminatedQuote("'")) {
      try Tokenizer.tokenize("echo 'oops")
    }
    #expect(TokenizerError.unterminatedQuote("\"").description.contains("close it"))
  }

  @Test("quote round-trips any word")
  func quoteRoundTrip() throws {
    for word in ["plain", "two words", "it's", "say \"x\"", "", "#12", "日本 語", "a\\b"] {
      #expect(try Tokenizer.tokenize("echo " + Tokenizer.quote(word)) == ["echo", word])
    }
  }

  @Test("scan reports the open last word for completion")
  func scanOpenWord() throws {
    let scan = try Tokenizer.scan("project show 'Smi", allowUnterminated: true)
    #expect(scan.words == ["project", "show", "Smi"])
    #expect(scan.lastWordIsOpen)
    #expect(scan.lastWordRawLength == 4)
    let closed = try Tokenizer.scan("project show ", allowUnterminated: true)
    #expect(!closed.lastWordIsOpen)
  }
}

@Suite("Script lines")
struct LineJoinerTests {
  @Test("a trailing backslash continues the line and keeps the first line number")
  func continuation() {
    var joiner = LineJoiner()
    #expect(joiner.feed("echo a") == ScriptLine(text: "echo a", lineNumber: 1))
    #expect(joiner.feed("echo b \\") == nil)
    #expect(joiner.feed("  c") == ScriptLine(text: "echo b   c", lineNumber: 2))
    #expect(joiner.feed("echo d\\\\") == ScriptLine(text: "echo d\\\\", lineNumber: 4))
  }

  @Test("a shebang first line is skipped")
  func shebang() {
    var joiner = LineJoiner()
    #expect(joiner.feed("#!/usr/bin/env -S ledgersh -f") == ScriptLine(text: "", lineNumber: 1))
  }

  @Test("input ending mid-continuation still runs the last command")
  func finish() {
    var joiner = LineJoiner()
    _ = joiner.feed("echo end \\")
    #expect(joiner.finish() == ScriptLine(text: "echo end ", lineNumber: 1))
  }
}
