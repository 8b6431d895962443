/// One logical line of a script: the text after joining `\` continuations, and
/// the number of the physical line it starts on.
public struct ScriptLine: Sendable, Equatable {
  /// The command text, continuations joined with a single space.
  public var text: String
  /// The 1-based physical line number where this command starts.
  public var lineNumber: Int

  /// Creates a logical line.
  public init(text: String, lineNumber: Int) {
    self.text = text
    self.lineNumber = lineNumber
  }
}
