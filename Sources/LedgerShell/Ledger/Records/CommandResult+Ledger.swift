extension CommandResult {
  /// The result of a change: the changed record for the machine formats, and only the
  /// status message as text.
  public static func changed(_ record: Record, message: String) -> CommandResult {
    CommandResult(data: .record(record), message: message) { _ in message }
  }
}
