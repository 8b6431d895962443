/// Finds history entries containing a typed pattern, newest first, for Ctrl-R.
///
/// The match ignores case unless the pattern has an uppercase letter ("smart case").
public enum HistorySearch {
  /// A found entry: its index in the history and where the pattern starts in it,
  /// counted in Unicode scalars (libedit's cursor unit).
  public struct Match: Equatable, Sendable {
    /// The entry's index in the history, oldest first.
    public var index: Int
    /// The Unicode scalar offset of the pattern within the entry.
    public var offset: Int

    /// Creates a match of the entry at `index`, with the pattern at `offset`.
    public init(index: Int, offset: Int) {
      self.index = index
      self.offset = offset
    }
  }

  /// The newest entry at an index below `end` that contains `pattern`, if any.
  ///
  /// An empty pattern matches nothing. Entries equal to `skipping` (the match
  /// already shown) are passed over, so repeating Ctrl-R always shows a new line.
  public static func find(
    _ pattern: String, in entries: [String], before end: Int, skipping: String? = nil
  ) -> Match? {
    guard !pattern.isEmpty else { return nil }
    let ignoringCase = !pattern.contains(where: \.isUppercase)
    let wanted = folded(pattern, ignoringCase: ignoringCase)
    var index = min(end, entries.count) - 1
    while index >= 0 {
      let entry = entries[index]
      if entry != skipping, let offset = offset(of: wanted, in: entry, ignoringCase: ignoringCase) {
        return Match(index: index, offset: offset)
      }
      index -= 1
    }
    return nil
  }

  /// The text's scalars, each lower-cased on its own when case is ignored.
  private static func folded(_ text: String, ignoringCase: Bool) -> [[Unicode.Scalar]] {
    text.unicodeScalars.map { scalar in
      ignoringCase ? Array(scalar.properties.lowercaseMapping.unicodeScalars) : [scalar]
    }
  }

  /// The scalar offset of the first place `entry` holds `wanted`, scalar by scalar.
  ///
  /// Compared here rather than with Foundation's `range(of:options:)`, which traps
  /// ("String index is out of bounds") on a pattern holding NUL against non-ASCII text.
  private static func offset(
    of wanted: [[Unicode.Scalar]], in entry: String, ignoringCase: Bool
  ) -> Int? {
    let scalars = folded(entry, ignoringCase: ignoringCase)
    guard scalars.count >= wanted.count else { return nil }
    return (0...(scalars.count - wanted.count)).first { start in
      scalars[start..<(start + wanted.count)].elementsEqual(wanted)
    }
  }
}
