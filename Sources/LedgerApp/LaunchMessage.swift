import TerminalUI

/// The lines ledgersh itself writes to stderr before or around a session
/// (`ledgersh: error: …`, `ledgersh: hint: …`), with the input they quote made visible.
///
/// A path, an account name or an option typed with an ESC in it was echoed raw, so that
/// `ledgersh -f $'\e[2J'` cleared the terminal it reported to; every message goes through
/// `VisibleText`, as the shell's own errors do.
public enum LaunchMessage {
  /// `ledgersh: LABEL: TEXT` for each line of `text`, control characters escaped.
  ///
  /// Given a `width` (by default the terminal's, when standard error is one), the text
  /// is wrapped between words, its later lines under its first; piped, it stays one line.
  public static func line(_ label: String, _ text: String, width: Int? = errorWidth)
    -> String
  {
    let lead = "ledgersh: \(label): "
    let text = VisibleText.escaping(text, keepingNewlines: false)
    guard let width, DisplayWidth.of(lead + text) > width else { return lead + text + "\n" }
    let indent = DisplayWidth.of(lead)
    return lead
      + TextWrapper.wrapAtWords(text, width: max(10, width - indent))
      .joined(separator: "\n" + String(repeating: " ", count: indent)) + "\n"
  }

  /// An error line, and its hint's line when there is one.
  public static func error(_ message: String, hint: String? = nil, width: Int? = errorWidth)
    -> String
  {
    line("error", message, width: width) + (hint.map { line("hint", $0, width: width) } ?? "")
  }

  /// The width launch messages wrap to: the terminal's when standard error is one.
  public static var errorWidth: Int? {
    TerminalFacts.isErrorTerminal ? max(20, TerminalFacts.width()) : nil
  }

  /// Text another library wrote (swift-argument-parser's usage errors), each of its lines
  /// kept, any control character in them escaped.
  public static func visible(_ text: String) -> String {
    VisibleText.escaping(text, keepingNewlines: true)
  }
}
