import Testing

@testable import LineEditor

@Suite("Ctrl-R history search")
struct HistorySearchTests {
  let entries = ["echo Café ✓ 日本", "use \"Smith Residence\"", "items", "echo café — done"]

  @Test func findsTheNewestEntryContainingThePattern() {
    let match = HistorySearch.find("caf", in: entries, before: entries.count)
    #expect(match == HistorySearch.Match(index: 3, offset: 5))
  }

  @Test func searchesOnlyBelowTheGivenIndex() {
    let match = HistorySearch.find("caf", in: entries, before: 3)
    #expect(match == HistorySearch.Match(index: 0, offset: 5))
    #expect(HistorySearch.find("caf", in: entries, before: 0) == nil)
  }

  @Test func anUppercaseLetterMakesTheSearchCaseSensitive() {
    #expect(HistorySearch.find("Caf", in: entries, before: entries.count)?.index == 0)
    #expect(HistorySearch.find("smith", in: entries, before: entries.count)?.index == 1)
  }

  @Test func nonASCIIPatternsMatchAndOffsetsCountScalars() {
    #expect(HistorySearch.find("✓ 日", in: entries, before: 4) == .init(index: 0, offset: 10))
    #expect(HistorySearch.find("—", in: entries, before: 4) == .init(index: 3, offset: 10))
  }

  @Test func repeatsOfTheShownMatchArePassedOver() {
    let history = ["echo Café", "items", "echo Café", "echo café"]
    let match = HistorySearch.find("Caf", in: history, before: 2, skipping: "echo Café")
    #expect(match == nil)
    let older = HistorySearch.find("caf", in: history, before: 3, skipping: "echo café")
    #expect(older == HistorySearch.Match(index: 2, offset: 5))
  }

  @Test func emptyOrMissingPatternsMatchNothing() {
    #expect(HistorySearch.find("", in: entries, before: 4) == nil)
    #expect(HistorySearch.find("zebra", in: entries, before: 4) == nil)
    #expect(HistorySearch.find("items", in: [], before: 4) == nil)
  }

  @Test func aPatternHoldingNULIsSearchedLikeAnyOther() {
    // Foundation's range(of:) trapped on this: a NUL against non-ASCII text.
    let history = ["echo 陈宅 2", "echo a\u{0}b 日本"]
    #expect(HistorySearch.find("2\u{0}", in: history, before: 2) == nil)
    #expect(HistorySearch.find("\u{0}b", in: history, before: 2) == .init(index: 1, offset: 6))
  }
}
