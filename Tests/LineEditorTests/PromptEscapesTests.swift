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

  // Swift's == holds canonically equivalent strings equal: these compare scalars.

  @Test("a decomposed accent is composed, so libedit does not drop it")
  func decomposedAccentsAreComposed() {
    let marked = PromptEscapes.marked("Delete 'Cafe\u{301} Lounge'? [y/N] ")
    #expect(
      Array(marked.unicodeScalars) == Array("Delete 'Caf\u{E9} Lounge'? [y/N] ".unicodeScalars))
  }

  @Test("a mark with no composed form goes out with the character after it")
  func leftoverMarksAreBracketed() {
    let marked = PromptEscapes.marked("q\u{323}\u{303}x> ")
    #expect(Array(marked.unicodeScalars) == Array("q\u{1}\u{323}\u{303}\u{1}x> ".unicodeScalars))
    let atTheEnd = PromptEscapes.marked("q\u{303}")
    #expect(Array(atTheEnd.unicodeScalars) == Array("q\u{1}\u{303}\u{1} ".unicodeScalars))
  }

  @Test("variation selectors and joiners are left for libedit")
  func emojiSequencesAreLeftAlone() {
    let prompt = "\u{1F6CB}\u{FE0F} \u{1F468}\u{200D}\u{1F469}> "
    #expect(Array(PromptEscapes.marked(prompt).unicodeScalars) == Array(prompt.unicodeScalars))
  }
}
