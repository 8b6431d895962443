import Foundation

/// Reads the terminal's facts afresh each time they are needed.
enum TerminalProbe {
  /// Width: an explicit width, else the terminal's, else `COLUMNS`, else 80.
  static func width(explicit: Int?, environment: ShellEnvironment) -> Int {
    if let explicit { return explicit }
    if environment.stdoutIsTerminal, let size = windowSize(), size.width > 0 {
      return Int(size.width)
    }
    if let columns = environment.variables["COLUMNS"].flatMap(Int.init), columns > 0 {
      return columns
    }
    return 80
  }

  /// The terminal's height in rows, when stdout is a terminal.
  static func height() -> Int? {
    guard let size = windowSize(), size.height > 0 else { return nil }
    return Int(size.height)
  }

  static func windowSize() -> (width: UInt16, height: UInt16)? {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 else { return nil }
    return (size.ws_col, size.ws_row)
  }

  /// Colour on unless NO_COLOR or TERM=dumb or not a terminal; CLICOLOR_FORCE
  /// and FORCE_COLOR turn it on anywhere.
  static func colorEnabled(environment: [String: String], isTerminal: Bool) -> Bool {
    if let value = environment["NO_COLOR"], !value.isEmpty { return false }
    if let value = environment["CLICOLOR_FORCE"], !value.isEmpty, value != "0" { return true }
    if let value = environment["FORCE_COLOR"], value != "0", value != "false" { return true }
    if environment["TERM"] == "dumb" { return false }
    return isTerminal
  }

  /// Whether the locale's character set is UTF-8.
  static func isUTF8(_ environment: [String: String]) -> Bool {
    let locale =
      [environment["LC_ALL"], environment["LC_CTYPE"], environment["LANG"]]
      .compactMap { $0 }.first { !$0.isEmpty } ?? ""
    let lowered = locale.lowercased()
    return lowered.contains("utf-8") || lowered.contains("utf8") || locale.isEmpty
  }
}
