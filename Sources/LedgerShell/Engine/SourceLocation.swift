/// Where a command came from, for `FILE:LINE: error: …` messages.
public struct SourceLocation: Sendable, Equatable {
  /// The script's name: a path, `-c`, or `<stdin>`.
  public var name: String
  /// The line number in that source.
  public var line: Int

  /// Creates a location.
  public init(name: String, line: Int) {
    self.name = name
    self.line = line
  }
}
