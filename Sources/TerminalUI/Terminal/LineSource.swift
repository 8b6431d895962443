/// Where menus and forms read answers: a line editor, standard input, or a script in tests.
public protocol LineSource {
  /// Shows `prompt` and returns the line answered, without its newline; nil at end of input
  /// (Ctrl-D) or when the user cancels.
  func readLine(prompt: String) -> String?

  /// Like `readLine(prompt:)`, offering `suggestions` to Tab where the source can.
  func readLine(prompt: String, suggestions: [String]) -> String?
}

extension LineSource {
  /// Sources without completion ignore the suggestions.
  public func readLine(prompt: String, suggestions: [String]) -> String? {
    readLine(prompt: prompt)
  }
}
