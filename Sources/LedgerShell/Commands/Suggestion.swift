/// Finds the closest known word to a mistyped one, for "did you mean" hints.
public enum Suggestion {
  /// The candidate nearest to `word`, if one is near enough to be a plausible typo.
  public static func closest(to word: String, in candidates: [String]) -> String? {
    let lowered = word.lowercased()
    let length = lowered.count
    // A word more than three characters longer than every candidate can be neither a
    // prefix of one nor within the three edits allowed: no need to measure (a pasted
    // paragraph took a second to be refused, measured against every command name).
    let lowercased = candidates.map { $0.lowercased() }
    guard lowercased.contains(where: { $0.count + 3 >= length }) else { return nil }
    let letters = Array(lowered)
    // Command and option names are ASCII: measured over bytes, a character is one byte
    // and comparing two is comparing two numbers, not two grapheme clusters.
    let bytes = lowered.utf8.count == length ? Array(lowered.utf8) : nil
    var best: (String, Int)?
    for (candidate, other) in zip(candidates, lowercased) {
      // The distance is at least the difference in length: a candidate that cannot beat
      // the best so far is not measured, and one measured stops as soon as it cannot.
      let otherLength = other.count
      if let best, abs(otherLength - length) >= best.1 { continue }
      let bound = best?.1 ?? Int.max
      let measured =
        if let bytes, other.utf8.count == otherLength {
          editDistance(bytes, Array(other.utf8), below: bound)
        } else {
          editDistance(letters, Array(other), below: bound)
        }
      guard let distance = measured else { continue }
      best = (candidate, distance)
    }
    guard let (candidate, distance) = best else { return nil }
    if candidate.lowercased().hasPrefix(lowered) && lowered.count >= 2 { return candidate }
    let allowed = max(1, min(3, (max(lowered.count, candidate.count) + 2) / 4))
    // A suggestion keeps something of what was typed: '3' is not a typo of '.'.
    return distance <= allowed && distance < lowered.count ? candidate : nil
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
    if a.isEmpty { return b.count < bound ? b.count : nil }
    if b.isEmpty { return a.count < bound ? a.count : nil }
    // Three rows of the table, not all of it: the transposition step looks two rows back.
    // (One allocation per row instead of one per row of the whole table: a pasted line of
    // junk is measured against every command name.)
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    var previousMinimum = 0
    for i in 1...a.count {
      current[0] = i
      var minimum = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], beforePrevious[j - 2] + 1)
        }
        minimum = min(minimum, current[j])
      }
      if minimum >= bound, previousMinimum >= bound { return nil }
      previousMinimum = minimum
      swap(&beforePrevious, &previous)
      swap(&previous, &current)
    }
    return previous[b.count] < bound ? previous[b.count] : nil
  }
}
