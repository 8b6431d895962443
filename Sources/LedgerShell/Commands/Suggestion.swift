/// Finds the closest known word to a mistyped one, for "did you mean" hints.
public enum Suggestion {
  /// A word a mistyped one may be measured against, lowered and counted once: the shell
  /// keeps its command words this way, since each unknown command is measured against all
  /// of them and lowering and counting every one anew took most of the time to refuse it.
  public struct Candidate: Sendable {
    /// The word as it is suggested.
    public let word: String
    let lowered: String
    /// The length of `lowered` in characters.
    let length: Int
    /// `lowered` as bytes when every character of it is one byte (command and option
    /// names are ASCII): comparing two is comparing two numbers, not two grapheme clusters.
    let bytes: [UInt8]?

    public init(_ word: String) {
      self.word = word
      lowered = word.lowercased()
      length = lowered.count
      bytes = lowered.utf8.count == length ? Array(lowered.utf8) : nil
    }
  }

  /// The candidate nearest to `word`, if one is near enough to be a plausible typo.
  public static func closest(to word: String, in candidates: [String]) -> String? {
    closest(to: word, among: candidates.map(Candidate.init))
  }

  /// The candidate nearest to `word`, if one is near enough to be a plausible typo.
  public static func closest(to word: String, among candidates: [Candidate]) -> String? {
    let typed = Candidate(word)
    let length = typed.length
    // A word more than three characters longer than every candidate can be neither a
    // prefix of one nor within the three edits allowed: no need to measure (a pasted
    // paragraph took a second to be refused, measured against every command name).
    guard candidates.contains(where: { $0.length + 3 >= length }) else { return nil }
    // Only a near candidate is suggested: one within three edits (and fewer than the word
    // has characters), or one the word starts. So no distance of `bound` or more can
    // change the answer, and candidates are measured only below it: measuring every one
    // in full took nine tenths of the time to refuse an unknown command. Whichever
    // candidate is nearest below `bound` is the one nearest of all, since a farther one
    // would be suggested by neither rule (a candidate the word starts is within `bound`).
    let near = min(4, length)
    var letters: [Character]?
    // The distance to the nearest candidate the word starts, whose length tells it: more
    // than `near` only for a candidate longer by `near` or more.
    var nearestStarted: Int?
    if length >= 2 {
      for candidate in candidates where candidate.length - length >= near {
        if let nearestStarted, candidate.length - length >= nearestStarted { continue }
        guard candidate.lowered.hasPrefix(typed.lowered) else { continue }
        let typedLetters = letters ?? Array(typed.lowered)
        letters = typedLetters
        nearestStarted =
          editDistance(
            typedLetters, Array(candidate.lowered), below: nearestStarted ?? Int.max)
          ?? nearestStarted
      }
    }
    var bound = max(near, (nearestStarted ?? 0) + 1)
    var rows = Rows()
    var best: (candidate: Candidate, distance: Int)?
    for candidate in candidates {
      // The distance is at least the difference in length: a candidate that cannot beat
      // the best so far is not measured, and one measured stops as soon as it cannot.
      if abs(candidate.length - length) >= bound { continue }
      let measured: Int?
      if let bytes = typed.bytes, let other = candidate.bytes {
        measured = editDistance(bytes, other, below: bound, rows: &rows)
      } else {
        let typedLetters = letters ?? Array(typed.lowered)
        letters = typedLetters
        measured = editDistance(typedLetters, Array(candidate.lowered), below: bound)
      }
      guard let distance = measured else { continue }
      best = (candidate, distance)
      bound = distance
    }
    guard let (candidate, distance) = best else { return nil }
    if candidate.lowered.hasPrefix(typed.lowered) && length >= 2 { return candidate.word }
    let allowed = max(1, min(3, (max(length, candidate.word.count) + 2) / 4))
    // A suggestion keeps something of what was typed: '3' is not a typo of '.'.
    return distance <= allowed && distance < length ? candidate.word : nil
  }

  /// Damerau–Levenshtein distance (with adjacent transpositions) over characters.
  public static func editDistance(_ first: String, _ second: String) -> Int {
    editDistance(Array(first), Array(second), below: Int.max) ?? Int.max
  }

  /// The distance between `a` and `b` if it is less than `bound`, else nil, found without
  /// finishing the table once it cannot be: no cell of a row is less than the smaller of
  /// the row above and one more than the row above that, so once two rows in a row reach
  /// `bound`, so does every later row and the distance.
  static func editDistance<Letter: Equatable>(_ a: [Letter], _ b: [Letter], below bound: Int)
    -> Int?
  {
    var rows = Rows()
    return editDistance(a, b, below: bound, rows: &rows)
  }

  /// The three rows of the table `editDistance` fills, one after another in one buffer
  /// kept from one candidate to the next: allocating them for each, and checking every
  /// index into them, took most of the time to measure one.
  struct Rows {
    var cells: [Int] = []
  }

  static func editDistance<Letter: Equatable>(
    _ a: [Letter], _ b: [Letter], below bound: Int, rows: inout Rows
  ) -> Int? {
    if a.isEmpty { return b.count < bound ? b.count : nil }
    if b.isEmpty { return a.count < bound ? a.count : nil }
    // Three rows of the table, not all of it: the transposition step looks two rows back.
    let width = b.count + 1
    if rows.cells.count < 3 * width { rows.cells = [Int](repeating: 0, count: 3 * width) }
    return a.withUnsafeBufferPointer { a in
      b.withUnsafeBufferPointer { b in
        rows.cells.withUnsafeMutableBufferPointer { cells in
          // Where each row starts in `cells`; they take turns.
          var (beforePrevious, previous, current) = (0, width, 2 * width)
          for j in 0..<width { cells[previous + j] = j }
          var previousMinimum = 0
          for i in 1...a.count {
            cells[current] = i
            var minimum = i
            let letter = a[i - 1]
            for j in 1...b.count {
              let cost = letter == b[j - 1] ? 0 : 1
              var cell = min(
                cells[previous + j] + 1, cells[current + j - 1] + 1,
                cells[previous + j - 1] + cost)
              if i > 1, j > 1, letter == b[j - 2], a[i - 2] == b[j - 1] {
                cell = min(cell, cells[beforePrevious + j - 2] + 1)
              }
              cells[current + j] = cell
              minimum = min(minimum, cell)
            }
            if minimum >= bound, previousMinimum >= bound { return nil }
            previousMinimum = minimum
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
          }
          let distance = cells[previous + b.count]
          return distance < bound ? distance : nil
        }
      }
    }
  }
}
