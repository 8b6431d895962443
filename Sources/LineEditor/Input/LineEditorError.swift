/// A failure of the line-input layer, with a message a user can act on.
public struct LineEditorError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What went wrong, in a sentence.
  public var message: String

  /// Creates an error carrying `message`.
  public init(_ message: String) {
    self.message = message
  }

  public var description: String { message }
}
