/// What Tab does to the line for a completer's answer: the text to insert at the
/// cursor and, when the candidates share nothing more, the list to show.
public struct CompletionInsertion: Equatable, Sendable {
  /// Characters before the cursor to delete before inserting — nonzero only when
  /// the candidates do not literally extend the typed word (for example, they differ
  /// in case), so the typed word is replaced instead.
  public var deleteCount: Int
  /// The text to insert at the cursor (empty when nothing is inserted).
  public var insert: String
  /// The candidates to list below the line, or nil when none should be listed.
  public var list: [String]?

  /// Creates an insertion; `deleteCount` characters go before `insert` comes in.
  public init(deleteCount: Int = 0, insert: String, list: [String]? = nil) {
    self.deleteCount = deleteCount
    self.insert = insert
    self.list = list
  }

  /// True when Tab changes nothing and lists nothing: there is nothing to complete.
  public var isEmpty: Bool { deleteCount == 0 && insert.isEmpty && list == nil }

  /// Decides what Tab does, given the completer's answer for `lineBeforeCursor`.
  ///
  /// One candidate: its remaining text and a space (no space after a trailing `/`).
  /// Several: their longest common prefix; when that adds nothing, a list of them.
  public static func compute(result: CompletionResult, lineBeforeCursor: String)
    -> CompletionInsertion
  {
    let typedCount = min(max(result.replaceCount, 0), lineBeforeCursor.count)
    let typed = String(lineBeforeCursor.suffix(typedCount))
    var seen = Set<String>()
    let candidates = result.candidates.filter { seen.insert($0).inserted }

    guard let first = candidates.first else {
      return CompletionInsertion(insert: "")
    }
    if candidates.count == 1 {
      let suffix = first.hasSuffix("/") ? "" : " "
      return extending(typed: typed, to: first + suffix)
    }
    let common = commonPrefix(of: candidates)
    if common.count > typed.count {
      return extending(typed: typed, to: common)
    }
    return CompletionInsertion(insert: "", list: candidates)
  }

  /// Turns `typed` into `replacement`: by appending when it extends `typed`, else by replacing.
  private static func extending(typed: String, to replacement: String) -> CompletionInsertion {
    if replacement.hasPrefix(typed) {
      return CompletionInsertion(insert: String(replacement.dropFirst(typed.count)))
    }
    return CompletionInsertion(deleteCount: typed.count, insert: replacement)
  }

  /// The longest run of characters every one of `words` starts with.
  static func commonPrefix(of words: [String]) -> String {
    guard var prefix = words.first.map(Array.init) else { return "" }
    for word in words.dropFirst() {
      let length = zip(prefix, word).prefix { $0 == $1 }.count
      prefix = Array(prefix.prefix(length))
      if prefix.isEmpty { break }
    }
    return String(prefix)
  }
}
