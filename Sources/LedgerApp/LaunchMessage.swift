import TerminalUI

/// The lines ledgersh itself writes to stderr before or around a session
/// (`ledgersh: error: …`, `ledgersh: hint: …`), with the input they quote made visible.
///
/// A path, an account name or an option typed with an ESC in it was echoed raw, so that
/// `ledgersh -f $'\e[2J'` cleared the terminal it reported to; every message goes through
/// `VisibleText`, as the shell's own errors do.
public enum LaunchMessage {
  /// `ledgersh: LABEL: TEXT` for each line of `text`, control characters escaped.
  public static func line(_ label: String, _ text: String) -> String {
    "ledgersh: \(label): \(VisibleText.escaping(text, keepingNewlines: false))\n"
  }

  /// An error line, and its hint's line when there is one.
  public static func error(_ message: String, hint: String? = nil) -> String {
    line("error", message) + (hint.map { line("hint", $0) } ?? "")
  }

  /// Text another library wrote (swift-argument-parser's usage errors), each of its lines
  /// kept, any control character in them escaped.
  public static func visible(_ text: String) -> String {
    VisibleText.escaping(text, keepingNewlines: true)
  }
}
