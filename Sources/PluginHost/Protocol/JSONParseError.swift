/// Why a line is not valid JSON, and where.
public struct JSONParseError: Error, Sendable, Equatable {
  /// What is wrong.
  public var message: String
  /// The byte offset where it was found.
  public var offset: Int
}
