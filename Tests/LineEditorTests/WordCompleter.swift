import LineEditor

/// Completes from a fixed list of words, case-insensitively, like the shell will.
final class WordCompleter: LineCompleter {
  let words = ["projects", "project-show", "transactions", "exports/", "Café", "日本語"]

  func complete(lineBeforeCursor: String) -> CompletionResult {
    let word = lineBeforeCursor.split(separator: " ", omittingEmptySubsequences: false).last ?? ""
    let candidates = words.filter { $0.lowercased().hasPrefix(word.lowercased()) }
    return CompletionResult(replaceCount: word.count, candidates: candidates)
  }
}
