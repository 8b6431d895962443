import Testing

@testable import LineEditor

@Suite("Prompt escapes")
struct PromptEscapesTests {
  @Test func colourSequencesAreBracketedWithTheLiteralMarker() {
    let prompt = "\u{1B}[1;32mSmith\u{1B}[0m> "
    #expect(PromptEscapes.marked(prompt) == "\u{1}\u{1B}[1;32m\u{1}Smith\u{1}\u{1B}[0m\u{1}> ")
  }

  @Test func oscTitleSequencesAreBracketedWhole() {
    let prompt = "\u{1B}]0;ledgersh\u{7}> "
    #expect(PromptEscapes.marked(prompt) == "\u{1}\u{1B}]0;ledgersh\u{7}\u{1}> ")
  }

  @Test func aPromptEndingInAnEscapeGetsASpaceForItToPrecede() {
    let prompt = "\u{1B}[1mledger>\u{1B}[0m"
    #expect(PromptEscapes.marked(prompt) == "\u{1}\u{1B}[1m\u{1}ledger>\u{1}\u{1B}[0m\u{1} ")
  }

  @Test func plainAndPremarkedPromptsAreUnchanged() {
    #expect(PromptEscapes.marked("ledgersh> ") == "ledgersh> ")
    let premarked = "\u{1}\u{1B}[1m\u{1}> "
    #expect(PromptEscapes.marked(premarked) == premarked)
  }
}
