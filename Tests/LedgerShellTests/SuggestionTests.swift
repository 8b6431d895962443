import Testing

@testable import LedgerShell

@Suite("Did-you-mean suggestions")
struct SuggestionTests {
  static let names = [
    "projects", "project add", "project show", "help", "txs", "tx add", "budget", "undo", "use",
    "items", "item add", "search", "version", "echo", "export", "import",
  ]

  /// The suggestion as it was found before candidates were skipped: every one measured.
  static func measuringAll(_ word: String, _ candidates: [String]) -> String? {
    let lowered = word.lowercased()
    var best: (String, Int)?
    for candidate in candidates {
      let distance = Suggestion.editDistance(lowered, candidate.lowercased())
      if best == nil || distance < (best?.1 ?? Int.max) { best = (candidate, distance) }
    }
    guard let (candidate, distance) = best else { return nil }
    if candidate.lowercased().hasPrefix(lowered) && lowered.count >= 2 { return candidate }
    let allowed = max(1, min(3, (max(lowered.count, candidate.count) + 2) / 4))
    return distance <= allowed ? candidate : nil
  }

  @Test(
    "skipping hopeless candidates suggests exactly what measuring every one did",
    arguments: [
      "projcts", "hlep", "tx ad", "itme add", "serch", "pro", "p", "", "TXS", "vresion",
      "budgte", "proj", "exprot", "x", "undoo", "usee", "items add", "über", "日本",
      "projectsprojects", "a very long line that names no command at all",
    ])
  func sameAsMeasuringAll(word: String) {
    #expect(Suggestion.closest(to: word, in: Self.names) == Self.measuringAll(word, Self.names))
  }

  @Test("a pasted paragraph gets no suggestion, without measuring it against every name")
  func longWordGetsNone() {
    let paragraph = String(repeating: "lorem ipsum dolor sit amet ", count: 400)
    #expect(Suggestion.closest(to: paragraph, in: Self.names) == nil)
    #expect(
      Suggestion.closest(to: "projects" + String(repeating: "x", count: 3), in: Self.names)
        == "projects")
  }
}
