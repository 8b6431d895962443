/// Answers Tab: the candidates for the word before the cursor.
///
/// Called synchronously while the user types: answer from memory, not from a slow query.
public protocol LineCompleter: AnyObject {
  /// Returns the candidates for the word that ends at the end of `lineBeforeCursor`.
  func complete(lineBeforeCursor: String) -> CompletionResult
}
