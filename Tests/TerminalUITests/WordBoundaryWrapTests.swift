import Testing

@testable import TerminalUI

@Suite("Wrapping between words")
struct WordBoundaryWrapTests {
  @Test("a line that fits is kept whole; words move to the next line whole")
  func betweenWords() {
    #expect(TextWrapper.wrapAtWords("Who owes whom", width: 20) == ["Who owes whom"])
    #expect(
      TextWrapper.wrapAtWords("The budget category of 陈家 Loft", width: 16)
        == ["The budget", "category of 陈家", "Loft"])
    #expect(TextWrapper.wrapAtWords("a\n\nb c", width: 1) == ["a", "", "b", "c"])
  }

  @Test("a word wider than a line breaks after a bar, then a slash or comma, then a hyphen")
  func longWords() {
    #expect(
      TextWrapper.wrapAtWords("--reimbursement none|owed-to-client|owed-to-company", width: 24)
        == ["--reimbursement", "none|owed-to-client|", "owed-to-company"])
    #expect(
      TextWrapper.wrapAtWords("png,jpg,jpeg,heic,webp,pdf", width: 12)
        == ["png,jpg,", "jpeg,heic,", "webp,pdf"])
    #expect(
      TextWrapper.wrapAtWords("owed-to-company", width: 10) == ["owed-to-", "company"])
  }

  @Test("a run of letters wider than a line is broken only as a last resort")
  func lastResort() {
    #expect(TextWrapper.wrapAtWords("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
    #expect(TextWrapper.wrapAtWords("ab|cdefghij", width: 4) == ["ab|", "cdef", "ghij"])
    // Wide characters are measured as two columns.
    #expect(TextWrapper.wrapAtWords("陈家陈家陈", width: 4) == ["陈家", "陈家", "陈"])
  }
}
