import Testing

@testable import LineEditor

@Suite("Candidate columns")
struct CandidateColumnsTests {
  @Test func candidatesRunDownThenAcrossWithinTheWidth() {
    let candidates = ["add", "delete", "edit", "list", "menu", "show", "use"]
    let lines = CandidateColumns.layout(candidates, width: 24)
    // Column width 6 + 2 = 8 cells: 3 columns fit in 24.
    #expect(
      lines == [
        "add     list    use",
        "delete  menu",
        "edit    show",
      ])
    #expect(lines.allSatisfy { $0.count <= 24 })
  }

  @Test func aNarrowTerminalGetsOneColumn() {
    let lines = CandidateColumns.layout(["projects", "budget"], width: 5)
    #expect(lines == ["projects", "budget"])
  }

  @Test func wideCharactersCountTwoCells() {
    // Columns are 4 + 2 cells wide: two fit in 12 cells, three in 16.
    #expect(CandidateColumns.layout(["日本", "ab", "cd"], width: 12) == ["日本  cd", "ab"])
    #expect(CandidateColumns.layout(["日本", "ab", "cd"], width: 16) == ["日本  ab    cd"])
  }

  @Test func noCandidatesNoLines() {
    #expect(CandidateColumns.layout([], width: 80).isEmpty)
  }

  @Test(arguments: [
    ("plain", 5), ("Café", 4), ("e\u{301}", 1), ("日本", 4), ("✓", 1), ("🛋️", 2), ("👍", 2),
  ])
  func displayWidth(text: String, cells: Int) {
    #expect(CandidateColumns.displayWidth(text) == cells)
  }
}
