import Testing

@testable import LineEditor

@Suite("What Tab inserts")
struct CompletionInsertionTests {
  @Test func oneCandidateInsertsItsRestAndASpace() {
    let result = CompletionResult(replaceCount: 3, candidates: ["projects"])
    let insertion = CompletionInsertion.compute(result: result, lineBeforeCursor: "pro")
    #expect(insertion == CompletionInsertion(insert: "jects "))
  }

  @Test func oneFolderCandidateGetsNoSpace() {
    let result = CompletionResult(replaceCount: 3, candidates: ["exports/"])
    let insertion = CompletionInsertion.compute(result: result, lineBeforeCursor: "cd exp")
    #expect(insertion == CompletionInsertion(insert: "orts/"))
  }

  @Test func severalCandidatesInsertTheirCommonPrefix() {
    let result = CompletionResult(replaceCount: 1, candidates: ["budget", "budgets", "budget"])
    let insertion = CompletionInsertion.compute(result: result, lineBeforeCursor: "b")
    #expect(insertion == CompletionInsertion(insert: "udget"))
  }

  @Test func severalCandidatesWithNothingInCommonAreListed() {
    let candidates = ["items", "inventory", "init"]
    let result = CompletionResult(replaceCount: 1, candidates: candidates)
    let insertion = CompletionInsertion.compute(result: result, lineBeforeCursor: "help i")
    #expect(insertion == CompletionInsertion(insert: "", list: candidates))
  }

  @Test func repeatedCandidatesAreListedOnce() {
    let result = CompletionResult(replaceCount: 0, candidates: ["add", "list", "add"])
    let insertion = CompletionInsertion.compute(result: result, lineBeforeCursor: "item ")
    #expect(insertion.list == ["add", "list"])
  }

  @Test func noCandidatesChangeNothing() {
    let result = CompletionResult(replaceCount: 2, candidates: [])
    let insertion = CompletionInsertion.compute(result: result, lineBeforeCursor: "zz")
    #expect(insertion.isEmpty)
  }

  @Test func candidatesDifferingInCaseReplaceTheTypedWord() {
    let result = CompletionResult(replaceCount: 3, candidates: ["Smith Residence"])
    let insertion = CompletionInsertion.compute(result: result, lineBeforeCursor: "use smi")
    #expect(insertion == CompletionInsertion(deleteCount: 3, insert: "Smith Residence "))
  }

  @Test func nonASCIICandidatesCompleteByCharacter() {
    let result = CompletionResult(replaceCount: 2, candidates: ["Café ✓", "Café 日本"])
    let insertion = CompletionInsertion.compute(result: result, lineBeforeCursor: "use Ca")
    #expect(insertion == CompletionInsertion(insert: "fé "))
  }

  @Test func aReplaceCountLongerThanTheLineIsClamped() {
    let result = CompletionResult(replaceCount: 99, candidates: ["items"])
    let insertion = CompletionInsertion.compute(result: result, lineBeforeCursor: "it")
    #expect(insertion == CompletionInsertion(insert: "ems "))
  }
}
