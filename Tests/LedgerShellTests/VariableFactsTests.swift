import Testing

@testable import LedgerShell

/// The locale and colour facts a shell keeps from its environment variables.
@Suite("Environment variable facts")
struct VariableFactsTests {
  @Test(
    "colour decided by the variables, or left to whether the output is a terminal",
    arguments: [
      ([:], nil),
      (["NO_COLOR": "1"], false),
      (["NO_COLOR": "1", "CLICOLOR_FORCE": "1"], false),
      (["CLICOLOR_FORCE": "1"], true),
      (["FORCE_COLOR": "0"], nil),
      (["FORCE_COLOR": "true", "TERM": "dumb"], true),
      (["TERM": "dumb"], false),
      (["TERM": "xterm-256color"], nil),
    ] as [([String: String], Bool?)])
  func colour(variables: [String: String], expected: Bool?) {
    #expect(VariableFacts(variables).color == expected)
  }

  @Test("the facts follow the variables when they change")
  func followChanges() {
    var environment = ShellEnvironment(
      variables: ["LANG": "ja_JP.UTF-8"], stdoutIsTerminal: false, writeOutput: { _ in },
      writeError: { _ in })
    #expect(environment.variableFacts.isUTF8)
    #expect(environment.variableFacts.color == nil)
    environment.variables["LC_ALL"] = "C"
    environment.variables["NO_COLOR"] = "1"
    #expect(!environment.variableFacts.isUTF8)
    #expect(environment.variableFacts.color == false)
  }
}
