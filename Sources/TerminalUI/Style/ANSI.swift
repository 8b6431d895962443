/// The few escape sequences TerminalUI writes.
enum ANSI {
  /// Resets every attribute to the terminal's default.
  static let reset = "\u{1B}[0m"
  /// Moves to the start of the line and clears it, for redrawing a progress line.
  static let clearLine = "\r\u{1B}[2K"
}
