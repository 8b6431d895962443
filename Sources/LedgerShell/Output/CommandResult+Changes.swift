import TerminalUI

extension CommandResult {
  /// The result of a change: the changed record for the machine formats, and only the
  /// status message as text, wrapped to the width.
  public static func changed(_ record: Record, message: String) -> CommandResult {
    var result = CommandResult(data: .record(record), message: message) { style in
      wrapped(message, style: style)
    }
    result.isConfirmation = true
    return result
  }

  /// A status message with no data, wrapped to the width.
  public static func note(_ message: String) -> CommandResult {
    var result = CommandResult(message: message) { style in wrapped(message, style: style) }
    result.isConfirmation = true
    return result
  }

  /// `text` wrapped at spaces to the style's width.
  public static func wrapped(_ text: String, style: OutputStyle) -> String {
    // Plain messages quote what was typed: its control characters are shown, not sent.
    TextWrapper.wrap(VisibleText.escaping(text), width: style.width).joined(separator: "\n")
  }
}
