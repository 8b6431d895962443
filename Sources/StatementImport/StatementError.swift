/// Why a statement or its rules could not be read: what is wrong and where.
public struct StatementError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong, for people.
  public let message: String
  /// What to do about it, when there is something to say.
  public let hint: String?

  public init(_ message: String, hint: String? = nil) {
    self.message = message
    self.hint = hint
  }

  public var description: String { message }

  /// An error at a line of the rules file, `rules.csv.rules line 4: …`.
  static func rules(_ file: String, line: Int, _ message: String, hint: String? = nil)
    -> StatementError
  {
    StatementError("\(file) line \(line): \(message)", hint: hint)
  }
}
