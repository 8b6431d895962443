/// What a command hands back: structured data for the machine formats, and
/// optionally its own text rendering and a status message for people.
public struct CommandResult: Sendable {
  /// The structured data, if any.
  public var data: ResultData
  /// How to draw the result as text; when nil the shell draws `data` as a table.
  public var text: (@Sendable (OutputStyle) -> String)?
  /// A short status line such as "Added project #3" for text output.
  public var message: String?
  /// Whether `message` is a confirmation or note rather than the result itself: the shell
  /// then writes it to stderr when stdout is not a terminal or the format is not text, so
  /// that stdout carries only results.
  public var isConfirmation = false
  /// A note above the result for people, such as the filters in force.
  ///
  /// Notes are not results: with text on a terminal they are drawn with the result (the
  /// heading dim above it, the footer below); otherwise, piped or in a machine format, the
  /// shell writes them to stderr as it does every note (`-q` silences them), so that stdout
  /// carries only results.
  public var heading: String?
  /// A note below the result for people, such as how many are not shown (see `heading`).
  public var footer: String?

  /// Creates a result.
  public init(
    data: ResultData = .none, message: String? = nil, isConfirmation: Bool = false,
    text: (@Sendable (OutputStyle) -> String)? = nil
  ) {
    self.data = data
    self.message = message
    self.isConfirmation = isConfirmation
    self.text = text
  }

  /// A result with nothing to show.
  public static let empty = CommandResult()

  /// A result that is only a status message.
  public static func message(_ text: String) -> CommandResult {
    CommandResult(message: text, isConfirmation: true)
  }
}

/// The structured part of a result.
public enum ResultData: Sendable {
  /// Nothing structured.
  case none
  /// One object.
  case record(Record)
  /// A list of objects with these column names (for CSV headers and tables).
  case records([Record], columns: [String])

  /// A list whose columns are those of its first record.
  public static func list(_ records: [Record], columns: [String]? = nil) -> ResultData {
    .records(records, columns: columns ?? records.first?.names ?? [])
  }
}
