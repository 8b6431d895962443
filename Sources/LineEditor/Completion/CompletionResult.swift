/// A completer's answer: the words that could replace the word before the cursor.
public struct CompletionResult: Equatable, Sendable {
  /// How many characters (Swift `Character`s) just before the cursor the candidates
  /// replace — the length of the word being completed.
  public var replaceCount: Int
  /// The full words that could stand in place of the word being completed.
  ///
  /// In the order they should be listed; quoted here if they need quoting.
  public var candidates: [String]

  /// Creates a result replacing the last `replaceCount` characters with one of `candidates`.
  public init(replaceCount: Int, candidates: [String]) {
    self.replaceCount = replaceCount
    self.candidates = candidates
  }
}
