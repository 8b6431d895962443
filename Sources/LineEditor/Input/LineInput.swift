/// What one request for a line of input produced.
public enum LineInput: Equatable, Sendable {
  /// A complete line, without its line terminator.
  case line(String)
  /// The user pressed Ctrl-C: the line being typed was abandoned; prompt again.
  case interrupted
  /// Ctrl-D on an empty line, or the end of a piped file: no more input.
  case endOfInput
  /// A piped line longer than the reader takes (`PlainLineReader.longestLine`): it is
  /// dropped, and the next line read is the one after it.
  case tooLong
}
