/// A worked example shown in help and in the man page.
public struct CommandExample: Sendable, Equatable {
  /// The command line, as a user would type it.
  public var command: String
  /// What it does.
  public var summary: String

  /// Declares an example.
  public init(_ command: String, _ summary: String) {
    self.command = command
    self.summary = summary
  }
}
