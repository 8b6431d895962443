import LedgerCore
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
    return distance <= allowed && distance < lowered.count ? candidate : nil
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

  @Test("a word with nothing in common with a name gets no suggestion: '3' is not '.'")
  func nothingInCommon() {
    #expect(Suggestion.closest(to: "3", in: [".", "help", "use"]) == nil)
    #expect(Suggestion.closest(to: "x", in: ["?", "help"]) == nil)
    #expect(Suggestion.closest(to: "hlep", in: [".", "help"]) == "help")
    #expect(Suggestion.closest(to: "us", in: [".", "use"]) == "use")
  }

  @Test("a pasted paragraph gets no suggestion, without measuring it against every name")
  func longWordGetsNone() {
    let paragraph = String(repeating: "lorem ipsum dolor sit amet ", count: 400)
    #expect(Suggestion.closest(to: paragraph, in: Self.names) == nil)
    #expect(
      Suggestion.closest(to: "projects" + String(repeating: "x", count: 3), in: Self.names)
        == "projects")
  }

  /// The whole table, as the distance was first written: the reference for three rows.
  static func fullTable(_ first: String, _ second: String) -> Int {
    let a = Array(first)
    let b = Array(second)
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
        }
      }
    }
    return table[a.count][b.count]
  }

  @Test("the distance kept in three rows equals the whole table's, transpositions included")
  func threeRows() {
    var generator = SeededRandom(seed: 11)
    let alphabet = Array("abcab\u{301}日")
    for _ in 0..<2_000 {
      let first = String(
        (0..<Int.random(in: 0...7, using: &generator)).map { _ in
          alphabet.randomElement(using: &generator) ?? "a"
        })
      let second = String(
        (0..<Int.random(in: 0...7, using: &generator)).map { _ in
          alphabet.randomElement(using: &generator) ?? "a"
        })
      #expect(
        Suggestion.editDistance(first, second) == Self.fullTable(first, second),
        "\(first.debugDescription) \(second.debugDescription)")
    }
    #expect(Suggestion.editDistance("ab", "ba") == 1)
    #expect(Suggestion.editDistance("projcts", "projects") == 1)
  }

  @Test("a distance measured below a bound is the whole table's when less, else none")
  func boundedDistance() {
    var generator = SeededRandom(seed: 23)
    let alphabet = Array("abcab\u{301}日")
    func word() -> [Character] {
      (0..<Int.random(in: 0...9, using: &generator)).map { _ in
        alphabet.randomElement(using: &generator) ?? "a"
      }
    }
    for _ in 0..<3_000 {
      let (first, second) = (word(), word())
      let whole = Self.fullTable(String(first), String(second))
      let bound = Int.random(in: 0...8, using: &generator)
      #expect(
        Suggestion.editDistance(first, second, below: bound) == (whole < bound ? whole : nil),
        "\(String(first).debugDescription) \(String(second).debugDescription) below \(bound)")
    }
  }

  @Test("stopping a measure once it cannot win suggests what measuring every one did")
  func randomWordsSameAsMeasuringAll() {
    var generator = SeededRandom(seed: 31)
    let letters = Array("projectsadhlm xuin")
    for _ in 0..<2_000 {
      let word = String(
        (0..<Int.random(in: 0...12, using: &generator)).map { _ in
          letters.randomElement(using: &generator) ?? "p"
        })
      #expect(
        Suggestion.closest(to: word, in: Self.names) == Self.measuringAll(word, Self.names),
        "\(word.debugDescription)")
    }
  }

  @Test(
    "measuring only below the distance a suggestion needs suggests what measuring all did",
    arguments: [41, 43, 47])
  func nearOnlySameAsMeasuringAll(seed: UInt64) {
    // Random names, some long ones starting as a short one does (a word typed may start
    // one far off), and some letters of more than one byte.
    var generator = SeededRandom(seed: seed)
    let letters = Array("prjectsaé日 ")
    func word(_ lengths: ClosedRange<Int>) -> String {
      String(
        (0..<Int.random(in: lengths, using: &generator)).map { _ in
          letters.randomElement(using: &generator) ?? "p"
        })
    }
    for _ in 0..<300 {
      var names = (0..<Int.random(in: 1...12, using: &generator)).map { _ in word(1...8) }
      let stem = word(1...4)
      names.append(stem + word(4...12))
      names.shuffle(using: &generator)
      for typed in [word(0...6), stem, stem + word(1...2), String(stem.dropLast())] {
        #expect(
          Suggestion.closest(to: typed, in: names) == Self.measuringAll(typed, names),
          "\(typed.debugDescription) among \(names)")
      }
    }
  }
}
