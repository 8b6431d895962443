import Testing

@testable import TerminalUI

@Suite("Terminal facts")
struct TerminalFactsTests {
  @Test("an explicit width wins, then COLUMNS, then 80 (tests do not run on a terminal)")
  func width() {
    #expect(TerminalFacts.width(explicit: 42, environment: ["COLUMNS": "100"]) == 42)
    if !TerminalFacts.isTerminal {
      #expect(TerminalFacts.width(environment: ["COLUMNS": "100"]) == 100)
      #expect(TerminalFacts.width(environment: ["COLUMNS": "junk"]) == 80)
      #expect(TerminalFacts.width(environment: [:]) == 80)
    }
  }

  @Test("the current context honours an explicit width and a forced colour choice")
  func currentContext() {
    let context = TerminalFacts.currentContext(width: 42, color: false)
    #expect(context.width == 42)
    #expect(!context.color)
    #expect(TerminalFacts.currentContext(width: 42, color: true).color)
  }

  @Test(
    "colour follows NO_COLOR, CLICOLOR_FORCE, FORCE_COLOR, TERM=dumb and the terminal",
    arguments: [
      ([:], true, nil, true),
      ([:], false, nil, false),
      (["NO_COLOR": "1"], true, nil, false),
      (["NO_COLOR": ""], true, nil, true),
      (["NO_COLOR": "1", "FORCE_COLOR": "1"], false, nil, false),
      (["CLICOLOR_FORCE": "1"], false, nil, true),
      (["CLICOLOR_FORCE": "0"], false, nil, false),
      (["FORCE_COLOR": "1"], false, nil, true),
      (["FORCE_COLOR": "0"], false, nil, false),
      (["TERM": "dumb"], true, nil, false),
      (["NO_COLOR": "1"], false, true, true),
      ([:], true, false, false),
    ] as [([String: String], Bool, Bool?, Bool)])
  func color(environment: [String: String], isTTY: Bool, forced: Bool?, expected: Bool) {
    #expect(
      TerminalFacts.colorEnabled(environment: environment, isTTY: isTTY, forced: forced)
        == expected)
  }

  @Test(
    "UTF-8 comes from LC_ALL, then LC_CTYPE, then LANG",
    arguments: [
      (["LANG": "en_US.UTF-8"], true),
      (["LANG": "de_DE.utf8"], true),
      (["LC_ALL": "C", "LANG": "en_US.UTF-8"], false),
      (["LC_CTYPE": "ja_JP.UTF-8", "LANG": "C"], true),
      (["LANG": "C"], false),
      ([:], false),
    ])
  func utf8(environment: [String: String], expected: Bool) {
    #expect(TerminalFacts.isUTF8(environment: environment) == expected)
  }
}
